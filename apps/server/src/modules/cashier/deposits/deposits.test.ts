import {
  CASHIER_STAFF_CHANNEL,
  ErrorCode,
  cashierEndpoints,
  cashierAdminEndpoints,
  accountsEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { systemClock } from '../../../platform/clock.js';
import { userChannel, type Realtime } from '../../../platform/ws/realtime.js';
import { buildTestAppWithDeps } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { BANK_METHOD, CHAIN_METHOD, setCashierConfig, setDepositMethods } from '../../../test/cashier.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { asMoneyAction, createOperator, createStaffForTest, type TestStaff } from '../../../test/staff.js';
import { players } from '../../accounts/players.tables.js';
import { createVipService } from '../../accounts/vip/vip.service.js';
import { auditLog } from '../../admin/admin.tables.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import { createProtectionGuards } from '../../protection/protection.guards.js';
import { createSettingsService } from '../../settings/settings.service.js';
import { createCashierSettings, DEPOSIT_METHODS_KEY } from '../cashier.settings.js';
import { createDepositsService } from './deposits.service.js';

/** A manual clock, so a test can take more two-factor codes than one 30 s step holds. */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;
let realtime: Realtime;

beforeAll(async () => {
  database = await createTestDatabase();
  ({
    app,
    deps: { realtime },
  } = await buildTestAppWithDeps(database, { clock }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  alice = await createPlayerForTest(database);
  bob = await createPlayerForTest(database);
  await setDepositMethods(app, owner);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const ledger = () => createLedgerService({ db: database.db, clock: systemClock });
const recharge = (player: TestPlayer, body: Record<string, unknown>) => ({
  token: player.token,
  money: '100',
  pay_name: 'Nguyen Van A',
  method: BANK_METHOD.id,
  ...body,
});
type Deposit = { id: string; amount: string; status: string; method: { id: string }; reason: string | null };

/** Each request a second after the last, so "newest first" is well defined on the manual clock. */
async function requestDeposit(player: TestPlayer, money: string | number = '100.00') {
  clock.advanceMs(1_000);
  return ok<Deposit>(app, cashierEndpoints.recharge.path, recharge(player, { money }));
}

const approve = (id: string, staff = finance) =>
  call(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(staff, { id }));
const reject = (id: string, reason = 'No money arrived', staff = finance) =>
  call(app, cashierAdminEndpoints.rejectDeposit.path, { token: staff.token, id, reason });

describe('deposit methods', () => {
  it('shows the enabled methods, the minimum and the quick amounts to anyone', async () => {
    await setDepositMethods(app, owner, [BANK_METHOD, { ...CHAIN_METHOD, enabled: false }]);
    const data = await ok<{ methods: Array<{ id: string }>; minDeposit: string; quickAmounts: string[] }>(
      app,
      cashierEndpoints.methods.path,
    );
    expect(data.methods.map((method) => method.id)).toEqual([BANK_METHOD.id]);
    expect(data.methods[0]).toMatchObject({ kind: 'bank', bankName: 'ACB', accountNumber: '123456789' });
    expect(data.minDeposit).toBe('10.00');
    expect(data.quickAmounts).toEqual(['100.00', '500.00', '2000.00', '5000.00']);
  });

  it('refuses methods with missing bank details or an invalid chain address, naming the field', async () => {
    const update = (methods: unknown[]) =>
      call<{ errCode: number; field?: string }>(app, cashierAdminEndpoints.updateDepositMethods.path, {
        token: owner.token, otp: owner.currentOtp(),
        methods,
      });
    const noNumber = await update([{ ...BANK_METHOD, accountNumber: '' }]);
    expect(noNumber.data).toEqual({
      errCode: ErrorCode.IncompleteParameters,
      field: 'methods.0.accountNumber',
    });
    const badAddress = await update([BANK_METHOD, { ...CHAIN_METHOD, address: 'T123' }]);
    expect(badAddress.data).toEqual({ errCode: ErrorCode.InvalidAddress, field: 'methods.1.address' });
    const noAddress = await update([{ ...CHAIN_METHOD, address: '' }]);
    expect(noAddress.data.errCode).toBe(ErrorCode.AddressRequired);
    const duplicate = await update([BANK_METHOD, BANK_METHOD]);
    expect(duplicate.data).toEqual({ errCode: ErrorCode.IncompleteParameters, field: 'methods.1.id' });
  });

  it('gives each player the note in their language, or another language’s when theirs is empty', async () => {
    const notes = { vi: 'Ghi tên đăng nhập', en: 'Put your username', chs: '', cht: '請寫上用戶名' };
    await setDepositMethods(app, owner, [
      { ...CHAIN_METHOD, notes },
      { ...BANK_METHOD, note: undefined },
    ]);
    const noteIn = async (lang: string) =>
      (
        await ok<{ methods: Array<{ note?: string }> }>(app, cashierEndpoints.methods.path, { lang })
      ).methods.map((method) => method.note);
    expect(await noteIn('vi')).toEqual(['Ghi tên đăng nhập', undefined]);
    expect(await noteIn('en')).toEqual(['Put your username', undefined]);
    // Simplified Chinese is empty: the Traditional note is the closest.
    expect(await noteIn('chs')).toEqual(['請寫上用戶名', undefined]);
    expect(await noteIn('cht')).toEqual(['請寫上用戶名', undefined]);
    const stored = await ok<{ methods: Array<{ notes?: unknown }> }>(
      app,
      cashierAdminEndpoints.depositMethods.path,
      {
        token: finance.token,
      },
    );
    expect(stored.methods.map((method) => method.notes)).toEqual([notes, undefined]);
  });

  it('takes an older client’s single note, and methods stored with one, as the note in every language', async () => {
    // test/cashier's BANK_METHOD still sends `note: string`, as the browser journeys do.
    const sent = await ok<{ methods: Array<{ notes?: unknown }> }>(
      app,
      cashierAdminEndpoints.depositMethods.path,
      {
        token: finance.token,
      },
    );
    const everywhere = (note: string) => ({ vi: note, en: note, chs: note, cht: note });
    expect(sent.methods[0]?.notes).toEqual(everywhere(BANK_METHOD.note));
    await createSettingsService({ db: database.db }).set(DEPOSIT_METHODS_KEY, [
      { ...CHAIN_METHOD, note: 'Chỉ gửi USDT qua mạng TRON', enabled: true },
    ]);
    const shown = await ok<{ methods: Array<{ id: string; note?: string }> }>(
      app,
      cashierEndpoints.methods.path,
      {
        lang: 'cht',
      },
    );
    expect(shown.methods).toMatchObject([{ id: CHAIN_METHOD.id, note: 'Chỉ gửi USDT qua mạng TRON' }]);
    const read = await ok<{ methods: Array<{ notes?: unknown; note?: unknown }> }>(
      app,
      cashierAdminEndpoints.depositMethods.path,
      { token: finance.token },
    );
    expect(read.methods[0]?.notes).toEqual(everywhere('Chỉ gửi USDT qua mạng TRON'));
    expect(read.methods[0]).not.toHaveProperty('note');
  });

  it('refuses a note too long in one language, naming that language', async () => {
    const notes = { vi: 'ok', en: 'x'.repeat(501) };
    const failure = await refused(
      app,
      cashierAdminEndpoints.updateDepositMethods.path,
      { token: owner.token, otp: owner.currentOtp(), methods: [{ ...CHAIN_METHOD, notes }] },
      ErrorCode.IncompleteParameters,
    );
    expect(failure.field).toBe('methods.0.notes.en');
  });

  it('lets only the owner change methods and audits the change', async () => {
    await refused(
      app,
      cashierAdminEndpoints.updateDepositMethods.path,
      { token: finance.token, otp: finance.currentOtp(), methods: [] },
      ErrorCode.Forbidden,
    );
    await setDepositMethods(app, owner, [BANK_METHOD]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cashier.methods.update'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.at(-1)?.actorUsername).toBe(owner.username);
  });
});

describe('POST /api/Game/recharge', () => {
  it('creates a pending request with the method as the player saw it', async () => {
    const deposit = await requestDeposit(alice, 250.5);
    expect(deposit).toMatchObject({
      amount: '250.50',
      status: 'pending',
      method: { id: BANK_METHOD.id },
      reason: null,
    });
    expect((await ledger().playerBalances(alice.playerId)).cash).toBe(0);
  });

  it.each([
    ['abc', ErrorCode.IncorrectAmount],
    ['10.001', ErrorCode.IncorrectAmount],
    ['', ErrorCode.IncorrectAmount],
    ['1e3', ErrorCode.IncorrectAmount],
    ['0', ErrorCode.AmountNotPositive],
    ['-20', ErrorCode.AmountNotPositive],
    ['9.99', ErrorCode.AmountBelowMinimum],
  ])('answers %j with %i on the money field', async (money, code) => {
    const failure = await refused(app, cashierEndpoints.recharge.path, recharge(alice, { money }), code);
    expect(failure.field).toBe('money');
  });

  it('follows the configured minimum', async () => {
    await setCashierConfig(app, owner, { minDeposit: '50' });
    await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { money: '49.99' }),
      ErrorCode.AmountBelowMinimum,
    );
    await ok(app, cashierEndpoints.recharge.path, recharge(alice, { money: '50' }));
  });

  it('needs a payer name (1001 pay_name)', async () => {
    const failure = await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { pay_name: '  ' }),
      ErrorCode.IncompleteParameters,
    );
    expect(failure.field).toBe('pay_name');
  });

  it('needs an enabled method of the operator', async () => {
    const missing = await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { method: '' }),
      ErrorCode.IncompleteParameters,
    );
    expect(missing.field).toBe('method');
    await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { method: 'made-up' }),
      ErrorCode.DepositMethodUnavailable,
    );
    await setDepositMethods(app, owner, [{ ...BANK_METHOD, enabled: false }, CHAIN_METHOD]);
    await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { method: BANK_METHOD.id }),
      ErrorCode.DepositMethodUnavailable,
    );
    await ok(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, { method: CHAIN_METHOD.id, tx_hash: 'ab'.repeat(32) }),
    );
  });

  it('sends the player to support (2056) while the operator has set no method', async () => {
    await setDepositMethods(app, owner, []);
    await refused(
      app,
      cashierEndpoints.recharge.path,
      recharge(alice, {}),
      ErrorCode.ContactSupportForDeposit,
    );
  });

  it('allows at most the configured number of pending requests (3013)', async () => {
    for (let i = 0; i < 5; i += 1) await requestDeposit(alice);
    await refused(app, cashierEndpoints.recharge.path, recharge(alice, {}), ErrorCode.TooManyPendingDeposits);
    await requestDeposit(bob);
    const [first] = (
      await ok<{ list: Deposit[] }>(app, cashierEndpoints.deposits.path, { token: alice.token })
    ).list;
    expect((await reject(first!.id)).code).toBe(1);
    await requestDeposit(alice);
  });

  it('refuses a frozen player (1069)', async () => {
    await database.db.update(players).set({ status: 'frozen' }).where(eq(players.id, alice.playerId));
    const service = createDepositsService({
      db: database.db,
      clock: systemClock,
      ledger: ledger(),
      settings: createCashierSettings({ minorDigits: 2 }),
      minorDigits: 2,
      protection: createProtectionGuards({ clock: systemClock, timeZone: 'UTC', minorDigits: 2 }),
    });
    await expect(
      service.request(alice.playerId, { money: '100', pay_name: 'A', method: BANK_METHOD.id }),
    ).rejects.toMatchObject({ errCode: ErrorCode.AccountFrozen });
    // Through the API a frozen player has no live session at all.
    expect((await call(app, cashierEndpoints.recharge.path, recharge(alice, {}))).code).toBe(409);
  });
});

describe("a player's deposits", () => {
  it('lists only their own requests, newest first', async () => {
    const first = await requestDeposit(alice, '100');
    const second = await requestDeposit(alice, '200');
    await requestDeposit(bob, '300');
    const page = await ok<{ list: Deposit[]; total: number }>(app, cashierEndpoints.deposits.path, {
      token: alice.token,
    });
    expect(page.total).toBe(2);
    expect(page.list.map((deposit) => deposit.id)).toEqual([second.id, first.id]);
  });

  it("never shows another player's request by id (3003)", async () => {
    const mine = await requestDeposit(alice);
    expect(
      (await ok<Deposit>(app, cashierEndpoints.deposit.path, { token: alice.token, id: mine.id })).id,
    ).toBe(mine.id);
    await refused(app, cashierEndpoints.deposit.path, { token: bob.token, id: mine.id }, ErrorCode.NotFound);
    await refused(
      app,
      cashierEndpoints.deposit.path,
      { token: bob.token, id: 'not-a-uuid' },
      ErrorCode.NotFound,
    );
  });
});

describe('console deposit queue', () => {
  it('approves once: credits cash, records who and when, audits it', async () => {
    const deposit = await requestDeposit(alice, '150.25');
    const approved = await approve(deposit.id);
    expect(approved.code).toBe(1);
    expect(approved.data).toMatchObject({ status: 'approved', resolvedBy: finance.username });
    expect((await ledger().playerBalances(alice.playerId)).cash).toBe(15_025);
    expect((await approve(deposit.id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect((await reject(deposit.id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect((await ledger().playerBalances(alice.playerId)).cash).toBe(15_025);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.approve'));
    expect(audit).toMatchObject({ targetId: deposit.id, actorUsername: finance.username });
    expect(audit?.after).toMatchObject({ status: 'approved', cashAfter: '150.25' });
    const flow = await ok<{ list: Array<{ reason: string; money: string }> }>(
      app,
      cashierEndpoints.fundFlow.path,
      {
        token: alice.token,
      },
    );
    expect(flow.list).toEqual([expect.objectContaining({ reason: 'deposit', money: '150.25' })]);
  });

  it("tells the player's open apps on their private channel, without amounts", async () => {
    const frames: string[] = [];
    const stop = realtime.listen(userChannel(alice.playerId), (event) => frames.push(event.frame));
    const deposit = await requestDeposit(alice);
    await approve(deposit.id);
    const other = await requestDeposit(alice);
    await reject(other.id);
    stop();
    // Each decision also wrote a notice (#25): its nudge carries the unread count, no amount either.
    expect(frames.map((frame) => JSON.parse(frame).payload)).toEqual([
      { type: 'notifications', unread: 1 },
      { type: 'cashier', event: 'deposit_approved', id: deposit.id },
      { type: 'notifications', unread: 2 },
      { type: 'cashier', event: 'deposit_rejected', id: other.id },
    ]);
  });

  it('tells open consoles on staff:cashier: the new request with its amount, then its decision', async () => {
    const payloads: unknown[] = [];
    const stop = realtime.listen(CASHIER_STAFF_CHANNEL, (event) =>
      payloads.push(JSON.parse(event.frame).payload),
    );
    const deposit = await requestDeposit(alice, '150.25');
    await approve(deposit.id);
    const other = await requestDeposit(bob, '20');
    await reject(other.id);
    stop();
    const event = (change: string, id: string, amount: string) => ({
      type: 'cashier.queue',
      kind: 'deposit',
      change,
      id,
      amount,
    });
    expect(payloads).toEqual([
      event('created', deposit.id, '150.25'),
      event('resolved', deposit.id, '150.25'),
      event('created', other.id, '20.00'),
      event('resolved', other.id, '20.00'),
    ]);
  });

  it('rejects once with a reason and moves no money', async () => {
    const deposit = await requestDeposit(alice);
    const rejected = await reject(deposit.id, 'Transfer not found');
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Transfer not found' });
    expect((await approve(deposit.id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect((await ledger().playerBalances(alice.playerId)).cash).toBe(0);
    const mine = await ok<Deposit>(app, cashierEndpoints.deposit.path, {
      token: alice.token,
      id: deposit.id,
    });
    expect(mine).toMatchObject({ status: 'rejected', reason: 'Transfer not found' });
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.reject')),
    ).toHaveLength(1);
  });

  it('answers 3003 for an unknown request and 1001 without a reason', async () => {
    expect((await approve('00000000-0000-4000-8000-000000000000')).data).toMatchObject({
      errCode: ErrorCode.NotFound,
    });
    const deposit = await requestDeposit(alice);
    expect((await reject(deposit.id, '')).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
      field: 'reason',
    });
  });

  it('lists by status for finance and owner only; approving needs the current TOTP code', async () => {
    const first = await requestDeposit(alice, '100');
    await requestDeposit(bob, '200');
    await approve(first.id);
    const pending = await ok<{ list: Array<{ username: string; amount: string }>; total: number }>(
      app,
      cashierAdminEndpoints.deposits.path,
      { token: owner.token, status: 'pending' },
    );
    expect(pending.total).toBe(1);
    expect(pending.list[0]).toMatchObject({ username: bob.username, amount: '200.00' });
    const support = await createStaffForTest(database, { role: 'support', twoFactor: true, clock });
    await refused(app, cashierAdminEndpoints.deposits.path, { token: support.token }, ErrorCode.Forbidden);
    const second = pending.list[0] as unknown as { id: string };
    await refused(
      app,
      cashierAdminEndpoints.approveDeposit.path,
      asMoneyAction(support, { id: second.id }),
      ErrorCode.Forbidden,
    );
    await refused(
      app,
      cashierAdminEndpoints.approveDeposit.path,
      { token: finance.token, id: second.id, otp: '000000' },
      ErrorCode.TwoFactorWrong,
    );
    const noTwoFactor = await createStaffForTest(database, { role: 'finance', twoFactor: false, clock });
    await refused(
      app,
      cashierAdminEndpoints.approveDeposit.path,
      { token: noTwoFactor.token, id: second.id },
      ErrorCode.TwoFactorRequired,
    );
  });
});

describe('turnover requirement', () => {
  it('locks amount × multiple of each approved deposit until that much is staked', async () => {
    await setCashierConfig(app, owner, { turnoverMultiple: '1.5' });
    const deposit = await requestDeposit(alice, '100');
    expect((await approve(deposit.id)).data).toMatchObject({ turnoverRequired: '150.00' });
    const leftmoney = async () =>
      (
        await ok<{ money: string; leftmoney: string }>(app, accountsEndpoints.userInfo.path, {
          token: alice.token,
        })
      ).leftmoney;
    expect(await leftmoney()).toBe('0.00');
    const vip = createVipService({ minorDigits: 2 });
    await vip.recordTurnover(database.db, alice.playerId, 10_000);
    expect(await leftmoney()).toBe('50.00');
    await vip.recordTurnover(database.db, alice.playerId, 5_000);
    expect(await leftmoney()).toBe('100.00');
    // A later deposit adds its own requirement on top of what is already met.
    const more = await requestDeposit(alice, '40');
    await approve(more.id);
    expect(await leftmoney()).toBe('80.00');
  });

  it('is zero by default, so everything is withdrawable', async () => {
    const deposit = await requestDeposit(alice, '75');
    await approve(deposit.id);
    const info = await ok<{ money: string; leftmoney: string }>(app, accountsEndpoints.userInfo.path, {
      token: alice.token,
    });
    expect(info).toMatchObject({ money: '75.00', leftmoney: '75.00' });
  });
});
