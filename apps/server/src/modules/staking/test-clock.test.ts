import {
  formatOdds,
  type StakingProceedsResponse,
  type StakingTransferInResponse,
  stakingEndpoints,
  testClockEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';
import { isOffsetClock } from '../../platform/test-clock.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { seedAccountsForTest, fundedPlayer } from '../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  seedRoundsForTest,
  standardRoom,
  START,
  runOnlyRoomTypes,
} from '../../test/rounds.js';
import { createOperator } from '../../test/staff.js';
import { createRoundsRepository } from '../rounds/rounds.repository.js';
import { rounds } from '../rounds/rounds.tables.js';
import { fundReserve, seedStakingForTest, transferInBody } from './staking.test-utils.js';

/**
 * The test-only clock hook (config TEST_CLOCK, docs/staking.md): off by default and then absent;
 * on, `POST /api/test/clock/advance` moves the whole app's clock, the staking accrual runs before
 * the call answers, and the round engine keeps scheduling, drawing and taking bets.
 */
const DAY = 86_400_000;

describe('TEST_CLOCK configuration', () => {
  it('is off by default, and the accrual timer on', () => {
    expect(loadConfig({})).toMatchObject({ TEST_CLOCK: false, STAKING_ACCRUAL: true });
    expect(loadConfig({ TEST_CLOCK: 'true', TEST_DEPLOYMENT: 'true', STAKING_ACCRUAL: '0' })).toMatchObject({
      TEST_CLOCK: true,
      STAKING_ACCRUAL: false,
    });
    expect(() => loadConfig({ TEST_CLOCK: 'yes' })).toThrow(ConfigError);
  });
});

describe('the test clock hook', () => {
  let database: TestDatabase;
  let harness: RoundsHarness;

  beforeAll(async () => {
    database = await createTestDatabase();
    harness = await buildRoundsHarness(database, { TEST_CLOCK: 'true', TEST_DEPLOYMENT: 'true' });
  });

  afterAll(async () => {
    await harness.app.close();
    await database.close();
  });

  beforeEach(async () => {
    await database.reset();
    await seedAccountsForTest(database, harness.deps.clock);
    await seedStakingForTest(database);
    await seedRoundsForTest(database);
    await runOnlyRoomTypes(database, [1]);
  });

  const advance = (ms: number) =>
    ok<{ now: string; offsetMs: number }>(harness.app, testClockEndpoints.advance.path, { ms });

  it('does not exist without the flag', async () => {
    const plain = await buildTestApp(database);
    try {
      expect((await postApi(plain, testClockEndpoints.advance.path, { ms: 1000 })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("moves the app's clock forward only, by a bounded amount", async () => {
    expect(isOffsetClock(harness.deps.clock)).toBe(true);
    const before = harness.deps.clock.now().getTime();
    const moved = await advance(90_000);
    expect(new Date(moved.now).getTime()).toBe(before + 90_000);
    expect((await call(harness.app, testClockEndpoints.advance.path, { ms: -1 })).code).toBe(0);
    expect((await call(harness.app, testClockEndpoints.advance.path, { ms: 401 * DAY })).code).toBe(0);
    expect(harness.deps.clock.now().getTime()).toBe(before + 90_000);
  });

  it('runs the staking accrual before it answers', async () => {
    const clock = harness.deps.clock;
    const owner = await createOperator(database, 'owner', clock);
    const alice = await fundedPlayer(database, { clock, money: 200_000_00 });
    expect((await fundReserve(harness.app, owner, '10000', clock.now())).code).toBe(1);
    const opened = await ok<StakingTransferInResponse>(harness.app, stakingEndpoints.transferIn.path, {
      token: alice.token,
      ...transferInBody(),
    });
    await advance(DAY);
    const proceeds = await ok<StakingProceedsResponse>(harness.app, stakingEndpoints.proceeds.path, {
      token: alice.token,
      positionId: opened.position.id,
    });
    expect(proceeds.list.map((item) => [item.day, item.amount])).toEqual([[1, '150.00']]);
    await expectLedgerInvariants(database.db);
  });

  it('keeps the round engine drawing, scheduling and taking bets across a jump', async () => {
    const clock = harness.deps.clock;
    const engine = harness.engine();
    await engine.tick();
    const firstRound = (await roundsOfType(database, 1))[0]!;
    expect(firstRound.drawsAt.getTime()).toBeGreaterThan(clock.now().getTime());
    await advance(DAY);
    const now = clock.now();
    expect(now.getTime()).toBeGreaterThan(START.getTime() + DAY - 1);
    await engine.tick();
    // Every round due by now is settled; the current one draws after now and takes bets.
    const all = await database.db.select().from(rounds);
    expect(all.filter((round) => round.drawsAt <= now).every((round) => round.state === 'settled')).toBe(
      true,
    );
    const repository = createRoundsRepository({ db: database.db });
    const current = (await repository.currentRound(1, now))!;
    expect(current.drawsAt.getTime()).toBeGreaterThan(now.getTime());
    const room = (await repository.room(standardRoom(1)))!;
    const alice = await fundedPlayer(database, { clock });
    const order = await call(harness.app, gameEndpoints.order.path, {
      token: alice.token,
      gameid: current.id,
      roomid: standardRoom(1),
      order_info: [[0, formatOdds(room.rates[0]!), 10]],
      order_key: 'after-the-jump',
    });
    expect(order.code, JSON.stringify(order)).toBe(1);
    await advance(current.drawsAt.getTime() - now.getTime());
    const report = await engine.tick();
    expect(report.settled.map((settlement) => settlement.round.id)).toContain(current.id);
    await expectLedgerInvariants(database.db);
  });
});
