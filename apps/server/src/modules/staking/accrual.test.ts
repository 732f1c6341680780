import { cashierEndpoints, stakingAdminEndpoints, stakingEndpoints } from '@fairround/shared';
import type {
  StakingPositionDetail,
  StakingProceedsResponse,
  StakingTransferInResponse,
} from '@fairround/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok } from '../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { createOperator, type TestStaff } from '../../test/staff.js';
import { ledgerTransfers } from '../ledger/ledger.tables.js';
import { createSettingsService } from '../settings/settings.service.js';
import { MAX_DAYS_PER_TRANSACTION } from './accrual.js';
import { stakingContextOf } from './staking.module.js';
import { ACCRUAL_LAST_RUN_KEY } from './staking.settings.js';
import { stakingAccruals, stakingPositions } from './staking.tables.js';
import {
  buildStakingHarness,
  DAY,
  freshPlayerToken,
  fundReserve,
  stakingBalances,
  STAKING_START,
  transferInBody,
  type StakingHarness,
  resetStakingWorld,
} from './staking.test-utils.js';
import { z } from 'zod';

let database: TestDatabase;
let harness: StakingHarness;
let owner: TestStaff;
let alice: TestPlayer;

const CASH = 2_000_000_00;
/** 123,456.78 in tier 1 (0.15 %/day × 15): 185.18 a day, 2,777.77 in all, so the last day pays 185.25. */
const PRINCIPAL = 12_345_678;
const DAILY = 18_518;
const TOTAL = 277_777;
const LAST_DAY = TOTAL - 14 * DAILY;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildStakingHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await resetStakingWorld(database, harness);
  owner = await createOperator(database, 'owner', harness.clock);
  alice = await createPlayerForTest(database, { clock: harness.clock });
  await fundPlayerForTest(database.db, alice.playerId, CASH);
  expect((await fundReserve(harness.app, owner, '100000', harness.clock.now())).code).toBe(1);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

async function open(body: Record<string, unknown> = {}, player = alice) {
  const answer = await call<StakingTransferInResponse>(harness.app, stakingEndpoints.transferIn.path, {
    token: player.token,
    ...transferInBody({ amount: '123456.78', ...body }),
  });
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data.position;
}

const run = () => harness.accrual.runDue('timer');
const positionRow = async (id: string) =>
  (await database.db.select().from(stakingPositions).where(eq(stakingPositions.id, id)))[0]!;
const transfersOf = async (id: string) =>
  (
    await database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `staking:${id}:%`))
  ).map((row) => [row.id, row.amount, row.code]);

describe('daily accrual', () => {
  it('pays period × daily interest exactly, the remainder on the last day, and the principal once at maturity', async () => {
    const position = await open();
    harness.clock.advanceMs(DAY - 1);
    expect((await run()).days).toBe(0);
    for (let day = 1; day <= 15; day += 1) {
      harness.clock.set(new Date(STAKING_START.getTime() + day * DAY));
      const report = await run();
      expect(report, `day ${day}`).toMatchObject({
        positions: 1,
        days: 1,
        interestMinor: day === 15 ? LAST_DAY : DAILY,
        matured: day === 15 ? 1 : 0,
        failures: 0,
      });
      expect((await positionRow(position.id)).daysPaid).toBe(day);
    }
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({
      cash: CASH + TOTAL,
      staking: 0,
      reserve: 100_000_00 - TOTAL,
    });
    const row = await positionRow(position.id);
    expect(row).toMatchObject({ status: 'matured', daysPaid: 15, interestPaid: TOTAL, nextAccrualAt: null });
    expect(row.maturedAt?.toISOString()).toBe('2026-06-16T03:00:00.000Z');
    const transfers = await transfersOf(position.id);
    expect(transfers).toHaveLength(17);
    expect(transfers).toContainEqual([
      `staking:${position.id}:principal`,
      PRINCIPAL,
      'staking_principal_return',
    ]);
    expect(transfers).toContainEqual([`staking:${position.id}:day:15`, LAST_DAY, 'staking_interest']);
    // Later passes find nothing more to pay.
    harness.clock.advanceMs(30 * DAY);
    expect(await run()).toMatchObject({ positions: 0, days: 0, matured: 0 });
    expect(await transfersOf(position.id)).toHaveLength(17);
  });

  it("shows the days in the player's proceeds, detail and fund flow with their own labels", async () => {
    const position = await open();
    harness.clock.advanceMs(15 * DAY);
    await run();
    const token = await freshPlayerToken(database, harness.clock, alice.playerId);
    const proceeds = await ok<StakingProceedsResponse>(harness.app, stakingEndpoints.proceeds.path, {
      token,
      positionId: position.id,
      pageSize: 100,
    });
    expect(proceeds.total).toBe(15);
    expect(proceeds.list[0]).toMatchObject({ day: 15, amount: '185.25', maturity: true });
    expect(proceeds.list.filter((item) => item.maturity)).toHaveLength(1);
    const detail = await ok<StakingPositionDetail>(harness.app, stakingEndpoints.position.path, {
      token,
      id: position.id,
    });
    expect(detail).toMatchObject({
      status: 'matured',
      interestPaid: '2777.77',
      interestRemaining: '0.00',
      nextAccrualAt: null,
    });
    expect(detail.proceeds.map((item) => item.day)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    const flow = await ok<{ list: { reason: string; reasonText: string; money: string }[] }>(
      harness.app,
      cashierEndpoints.fundFlow.path,
      {
        token,
        type: 'all',
        lang: 'en',
        pageSize: 3,
      },
    );
    expect(flow.list.map((entry) => [entry.reason, entry.reasonText])).toEqual(
      expect.arrayContaining([
        ['staking_principal_return', 'Staking principal returned'],
        ['staking_interest', 'Staking interest'],
      ]),
    );
  });

  it('catches up the days missed while nothing ran, exactly once, after a restart', async () => {
    const position = await open();
    harness.clock.advanceMs(4.5 * DAY);
    // A new accrual on the same database: what a restarted instance runs first.
    const restarted = stakingContextOf(harness.deps).accrual;
    expect(await restarted.runDue('timer')).toMatchObject({
      positions: 1,
      days: 4,
      interestMinor: 4 * DAILY,
    });
    expect(await restarted.runDue('timer')).toMatchObject({ days: 0 });
    expect(await run()).toMatchObject({ days: 0 });
    harness.clock.advanceMs(40 * DAY);
    expect(await stakingContextOf(harness.deps).accrual.runDue('timer')).toMatchObject({
      days: 11,
      interestMinor: TOTAL - 4 * DAILY,
      matured: 1,
      principalMinor: PRINCIPAL,
    });
    expect(await run()).toMatchObject({ days: 0, matured: 0 });
    expect((await positionRow(position.id)).interestPaid).toBe(TOTAL);
    expect(await database.db.select().from(stakingAccruals)).toHaveLength(15);
  });

  it('pays each day once when passes run side by side', async () => {
    const positions = [
      await open(),
      await open({ amount: '300000', tierId: 2 }),
      await open({ amount: '100000' }),
    ];
    for (let step = 0; step < 14; step += 1) {
      harness.clock.advanceMs(2.5 * DAY);
      const other = stakingContextOf(harness.deps).accrual;
      await Promise.all([
        run(),
        other.runDue('manual'),
        run(),
        harness.accrual.accruePosition(positions[1]!.id, harness.clock.now()),
      ]);
    }
    const rows = await database.db.select().from(stakingAccruals);
    expect(rows).toHaveLength(15 + 30 + 15);
    for (const position of positions) {
      const row = await positionRow(position.id);
      expect(row.interestPaid).toBe(row.totalInterest);
    }
    // 2,777.77 + 27,000.00 (300,000 × 0.30 % × 30) + 2,250.00.
    const totalPromised = TOTAL + 2_700_000 + 225_000;
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({
      reserve: 100_000_00 - totalPromised,
    });
  });

  it('keeps the headroom through accruals: the reserve and the promised interest fall together', async () => {
    await open();
    // A new operator each time: a staff session ends after 12 idle hours of the test's clock.
    const headroom = async () => {
      const reader = await createOperator(database, 'support', harness.clock);
      return ok<{ headroom: string; reserve: string; promisedInterest: string }>(
        harness.app,
        stakingAdminEndpoints.summary.path,
        { token: reader.token },
      );
    };
    const before = await headroom();
    harness.clock.advanceMs(3 * DAY);
    await run();
    const after = await headroom();
    expect(after.headroom).toBe(before.headroom);
    expect(after.reserve).toBe('99444.46');
    expect(after.promisedInterest).toBe('2222.23');
  });

  it('pays days that round to nothing without a transfer and the remainder on the last day', async () => {
    await ok(harness.app, stakingAdminEndpoints.updateLimits.path, {
      token: owner.token, otp: owner.currentOtp(),
      min: '1',
      max: '1500000',
    });
    await ok(harness.app, stakingAdminEndpoints.updateTier.path, {
      token: owner.token, otp: owner.currentOtp(),
      id: 1,
      minAmount: '1',
    });
    const position = await open({ amount: '1' });
    expect(position.totalInterest).toBe('0.02');
    harness.clock.advanceMs(20 * DAY);
    expect(await run()).toMatchObject({ days: 15, interestMinor: 2, matured: 1, principalMinor: 100 });
    const rows = await database.db
      .select()
      .from(stakingAccruals)
      .where(eq(stakingAccruals.positionId, position.id));
    expect(rows.filter((row) => row.transferId !== null).map((row) => [row.day, row.amount])).toEqual([
      [15, 2],
    ]);
    expect(await transfersOf(position.id)).toHaveLength(3);
  });

  it(`catches up a long period in steps of ${MAX_DAYS_PER_TRANSACTION} days per transaction`, async () => {
    await ok(harness.app, stakingAdminEndpoints.updateTier.path, {
      token: owner.token, otp: owner.currentOtp(),
      id: 1,
      dailyRateBps: 1,
      periodDays: 365,
    });
    const position = await open({ amount: '100000' });
    harness.clock.advanceMs(400 * DAY);
    expect(await run()).toMatchObject({ positions: 1, days: 365, interestMinor: 365_000, matured: 1 });
    expect(await transfersOf(position.id)).toHaveLength(367);
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({
      cash: CASH + 365_000,
      staking: 0,
    });
  });

  it('records each pass as the last run', async () => {
    await open();
    harness.clock.advanceMs(2 * DAY);
    await run();
    const stored = await createSettingsService({ db: database.db }).get(
      ACCRUAL_LAST_RUN_KEY,
      z.unknown(),
      null,
    );
    expect(stored).toMatchObject({
      trigger: 'timer',
      days: 2,
      interestMinor: 2 * DAILY,
      startedAt: '2026-06-03T03:00:00.000Z',
    });
  });
});

describe('the accrual timer', () => {
  it('runs a first pass at start (catching up) and stops with the app', async () => {
    await open();
    harness.clock.advanceMs(2 * DAY);
    const timed = await buildTestApp(database, { clock: harness.clock, env: { STAKING_ACCRUAL: 'true' } });
    const daysPaid = async () => (await database.db.select().from(stakingPositions))[0]!.daysPaid;
    try {
      for (let wait = 0; wait < 100 && (await daysPaid()) < 2; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await timed.close();
    }
    const [row] = await database.db.select().from(stakingPositions);
    expect(row).toMatchObject({ daysPaid: 2, interestPaid: 2 * DAILY });
  });
});
