import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  formatOdds,
  type DashboardOverview,
  type FirstRunChecklist,
  type GgrReport,
  type Reconciliation,
  type ReportCsv,
  reportsAdminEndpoints,
  cashierEndpoints,
  appConfigAdminEndpoints,
  bannersAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { setDepositMethods } from '../../test/cashier.js';
import { ok, refused } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  seedRoundsForTest,
  standardRoom,
  START,
  runOnlyRoomTypes,
} from '../../test/rounds.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import type { AccountRef, TransferInput } from '../ledger/ledger.types.js';
import { reconcileFigures } from './reconciliation.js';
import { GGR_CSV_HEADER } from './reports.csv.js';

/**
 * A scripted day in Asia/Ho_Chi_Minh (UTC+7; 2026-11-22 runs 2026-11-21T17:00Z → 2026-11-22T17:00Z)
 * whose every figure is computed by hand below, to the cent.
 */
let database: TestDatabase;
let harness: RoundsHarness;
let owner: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

const DAY = '2026-11-22';
const cash = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'cash' });
const player = (playerId: string, type: 'withdrawal_hold' | 'staking'): AccountRef => ({
  kind: 'player',
  playerId,
  type,
});
const house = (type: 'deposits' | 'withdrawals' | 'adjustments' | 'staking_reserve'): AccountRef => ({
  kind: 'house',
  type,
});

/** Posts through the real ledger service on the harness clock, so each transfer lands on the scripted day. */
async function post(transfers: Omit<TransferInput, 'id' | 'reference'>[]) {
  const ledger = createLedgerService({ db: database.db, clock: harness.clock });
  await ledger.post(
    transfers.map((transfer) => {
      const id = `report-test:${randomUUID()}`;
      return { ...transfer, id, reference: id };
    }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
}, 240_000);

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

async function scriptDay() {
  // The evening before (23:30 local on the 21st): a deposit that belongs to the 21st only.
  harness.clock.set(new Date('2026-11-21T16:30:00Z'));
  alice = await createPlayerForTest(database, { clock: harness.clock, username: 'alice2026' });
  await post([{ debit: house('deposits'), credit: cash(alice.playerId), amount: 50_000, code: 'deposit' }]);

  harness.clock.set(START);
  await seedRoundsForTest(database);
  await runOnlyRoomTypes(database, [1]);
  const engine = harness.engine();
  await engine.tick();
  const round = (await roundsOfType(database, 1))[0]!;
  bob = await createPlayerForTest(database, { clock: harness.clock, username: 'bob2026' });
  // A fresh session for alice today (players online count sessions used in the last 5 minutes).
  alice = await createPlayerForTest(database, { clock: harness.clock, username: 'alice2026b' });
  await post([
    { debit: house('deposits'), credit: cash(alice.playerId), amount: 100_000, code: 'deposit' },
    { debit: house('deposits'), credit: cash(bob.playerId), amount: 30_000, code: 'deposit' },
  ]);
  // Complementary options, so the payout is the same whatever the draw: exactly one of each pair wins at 1.98.
  const odds = formatOdds(19_800);
  await ok(harness.app, gameEndpoints.order.path, {
    token: alice.token,
    gameid: round.id,
    roomid: standardRoom(1),
    order_info: [
      [0, odds, 10],
      [1, odds, 10],
    ],
    order_key: 'a1',
  });
  await ok(harness.app, gameEndpoints.order.path, {
    token: bob.token,
    gameid: round.id,
    roomid: 121,
    order_info: [
      [2, odds, 30],
      [3, odds, 30],
    ],
    order_key: 'b1',
  });
  // A cancelled order is neither a stake nor a payout.
  const cancelled = await ok<{ order_id: string }>(harness.app, gameEndpoints.order.path, {
    token: bob.token,
    gameid: round.id,
    roomid: 121,
    order_info: [[0, odds, 15]],
    order_key: 'b2',
  });
  await ok(harness.app, gameEndpoints.cancel.path, {
    token: bob.token,
    order_id: cancelled.order_id,
    id: cancelled.order_id,
  });
  harness.clock.set(round.drawsAt);
  await engine.tick();

  await post([
    {
      debit: cash(alice.playerId),
      credit: player(alice.playerId, 'withdrawal_hold'),
      amount: 20_000,
      code: 'withdrawal_hold',
    },
    {
      debit: player(alice.playerId, 'withdrawal_hold'),
      credit: house('withdrawals'),
      amount: 20_000,
      code: 'withdrawal_paid',
    },
    {
      debit: cash(bob.playerId),
      credit: player(bob.playerId, 'withdrawal_hold'),
      amount: 5_000,
      code: 'withdrawal_hold',
    },
    { debit: house('adjustments'), credit: cash(bob.playerId), amount: 1_500, code: 'admin_adjustment' },
    { debit: cash(alice.playerId), credit: house('adjustments'), amount: 500, code: 'admin_adjustment' },
    {
      debit: cash(alice.playerId),
      credit: player(alice.playerId, 'staking'),
      amount: 10_000,
      code: 'staking_in',
    },
    { debit: house('staking_reserve'), credit: cash(alice.playerId), amount: 15, code: 'staking_interest' },
  ]);
}

beforeEach(async () => {
  harness.clock.set(START);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  owner = await createStaffForTest(database, { role: 'owner', clock: harness.clock });
  await scriptDay();
});

describe('dashboard of a scripted day', () => {
  it('equals the hand-computed figures to the cent', async () => {
    const overview = await ok<DashboardOverview>(harness.app, reportsAdminEndpoints.overview.path, {
      token: owner.token,
      from: DAY,
      to: DAY,
    });
    expect(overview.range).toMatchObject({
      from: DAY,
      to: DAY,
      timeZone: 'Asia/Ho_Chi_Minh',
      fromInstant: '2026-11-21T17:00:00.000Z',
      toInstant: '2026-11-22T17:00:00.000Z',
    });
    // 1000.00 + 300.00 today; yesterday's 500.00 is not in the day. Only the paid 200.00 is a withdrawal.
    expect(overview.cashier).toEqual({
      deposits: '1300.00',
      depositCount: 2,
      withdrawals: '200.00',
      withdrawalCount: 1,
      adjustments: '10.00',
    });
    // Stakes 20.00 + 60.00; payouts 19.80 + 59.40; GGR 0.80; margin 1 %; every line 0.5 × 1.98 = 99 %.
    expect(overview.gaming).toEqual({
      stakes: '80.00',
      payouts: '79.20',
      ggr: '0.80',
      marginPercent: '1.00',
      actualRtpPercent: '99.00',
      theoreticalRtpPercent: '99.00',
      orders: 2,
      lines: 4,
    });
    expect(overview.byGame).toEqual([{ roomType: 1, ...overview.gaming }]);
    expect(
      overview.byRoom.map((row) => [
        row.roomId,
        row.tab,
        row.tier,
        row.stakes,
        row.payouts,
        row.ggr,
        row.orders,
        row.lines,
      ]),
    ).toEqual([
      [111, 1, 'standard', '20.00', '19.80', '0.20', 1, 2],
      [121, 2, 'standard', '60.00', '59.40', '0.60', 1, 2],
    ]);
    expect(overview.staking).toEqual({
      principalOutstanding: '100.00',
      openPositions: 0,
      stakedIn: '100.00',
      interestPaid: '0.15',
    });
    expect(overview.players).toEqual({ active: 2, online: 2, onlineWindowSeconds: 300 });
    expect(overview.series).toHaveLength(30);
    expect(overview.series[0]!.day).toBe('2026-10-24');
    expect(overview.series.at(-2)).toMatchObject({
      day: '2026-11-21',
      depositsMinor: 50_000,
      stakesMinor: 0,
      activePlayers: 0,
    });
    expect(overview.series.at(-1)).toEqual({
      day: DAY,
      depositsMinor: 130_000,
      withdrawalsMinor: 20_000,
      stakesMinor: 8_000,
      payoutsMinor: 7_920,
      ggrMinor: 80,
      interestPaidMinor: 15,
      stakingInMinor: 10_000,
      activePlayers: 2,
    });
    await expectLedgerInvariants(database.db);
  });

  it('covers a range of days, counts players online from recent sessions and reports queue ages', async () => {
    const range = await ok<DashboardOverview>(harness.app, reportsAdminEndpoints.overview.path, {
      token: owner.token,
      from: '2026-11-21',
      to: DAY,
    });
    expect(range.cashier.deposits).toBe('1800.00');
    expect(range.cashier.depositCount).toBe(3);
    await setDepositMethods(harness.app, owner);
    await ok(harness.app, cashierEndpoints.recharge.path, {
      token: bob.token,
      money: '25.00',
      pay_name: 'Bob Payer',
      method: 'acb-main',
    });
    harness.clock.advanceMs(10 * 60_000);
    const later = await ok<DashboardOverview>(harness.app, reportsAdminEndpoints.overview.path, {
      token: owner.token,
    });
    expect(later.players.online).toBe(0);
    expect(later.queues.deposits).toEqual({
      count: 1,
      oldestAt: new Date(harness.clock.now().getTime() - 600_000).toISOString(),
      oldestAgeSeconds: 600,
    });
    expect(later.queues.withdrawals).toEqual({ count: 0, oldestAt: null, oldestAgeSeconds: null });
    expect(later.queues.support.count).toBe(0);
  });

  it('refuses a range that is reversed, too long or not a date with 3080', async () => {
    for (const body of [
      { from: DAY, to: '2026-11-21' },
      { from: '2026-01-01', to: DAY },
      { from: '2026-02-30' },
      { to: 'yesterday' },
    ]) {
      await refused(
        harness.app,
        reportsAdminEndpoints.overview.path,
        { token: owner.token, ...body },
        ErrorCode.ReportRangeInvalid,
      );
    }
    await refused(
      harness.app,
      reportsAdminEndpoints.ggr.path,
      { token: owner.token, from: DAY, to: '2026-11-20' },
      ErrorCode.ReportRangeInvalid,
    );
  });
});

describe('reports', () => {
  it('lists daily GGR by game and room and exports the same as CSV', async () => {
    const report = await ok<GgrReport>(harness.app, reportsAdminEndpoints.ggr.path, {
      token: owner.token,
      from: '2026-11-21',
      to: DAY,
    });
    expect(
      report.rows.map((row) => [
        row.day,
        row.roomType,
        row.roomId,
        row.stakes,
        row.payouts,
        row.ggr,
        row.marginPercent,
      ]),
    ).toEqual([
      [DAY, 1, 111, '20.00', '19.80', '0.20', '1.00'],
      [DAY, 1, 121, '60.00', '59.40', '0.60', '1.00'],
    ]);
    expect(report.total.ggr).toBe('0.80');
    const file = await ok<ReportCsv>(harness.app, reportsAdminEndpoints.ggrCsv.path, {
      token: owner.token,
      from: '2026-11-21',
      to: DAY,
    });
    expect(file.filename).toBe('ggr-2026-11-21-2026-11-22.csv');
    const lines = file.csv
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(lines[0]).toEqual(GGR_CSV_HEADER);
    expect(lines.slice(1)).toEqual([
      [DAY, '1', '111', '1', 'standard', '1', '2', '20.00', '19.80', '0.20', '1.00', '99.00', '99.00'],
      [DAY, '1', '121', '2', 'standard', '1', '2', '60.00', '59.40', '0.60', '1.00', '99.00', '99.00'],
      ['total', '', '', '', '', '2', '4', '80.00', '79.20', '0.80', '1.00', '99.00', '99.00'],
    ]);
  });

  it('reconciles a consistent ledger to a zero difference', async () => {
    const report = await ok<Reconciliation>(harness.app, reportsAdminEndpoints.reconciliation.path, {
      token: owner.token,
    });
    // 1800.00 deposited − 200.00 paid − 0.80 house win + 10.00 adjusted + 0.15 interest = 1609.35.
    expect(report.movements).toEqual({
      deposits: '1800.00',
      withdrawalsPaid: '200.00',
      netGamingResult: '0.80',
      adjustmentsToPlayers: '10.00',
      stakingInterestPaid: '0.15',
      other: '0.00',
      expected: '1609.35',
    });
    // Holds 50.00 (bob's pending request), staking 100.00, escrow 0; cash is the rest.
    expect(report.players).toEqual({
      cash: '1459.35',
      withdrawalHold: '50.00',
      betEscrow: '0.00',
      staking: '100.00',
      total: '1609.35',
    });
    expect(report.ledger).toEqual({ houseTotal: '-1609.35', liability: '1609.35' });
    expect(report.differences).toEqual({ versusLedger: '0.00', versusMovements: '0.00' });
    expect(report.ok).toBe(true);
    const file = await ok<ReportCsv>(harness.app, reportsAdminEndpoints.reconciliationCsv.path, {
      token: owner.token,
    });
    expect(file.csv.split('\r\n')).toContain('difference_vs_movements,0.00');
  });

  it('shows the exact difference when a cached balance is changed behind the ledger (test-only raw update)', async () => {
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 777 where owner_kind = 'player' and type = 'cash' and player_id = ${alice.playerId}`,
    );
    const figures = await reconcileFigures(database.db);
    expect(figures.versusLedger).toBe(777);
    expect(figures.versusMovements).toBe(777);
    const report = await ok<Reconciliation>(harness.app, reportsAdminEndpoints.reconciliation.path, {
      token: owner.token,
    });
    expect(report.differences).toEqual({ versusLedger: '7.77', versusMovements: '7.77' });
    expect(report.ok).toBe(false);
  });

  it('shows the exact difference when a transfer is written without its balances (test-only raw insert)', async () => {
    const [ids] = await queryRows<{ game: number; cash: number }>(
      database.db,
      sql`select (select id from ledger_accounts where owner_kind = 'house' and type = 'game') as game,
                 (select id from ledger_accounts where player_id = ${bob.playerId} and type = 'cash') as cash`,
    );
    await database.db.execute(
      sql`insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after)
          values ('raw-test-insert', ${ids!.game}, ${ids!.cash}, 333, 'bet_payout', 'raw', 0, 0)`,
    );
    const report = await ok<Reconciliation>(harness.app, reportsAdminEndpoints.reconciliation.path, {
      token: owner.token,
    });
    expect(report.movements.netGamingResult).toBe('-2.53');
    expect(report.differences).toEqual({ versusLedger: '0.00', versusMovements: '-3.33' });
    expect(report.ok).toBe(false);
  });
});

describe('first-run checklist', () => {
  it('reflects the real state and is done once every item is', async () => {
    const before = await ok<FirstRunChecklist>(harness.app, reportsAdminEndpoints.checklist.path, {
      token: owner.token,
    });
    // The owner reading it has two-factor: with ADMIN_REQUIRE_2FA nobody without it gets this far.
    expect(before.items.map((item) => [item.key, item.done, item.path])).toEqual([
      ['owner2fa', true, '/security'],
      ['depositMethod', false, '/cashier-settings'],
      ['invitationCode', true, '/invitations'],
      ['supportLink', false, '/links'],
      ['banners', false, '/banners'],
    ]);
    expect(before.done).toBe(false);
    await createStaffForTest(database, { role: 'owner', twoFactor: true, clock: harness.clock });
    await setDepositMethods(harness.app, owner);
    await ok(harness.app, appConfigAdminEndpoints.updateLinks.path, {
      token: owner.token, otp: owner.currentOtp(),
      android: '',
      ios: '',
      support: 'https://t.me/fairround_help',
    });
    const banner = await ok<{ id: number }>(harness.app, bannersAdminEndpoints.create.path, {
      token: owner.token,
      link: '/finance',
    });
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.from('banner'),
    ]);
    await ok(harness.app, bannersAdminEndpoints.setImage.path, {
      token: owner.token,
      id: banner.id,
      language: 'vi',
      data: png.toString('base64'),
    });
    const after = await ok<FirstRunChecklist>(harness.app, reportsAdminEndpoints.checklist.path, {
      token: owner.token,
    });
    expect(after.items.every((item) => item.done)).toBe(true);
    expect(after.done).toBe(true);
  });

  it('is for owners; reports are for owners and finance; the dashboard also for support', async () => {
    const support = await createStaffForTest(database, { role: 'support', clock: harness.clock });
    const finance = await createStaffForTest(database, { role: 'finance', clock: harness.clock });
    await refused(
      harness.app,
      reportsAdminEndpoints.checklist.path,
      { token: finance.token },
      ErrorCode.Forbidden,
    );
    await refused(
      harness.app,
      reportsAdminEndpoints.reconciliation.path,
      { token: support.token },
      ErrorCode.Forbidden,
    );
    await ok(harness.app, reportsAdminEndpoints.reconciliation.path, { token: finance.token });
    await ok(harness.app, reportsAdminEndpoints.overview.path, { token: support.token });
  });
});
