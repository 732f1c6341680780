import { ErrorCode, type StakingTransferInResponse, stakingEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { openPostgres, type DatabaseHandle } from '../../platform/db/database.js';
import { buildTestApp } from '../../test/test-app.js';
import { createPostgresDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, type Failure } from '../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createOperator, type TestStaff } from '../../test/staff.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { createAccrual } from './accrual.js';
import { ACCRUAL_LEADER_KEY } from '../../platform/db/advisory-locks.js';
import { createAccrualJob } from './accrual-job.js';
import { createStakingSettings } from './staking.settings.js';
import { stakingAccruals, stakingPositions } from './staking.tables.js';
import {
  DAY,
  fundReserve,
  seedStakingForTest,
  STAKING_START,
  summaryOf,
  transferInBody,
} from './staking.test-utils.js';

/**
 * Races that need real concurrent connections: PGlite has one, so these run on PostgreSQL
 * (TEST_DATABASE_URL) only. Two "instances" are two pools on one database, each with its own
 * accrual, on one shared manual clock.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const POOL_SIZE = 12;
/** Tier 1 at its minimum: 100,000.00 promises 2,250.00 over 15 days. */
const PROMISE_MINOR = 225_000;

describe.skipIf(!SERVER_URL)('staking under concurrency (PostgreSQL)', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let dispose: () => Promise<void>;
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createManualClock(STAKING_START);
  let owner: TestStaff;

  beforeAll(async () => {
    const created = await createPostgresDatabase(SERVER_URL!, POOL_SIZE);
    first = created.handle;
    dispose = created.dispose;
    await first.migrate();
    second = await openPostgres(created.url, POOL_SIZE);
    database = { ...first, reset: () => Promise.reject(new Error('not reset')) };
    app = await buildTestApp(database, { clock });
    await seedAccountsForTest(database, clock);
    // The operator's large terms of the other staking tests (a fresh install seeds small tiers).
    await seedStakingForTest(database);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await second?.close();
    await first?.close();
    await dispose?.();
  });

  beforeEach(async () => {
    clock.set(STAKING_START);
    owner = await createOperator(database, 'owner', clock);
  });

  async function fundedPlayers(count: number, cashMinor: number): Promise<TestPlayer[]> {
    const created: TestPlayer[] = [];
    for (let index = 0; index < count; index += 1) {
      const player = await createPlayerForTest(database, { clock });
      await fundPlayerForTest(first.db, player.playerId, cashMinor);
      created.push(player);
    }
    return created;
  }

  const transferIn = (player: TestPlayer, body: Record<string, unknown> = {}) =>
    call<StakingTransferInResponse | Failure>(app, stakingEndpoints.transferIn.path, {
      token: player.token,
      ...transferInBody(body),
    });

  /** The races run one after another on one database: each funds the reserve up to what it needs. */
  async function headroomMinor(): Promise<number> {
    const summary = await summaryOf(app, owner);
    return Math.round(Number(summary.headroom) * 100);
  }

  it('accepts no more of 50 simultaneous transfer-ins than the reserve backs', async () => {
    const free = await headroomMinor();
    expect((await fundReserve(app, owner, String((20 * PROMISE_MINOR - free) / 100), clock.now())).code).toBe(
      1,
    );
    const players = await fundedPlayers(50, 200_000_00);
    const answers = await Promise.all(players.map((player) => transferIn(player)));
    const accepted = answers.filter((answer) => answer.code === 1);
    expect(accepted).toHaveLength(20);
    expect(
      new Set(
        answers.filter((answer) => answer.code !== 1).map((answer) => (answer.data as Failure).errCode),
      ),
    ).toEqual(new Set([ErrorCode.StakingPoolFull]));
    const summary = await summaryOf(app, owner);
    expect(summary).toMatchObject({ headroom: '0.00', fullyReserved: true });
    await expectLedgerInvariants(first.db);
  }, 120_000);

  it('never lets a release and transfer-ins racing it promise more than the reserve holds', async () => {
    const free = await headroomMinor();
    expect((await fundReserve(app, owner, String((20 * PROMISE_MINOR - free) / 100), clock.now())).code).toBe(
      1,
    );
    const players = await fundedPlayers(20, 200_000_00);
    const release = fundReserve(app, owner, String(-(10 * PROMISE_MINOR) / 100), clock.now());
    const answers = await Promise.all([release, ...players.map((player) => transferIn(player))]);
    const released = answers[0]!.code === 1;
    const accepted = answers.slice(1).filter((answer) => answer.code === 1).length;
    expect(accepted).toBe(released ? 10 : 20);
    expect(await headroomMinor()).toBeGreaterThanOrEqual(0);
    await expectLedgerInvariants(first.db);
  }, 120_000);

  it('opens one position for 20 simultaneous requests with one key', async () => {
    await fundReserve(app, owner, '100000', clock.now());
    const [player] = await fundedPlayers(1, 200_000_00);
    const body = transferInBody();
    const answers = await Promise.all(Array.from({ length: 20 }, () => transferIn(player!, body)));
    expect(answers.every((answer) => answer.code === 1)).toBe(true);
    const ids = new Set(answers.map((answer) => (answer.data as StakingTransferInResponse).position.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !(answer.data as StakingTransferInResponse).replayed)).toHaveLength(1);
    const ledger = createLedgerService({ db: first.db, clock });
    expect((await ledger.playerBalances(player!.playerId)).staking).toBe(100_000_00);
    await expectLedgerInvariants(first.db);
  }, 60_000);

  it('never accrues a day twice with two instances running at once, with or without the leadership', async () => {
    await fundReserve(app, owner, '500000', clock.now());
    const players = await fundedPlayers(6, 2_000_000_00);
    const opened = await Promise.all(
      players.map((player, index) =>
        transferIn(player, index % 2 === 0 ? {} : { tierId: 2, amount: '300000' }),
      ),
    );
    const ids = opened.map((answer) => (answer.data as StakingTransferInResponse).position.id);
    const accrualOn = (handle: DatabaseHandle) =>
      createAccrual({
        db: handle.db,
        clock,
        ledger: createLedgerService({ db: handle.db, clock }),
        settings: createStakingSettings({ minorDigits: 2 }),
        minorDigits: 2,
      });
    const instances = [accrualOn(first), accrualOn(second)];
    // Both instances run passes at the same moments, without any lock, through 20 days.
    for (let step = 0; step < 16; step += 1) {
      clock.advanceMs(1.25 * DAY);
      await Promise.all([
        ...instances.map((accrual) => accrual.runDue('timer')),
        ...instances.map((accrual) => accrual.runDue('manual')),
      ]);
    }
    // Then their timers, each asking for the leadership, through the remaining days.
    const quiet = { info: () => {}, error: () => {} };
    const jobs = [first, second].map((handle, index) =>
      createAccrualJob({
        accrual: instances[index]!,
        leadership: handle.leadership(ACCRUAL_LEADER_KEY),
        logger: quiet,
        intervalMs: 5,
      }),
    );
    for (const job of jobs) job.start();
    for (let step = 0; step < 12; step += 1) {
      clock.advanceMs(DAY);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await Promise.all(jobs.map((job) => job.stop()));
    await Promise.all(instances.map((accrual) => accrual.runDue('manual')));

    const rows = await first.db.select().from(stakingAccruals);
    const positions = await first.db.select().from(stakingPositions);
    for (const id of ids) {
      const position = positions.find((row) => row.id === id)!;
      const days = rows
        .filter((row) => row.positionId === id)
        .map((row) => row.day)
        .sort((a, b) => a - b);
      expect(days).toEqual(Array.from({ length: position.periodDays }, (_, index) => index + 1));
      expect(position).toMatchObject({ status: 'matured', interestPaid: position.totalInterest });
      const paid = rows.filter((row) => row.positionId === id).reduce((sum, row) => sum + row.amount, 0);
      expect(paid).toBe(position.totalInterest);
    }
    const ledger = createLedgerService({ db: first.db, clock });
    for (const [index, player] of players.entries()) {
      const interest = index % 2 === 0 ? PROMISE_MINOR : 2_700_000;
      expect(await ledger.playerBalances(player.playerId)).toMatchObject({
        cash: 2_000_000_00 + interest,
        staking: 0,
      });
    }
    await expectLedgerInvariants(first.db);
  }, 120_000);
});
