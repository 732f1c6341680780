import {
  ErrorCode,
  formatOdds,
  type ProtectionState,
  type SessionView,
  protectionEndpoints,
  cashierEndpoints,
  cashierAdminEndpoints,
  accountsEndpoints,
  accountsAdminEndpoints,
  protectionAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { BANK_METHOD, bankCard, setDepositMethods } from '../../test/cashier.js';
import { call, ok, refused } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { type TestPlayer, fundedPlayer } from '../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  START,
  openRoundsWorld,
} from '../../test/rounds.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../test/staff.js';
import { createPlayerSessionsService } from '../accounts/sessions/sessions.service.js';
import { auditLog } from '../admin/admin.tables.js';
import { trackedRoutes } from '../admin/route-catalogue.js';
import type { RoundsEngine } from '../rounds/engine/engine.js';
import { createRoundsRepository, type RoomRow, type RoundRow } from '../rounds/rounds.repository.js';

// START is Sunday 22 Nov 2026, 10:00:10 in Ho Chi Minh City (the default TIMEZONE, UTC+7).
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ROOM = standardRoom(1);

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let round: RoundRow;
let room: RoomRow;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  engine = await openRoundsWorld(database, harness, { running: [1] });
  round = (await roundsOfType(database, 1))[0]!;
  room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
  owner = await createOperator(database, 'owner', harness.clock);
  finance = await createOperator(database, 'finance', harness.clock);
  await setDepositMethods(harness.app, owner, [BANK_METHOD]);
  alice = await fundedPlayer(database, { clock: harness.clock, level: 8 });
  harness.clock.set(round.opensAt);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const app = () => harness.app;
const state = (player = alice) =>
  ok<ProtectionState>(app(), protectionEndpoints.state.path, { token: player.token });
const setLimit = (kind: string, period: string, amount: string | null, player = alice) =>
  ok<ProtectionState>(app(), protectionEndpoints.setLimit.path, {
    token: player.token,
    kind,
    period,
    amount,
  });
const recharge = (money: string, player = alice) =>
  call<{ id: string; errCode?: number }>(app(), cashierEndpoints.recharge.path, {
    token: player.token,
    money,
    pay_name: 'Alice',
    method: BANK_METHOD.id,
  });
const depositOk = async (money: string) => {
  const answer = await recharge(money);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data.id;
};
const approve = (id: string) =>
  call(app(), cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id }));
const order = (amount: number, player = alice, key?: string) =>
  call<{ errCode?: number }>(app(), gameEndpoints.order.path, {
    token: player.token,
    gameid: round.id,
    roomid: ROOM,
    order_info: [[0, formatOdds(room.rates[0]!), amount]],
    ...(key ? { order_key: key } : {}),
  });
const exclude = (duration: string, password = alice.password, player = alice) =>
  call<ProtectionState & { errCode?: number }>(app(), protectionEndpoints.exclude.path, {
    token: player.token,
    duration,
    password,
  });
const dayLimit = (view: ProtectionState, kind: 'deposit' | 'loss') =>
  view.limits[kind].find((limit) => limit.period === 'day')!;

describe('deposit limits', () => {
  it('refuses a request above what remains, saying what remains and when it resets', async () => {
    await setLimit('deposit', 'day', '100');
    const first = await depositOk('60');
    const refusal = await call<{ errCode: number }>(app(), cashierEndpoints.recharge.path, {
      token: alice.token,
      money: '50',
      pay_name: 'Alice',
      method: BANK_METHOD.id,
      lang: 'en',
    });
    expect(refusal.data.errCode).toBe(ErrorCode.DepositLimitReached);
    // The day ends at local midnight: 2026-11-23 00:00 in Ho Chi Minh City, written the player's way.
    expect(refusal.info.replace(/\u202f/g, ' ')).toBe(
      'This deposit is above your deposit limit: $40.00 left until 11/23/2026, 12:00 AM (Indochina Time)',
    );
    const second = await depositOk('40');
    expect(dayLimit(await state(), 'deposit')).toMatchObject({
      amount: '100.00',
      used: '100.00',
      remaining: '0.00',
    });
    // Pending requests count as used until resolved; approved ones count on their day only.
    expect((await approve(first)).code).toBe(1);
    expect((await approve(second)).code).toBe(1);
    // The next local day starts fresh.
    harness.clock.set(new Date('2026-11-22T17:00:01Z'));
    await depositOk('100');
  });

  it('applies the lowest of the day, week and month limits', async () => {
    await setLimit('deposit', 'day', '500');
    await setLimit('deposit', 'week', '80');
    await setLimit('deposit', 'month', '1000');
    await depositOk('70');
    const refusal = await refused(
      app(),
      cashierEndpoints.recharge.path,
      { token: alice.token, money: '20', pay_name: 'A', method: BANK_METHOD.id },
      ErrorCode.DepositLimitReached,
    );
    expect(refusal).toMatchObject({ field: 'money' });
    await depositOk('10');
  });

  it('lowers a limit at once and raises it only after 24 hours', async () => {
    await setLimit('deposit', 'month', '100');
    const lowered = await setLimit('deposit', 'month', '50');
    expect(lowered.limits.deposit.find((limit) => limit.period === 'month')).toMatchObject({
      amount: '50.00',
      pending: null,
    });
    const raised = await setLimit('deposit', 'month', '300');
    const month = raised.limits.deposit.find((limit) => limit.period === 'month')!;
    expect(month).toMatchObject({ amount: '50.00', pending: { amount: '300.00' } });
    expect(month.pending!.effectiveAt).toBe(harness.clock.now().getTime() + DAY);
    await refused(
      app(),
      cashierEndpoints.recharge.path,
      { token: alice.token, money: '60', pay_name: 'A', method: BANK_METHOD.id },
      ErrorCode.DepositLimitReached,
    );
    harness.clock.advanceMs(DAY - 1000);
    await refused(
      app(),
      cashierEndpoints.recharge.path,
      { token: alice.token, money: '60', pay_name: 'A', method: BANK_METHOD.id },
      ErrorCode.DepositLimitReached,
    );
    harness.clock.advanceMs(1000);
    await depositOk('60');
    expect((await state()).limits.deposit.find((limit) => limit.period === 'month')).toMatchObject({
      amount: '300.00',
      pending: null,
    });
  });

  it('removes a limit only after 24 hours', async () => {
    await setLimit('deposit', 'week', '30');
    const removing = await setLimit('deposit', 'week', null);
    expect(removing.limits.deposit.find((limit) => limit.period === 'week')).toMatchObject({
      amount: '30.00',
      pending: { amount: null },
    });
    await refused(
      app(),
      cashierEndpoints.recharge.path,
      { token: alice.token, money: '40', pay_name: 'A', method: BANK_METHOD.id },
      ErrorCode.DepositLimitReached,
    );
    harness.clock.advanceMs(DAY);
    await depositOk('40');
    expect((await state()).limits.deposit.find((limit) => limit.period === 'week')).toMatchObject({
      amount: null,
      pending: null,
      remaining: null,
    });
  });

  it('refuses the approval that would break the limit in force at approval time', async () => {
    const first = await depositOk('80');
    const second = await depositOk('80');
    await setLimit('deposit', 'day', '100');
    expect((await approve(first)).code).toBe(1);
    const refusal = await call<{ errCode: number }>(app(), cashierAdminEndpoints.approveDeposit.path, {
      ...asMoneyAction(finance, { id: second }),
      lang: 'en',
    });
    expect(refusal.data.errCode).toBe(ErrorCode.DepositLimitAtApproval);
    expect(refusal.info).toContain('20.00');
    // Nothing moved: the request is still pending and can be rejected (with the next 30 s step's
    // code: each two-factor code is accepted once).
    harness.clock.advanceMs(30_000);
    const rejected = await call(
      app(),
      cashierAdminEndpoints.rejectDeposit.path,
      asMoneyAction(finance, { id: second, reason: 'over the player limit' }),
    );
    expect(rejected.code).toBe(1);
  });

  it('refuses a bad amount without storing anything', async () => {
    await refused(
      app(),
      protectionEndpoints.setLimit.path,
      { token: alice.token, kind: 'deposit', period: 'day', amount: '-5' },
      ErrorCode.AmountNotPositive,
    );
    await refused(
      app(),
      protectionEndpoints.setLimit.path,
      { token: alice.token, kind: 'deposit', period: 'day', amount: '1.234' },
      ErrorCode.IncorrectAmount,
    );
    expect((await state()).limits.deposit.every((limit) => limit.amount === null)).toBe(true);
  });
});

describe('loss limits', () => {
  it('refuses the order that would pass the loss allowance', async () => {
    await setLimit('loss', 'day', '25');
    expect((await order(15)).code).toBe(1);
    const refusal = await call<{ errCode: number }>(app(), gameEndpoints.order.path, {
      token: alice.token,
      lang: 'en',
      gameid: round.id,
      roomid: ROOM,
      order_info: [[0, formatOdds(room.rates[0]!), 11]],
    });
    expect(refusal.data.errCode).toBe(ErrorCode.LossLimitReached);
    expect(refusal.info.replace(/\u202f/g, ' ')).toContain(
      '$10.00 left until 11/23/2026, 12:00 AM (Indochina Time)',
    );
    expect((await order(10)).code).toBe(1);
    expect(dayLimit(await state(), 'loss')).toMatchObject({ used: '25.00', remaining: '0.00' });
  });

  it('counts payouts against stakes once the round is settled', async () => {
    await setLimit('loss', 'week', '20');
    expect((await order(20)).code).toBe(1);
    harness.clock.set(round.drawsAt);
    await engine.tick();
    const settled = await database.db.query.orders.findFirst({
      where: (orders) => eq(orders.playerId, alice.playerId),
    });
    const net = settled!.total - settled!.payout;
    const week = (await state()).limits.loss.find((limit) => limit.period === 'week')!;
    expect(week.used).toBe((Math.max(0, net) / 100).toFixed(2));
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the login password', async () => {
    const refusal = await exclude('24h', 'wrong-password');
    expect(refusal.data.errCode).toBe(ErrorCode.PasswordWrong);
    expect((await state()).exclusion).toBeNull();
  });

  it('blocks orders and deposits at once, ends other sessions, keeps login, balance and withdrawal', async () => {
    const phone = await createPlayerSessionsService({ db: database.db, clock: harness.clock }).open(
      alice.playerId,
      { ip: null, userAgent: 'phone' },
    );
    const cardId = (
      await ok<{ id: string }>(app(), cashierEndpoints.addWithdrawalAccount.path, {
        token: alice.token,
        ...bankCard(),
      })
    ).id;
    const excluded = await exclude('24h');
    expect(excluded.code).toBe(1);
    expect(excluded.data.exclusion).toMatchObject({
      kind: 'timeout',
      duration: '24h',
      endsAt: harness.clock.now().getTime() + DAY,
    });
    expect((await call(app(), protectionEndpoints.state.path, { token: phone.token })).code).toBe(409);

    const blockedOrder = await call<{ errCode: number }>(app(), gameEndpoints.order.path, {
      token: alice.token,
      lang: 'en',
      gameid: round.id,
      roomid: ROOM,
      order_info: [[0, formatOdds(room.rates[0]!), 10]],
    });
    expect(blockedOrder.data.errCode).toBe(ErrorCode.GamblingBlocked);
    expect(blockedOrder.info).toContain('until 11/23/2026, 10:00');
    expect((await recharge('10')).data.errCode).toBe(ErrorCode.GamblingBlocked);

    // Still allowed: a new login, the balance, the fund flow and a withdrawal.
    const login = await call<{ token: string }>(app(), accountsEndpoints.login.path, {
      username: alice.username,
      password: alice.password,
    });
    expect(login.code).toBe(1);
    expect((await call(app(), accountsEndpoints.userInfo.path, { token: login.data.token })).code).toBe(1);
    expect((await call(app(), cashierEndpoints.fundFlow.path, { token: alice.token })).code).toBe(1);
    const withdrawal = await call(app(), cashierEndpoints.withdraw.path, {
      token: alice.token,
      bank_id: cardId,
      money: '100',
      pwd: '246810',
    });
    expect(withdrawal.code, JSON.stringify(withdrawal)).toBe(1);
  });

  it('cannot be shortened or lifted, and access returns when it ends', async () => {
    await exclude('1w');
    const shorter = await exclude('24h');
    expect(shorter.code).toBe(1);
    expect(shorter.data.exclusion).toMatchObject({ duration: '1w' });
    // No console call changes protection: only reads and the help links exist.
    const consoleCalls = trackedRoutes(app())
      .map((route) => route.url)
      .filter((url) => url.toLowerCase().includes('protect'));
    expect(
      consoleCalls
        .filter((url) => url.startsWith('/api/admin/'))
        .every((url) => /\/(get|history|historyCsv|recall|helpLinks(\/update)?)$/.test(url)),
    ).toBe(true);
    // Unfreezing (a staff action) does not lift it either.
    await call(app(), accountsAdminEndpoints.unfreeze.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      userId: alice.playerId,
    });
    harness.clock.advanceMs(7 * DAY - 1000);
    expect((await order(10)).data.errCode).toBe(ErrorCode.GamblingBlocked);
    harness.clock.advanceMs(1000);
    // The round alice saw has long closed; she may deposit again at once.
    await depositOk('10');
    expect((await state()).exclusion).toBeNull();
  });

  it('blocks a self-exclusion for its full term', async () => {
    const excluded = await exclude('6m');
    expect(excluded.data.exclusion).toMatchObject({ kind: 'self_exclusion', duration: '6m' });
    harness.clock.advanceMs(180 * DAY);
    // Sessions last a week from their last use: log in again first.
    const login = await ok<{ token: string }>(app(), accountsEndpoints.login.path, {
      username: alice.username,
      password: alice.password,
    });
    expect((await recharge('10', { ...alice, token: login.token })).data.errCode).toBe(
      ErrorCode.GamblingBlocked,
    );
  });
});

describe('reality check and session', () => {
  it('keeps the interval and answers the session start and net result from the server', async () => {
    const updated = await ok<ProtectionState>(app(), protectionEndpoints.setRealityCheck.path, {
      token: alice.token,
      minutes: 15,
    });
    expect(updated.realityCheckMinutes).toBe(15);
    await refused(
      app(),
      protectionEndpoints.setRealityCheck.path,
      { token: alice.token, minutes: 20 },
      ErrorCode.RealityCheckInterval,
    );
    // Orders before the login do not count: the round opened before this session started.
    harness.clock.set(new Date(START.getTime() + 30_000));
    expect((await order(12)).code).toBe(1);
    harness.clock.advanceMs(60_000);
    const session = await ok<SessionView>(app(), protectionEndpoints.session.path, { token: alice.token });
    expect(session).toEqual({
      startedAt: START.getTime(),
      serverNow: harness.clock.now().getTime(),
      netResult: '-12.00',
      realityCheckMinutes: 15,
    });
  });

  it('offers limits until the player sets one or skips', async () => {
    expect((await state()).limitsOffered).toBe(false);
    expect(
      (await ok<ProtectionState>(app(), protectionEndpoints.skipLimitsOffer.path, { token: alice.token }))
        .limitsOffered,
    ).toBe(true);
  });
});

describe('console', () => {
  it('shows limits, exclusions and sessions read-only, audits each view, and refuses other roles', async () => {
    await setLimit('deposit', 'day', '100');
    await setLimit('deposit', 'day', '200');
    await exclude('6w');
    const view = await ok<{ limits: ProtectionState['limits']; exclusions: unknown[]; sessions: unknown[] }>(
      app(),
      protectionAdminEndpoints.player.path,
      {
        token: finance.token,
        userId: alice.playerId,
      },
    );
    expect(dayLimit(view as unknown as ProtectionState, 'deposit')).toMatchObject({
      amount: '100.00',
      pending: { amount: '200.00' },
    });
    expect(view.exclusions).toHaveLength(1);
    expect(view.sessions.length).toBeGreaterThan(0);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.view'), eq(auditLog.targetId, alice.playerId)));
    expect(audits).toHaveLength(1);
    const content = await createOperator(database, 'content', harness.clock);
    await refused(
      app(),
      protectionAdminEndpoints.player.path,
      { token: content.token, userId: alice.playerId },
      ErrorCode.Forbidden,
    );
  });

  it('lets the owner replace the help links (https only), audited', async () => {
    const links = [{ name: 'Local helpline site', url: 'https://help.example.org' }];
    await ok(app(), protectionAdminEndpoints.updateHelpLinks.path, { token: owner.token, links });
    expect((await state()).helpLinks).toEqual(links);
    expect(
      (
        await call(app(), protectionAdminEndpoints.updateHelpLinks.path, {
          token: owner.token,
          links: [{ name: 'x', url: 'http://plain.example.org' }],
        })
      ).code,
    ).toBe(0);
    await refused(
      app(),
      protectionAdminEndpoints.updateHelpLinks.path,
      { token: finance.token, links },
      ErrorCode.Forbidden,
    );
  });
});
