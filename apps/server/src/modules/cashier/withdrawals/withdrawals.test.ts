import { CASHIER_STAFF_CHANNEL, ErrorCode, cashierEndpoints, cashierAdminEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import type { Realtime } from '../../../platform/ws/realtime.js';
import { buildTestAppWithDeps } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { bankCard, setCashierConfig, TRC20_ADDRESS } from '../../../test/cashier.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import {
  createPlayerForTest,
  seedAccountsForTest,
  type TestPlayer,
  fundedPlayer,
} from '../../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../../test/staff.js';
import { players } from '../../accounts/players.tables.js';
import { createVipService } from '../../accounts/vip/vip.service.js';
import { auditLog } from '../../admin/admin.tables.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import { createCashierSettings } from '../cashier.settings.js';
import { createPayPasswordGuard } from '../pay-password.js';
import { createVerificationGate } from '../../verification/verification.gate.js';
import { createWithdrawalsService } from './withdrawals.service.js';

// 10:00 in Ho Chi Minh City (UTC+7), the default TIMEZONE.
const clock = createManualClock(new Date('2026-11-22T03:00:00Z'));

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;
let aliceCard: string;
let bobCard: string;
let realtime: Realtime;

beforeAll(async () => {
  database = await createTestDatabase();
  ({
    app,
    deps: { realtime },
  } = await buildTestAppWithDeps(database, {
    clock,
  }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-11-22T03:00:00Z'));
  await database.reset();
  await seedAccountsForTest(database, clock);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  // Level 8 allows 10 withdrawals a day, so only the daily-limit tests meet the limit.
  alice = await fundedPlayer(database, { level: 8, clock });
  bob = await fundedPlayer(database, { level: 8, clock });
  aliceCard = (
    await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: alice.token,
      ...bankCard(),
    })
  ).id;
  bobCard = (
    await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: bob.token,
      ...bankCard(),
    })
  ).id;
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const ledger = () => createLedgerService({ db: database.db, clock });
const balances = (player: TestPlayer) => ledger().playerBalances(player.playerId);
const withdrawBody = (player: TestPlayer, body: Record<string, unknown> = {}) => ({
  token: player.token,
  bank_id: player === alice ? aliceCard : bobCard,
  money: '100',
  pwd: '246810',
  ...body,
});
/** Each request a second after the last, so "newest first" is well defined. */
async function withdraw(player: TestPlayer, body: Record<string, unknown> = {}) {
  clock.advanceMs(1_000);
  return call<number | { errCode: number; field?: string }>(
    app,
    cashierEndpoints.withdraw.path,
    withdrawBody(player, body),
  );
}
const withdrawRefused = (player: TestPlayer, body: Record<string, unknown>, code: number) =>
  refused(app, cashierEndpoints.withdraw.path, withdrawBody(player, body), code);

type Withdrawal = {
  id: string;
  amount: string;
  status: string;
  reason: string | null;
  payoutReference: string | null;
};
type ConsoleWithdrawal = Withdrawal & {
  firstApproval: { username: string } | null;
  requiresTwoApprovals: boolean;
  username: string;
};

/** What open consoles hear on `staff:cashier` until `stop()`, which returns the payloads. */
function captureStaffQueue() {
  const payloads: unknown[] = [];
  const stop = realtime.listen(CASHIER_STAFF_CHANNEL, (event) =>
    payloads.push(JSON.parse(event.frame).payload),
  );
  return {
    stop: () => {
      stop();
      return payloads;
    },
  };
}

async function latestWithdrawal(player: TestPlayer): Promise<Withdrawal> {
  const page = await ok<{ list: Withdrawal[] }>(app, cashierEndpoints.withdrawals.path, {
    token: player.token,
  });
  return page.list[0]!;
}
const approve = (id: string, staff: TestStaff, payoutReference: string | undefined = 'VCB-REF-1') =>
  call<ConsoleWithdrawal & { errCode?: number; field?: string }>(
    app,
    cashierAdminEndpoints.approveWithdrawal.path,
    asMoneyAction(staff, { id, ...(payoutReference === undefined ? {} : { payoutReference }) }),
  );
const reject = (id: string, staff: TestStaff = finance, reason = 'Account name does not match') =>
  call<ConsoleWithdrawal & { errCode?: number }>(app, cashierAdminEndpoints.rejectWithdrawal.path, {
    token: staff.token,
    id,
    reason,
  });

describe('POST /api/Game/withdraw', () => {
  it('answers data 1 and moves the amount from cash to the hold at once', async () => {
    const answer = await withdraw(alice, { money: '250.75' });
    expect(answer).toMatchObject({ code: 1, data: 1 });
    expect(await balances(alice)).toMatchObject({ cash: 100_000 - 25_075, withdrawalHold: 25_075 });
    const mine = await latestWithdrawal(alice);
    expect(mine).toMatchObject({ amount: '250.75', status: 'pending', reason: null, payoutReference: null });
    expect((mine as unknown as { account: { id: string; type: string } }).account).toMatchObject({
      id: aliceCard,
      type: 'Bank',
    });
    const flow = await ok<{
      list: Array<{ reason: string; money: string; before: string; after: string; type: number }>;
    }>(app, cashierEndpoints.fundFlow.path, { token: alice.token });
    expect(flow.list[0]).toEqual(
      expect.objectContaining({
        reason: 'withdrawal_hold',
        money: '-250.75',
        before: '1000.00',
        after: '749.25',
        type: 2,
      }),
    );
  });

  it('pays to a chain address as well', async () => {
    const chain = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: alice.token,
      type: 'TRC20',
      address: TRC20_ADDRESS,
    });
    expect((await withdraw(alice, { bank_id: chain.id })).code).toBe(1);
  });

  it('answers 2058 when no account is chosen', async () => {
    await withdrawRefused(alice, { bank_id: '' }, ErrorCode.WithdrawalMethodRequired);
    await withdrawRefused(alice, { bank_id: undefined }, ErrorCode.WithdrawalMethodRequired);
  });

  it('answers 2057 when the player has no pay password, before anything else about the request', async () => {
    const carol = await createPlayerForTest(database, { payPassword: null, clock });
    await refused(
      app,
      cashierEndpoints.withdraw.path,
      { token: carol.token, bank_id: aliceCard, money: 'x', pwd: '' },
      ErrorCode.PayPasswordMissing,
    );
  });

  it('answers 1033 for a wrong pay password before looking at the amount or the account', async () => {
    await withdrawRefused(alice, { pwd: '999999', money: 'x', bank_id: bobCard }, ErrorCode.PayPasswordWrong);
  });

  it.each([
    ['12.345', ErrorCode.IncorrectAmount],
    ['ten', ErrorCode.IncorrectAmount],
    ['', ErrorCode.IncorrectAmount],
    ['0', ErrorCode.AmountNotPositive],
    ['-1', ErrorCode.AmountNotPositive],
  ])('answers %j with %i before the account is checked', async (money, code) => {
    const failure = await withdrawRefused(alice, { money, bank_id: bobCard }, code);
    expect(failure.field).toBe('money');
  });

  it("never pays to another player's account, a removed one or a made-up id (1032)", async () => {
    await withdrawRefused(alice, { bank_id: bobCard, money: '1' }, ErrorCode.BankCardNotFound);
    await withdrawRefused(alice, { bank_id: 'abc' }, ErrorCode.BankCardNotFound);
    const spare = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: alice.token,
      type: 'TRC20',
      address: TRC20_ADDRESS,
    });
    await ok(app, cashierEndpoints.removeWithdrawalAccount.path, { token: alice.token, id: spare.id });
    await withdrawRefused(alice, { bank_id: spare.id }, ErrorCode.BankCardNotFound);
    expect(await balances(alice)).toMatchObject({ cash: 100_000, withdrawalHold: 0 });
    expect(await balances(bob)).toMatchObject({ cash: 100_000, withdrawalHold: 0 });
  });

  it('refuses a frozen player (1069)', async () => {
    await database.db.update(players).set({ status: 'frozen' }).where(eq(players.id, alice.playerId));
    const service = createWithdrawalsService({
      db: database.db,
      clock,
      ledger: ledger(),
      settings: createCashierSettings({ minorDigits: 2 }),
      vip: createVipService({ minorDigits: 2 }),
      payPassword: createPayPasswordGuard({ db: database.db, clock }),
      twoFactor: { require: async () => undefined },
      minorDigits: 2,
      timeZone: 'Asia/Ho_Chi_Minh',
      verificationGate: createVerificationGate(),
    });
    await expect(
      service.withdraw(alice.playerId, { bank_id: aliceCard, money: '5', pwd: '246810' }),
    ).rejects.toMatchObject({
      errCode: ErrorCode.AccountFrozen,
    });
  });

  it('applies the configured minimum (3014) and maximum (3015) before the balance', async () => {
    await withdrawRefused(alice, { money: '9.99' }, ErrorCode.AmountBelowMinimum);
    await setCashierConfig(app, owner, { withdrawalMin: '20', withdrawalMax: '300' });
    await withdrawRefused(alice, { money: '19.99' }, ErrorCode.AmountBelowMinimum);
    await withdrawRefused(alice, { money: '300.01' }, ErrorCode.AmountAboveMaximum);
    expect((await withdraw(alice, { money: '300' })).code).toBe(1);
  });

  it('answers 1025 over the balance, and over the withdrawable amount while turnover is owed', async () => {
    await withdrawRefused(alice, { money: '1000.01' }, ErrorCode.BalanceInsufficient);
    await setCashierConfig(app, owner, { turnoverMultiple: '1' });
    await ok(app, cashierAdminEndpoints.updateDepositMethods.path, {
      token: owner.token, otp: owner.currentOtp(),
      methods: [
        { id: 'acb', kind: 'bank', label: 'ACB', bankName: 'ACB', accountName: 'F', accountNumber: '1' },
      ],
    });
    const request = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
      token: alice.token,
      money: '300',
      pay_name: 'A',
      method: 'acb',
    });
    await ok(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id: request.id }));
    // Cash 1300, required 300, achieved 0: 1000 withdrawable.
    const info = await ok<{ withdrawable: string; turnover: { required: string; remaining: string } }>(
      app,
      cashierEndpoints.withdrawInfo.path,
      {
        token: alice.token,
      },
    );
    expect(info).toMatchObject({
      withdrawable: '1000.00',
      turnover: { required: '300.00', remaining: '300.00' },
    });
    await withdrawRefused(alice, { money: '1000.01' }, ErrorCode.BalanceInsufficient);
    expect((await withdraw(alice, { money: '1000' })).code).toBe(1);
    await withdrawRefused(alice, { money: '10' }, ErrorCode.BalanceInsufficient);
    await createVipService({ minorDigits: 2 }).recordTurnover(database.db, alice.playerId, 30_000);
    expect((await withdraw(alice, { money: '300' })).code).toBe(1);
    expect(await balances(alice)).toMatchObject({ cash: 0, withdrawalHold: 130_000 });
  });

  it('allows the level’s daily count (3012 after it), not counting rejected ones, again the next local day', async () => {
    const carol = await fundedPlayer(database, { level: 2, clock });
    const card = (
      await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
        token: carol.token,
        ...bankCard(),
      })
    ).id;
    const body = { token: carol.token, bank_id: card, money: '10', pwd: '246810' };
    await ok(app, cashierEndpoints.withdraw.path, body);
    await ok(app, cashierEndpoints.withdraw.path, body);
    const failure = await call<{ errCode: number }>(app, cashierEndpoints.withdraw.path, body);
    expect(failure.data.errCode).toBe(ErrorCode.DailyWithdrawalLimit);
    expect(failure.info).toContain('2');
    // Balance checks come first: over the balance still answers 1025.
    await refused(
      app,
      cashierEndpoints.withdraw.path,
      { ...body, money: '5000' },
      ErrorCode.BalanceInsufficient,
    );
    const [first] = (
      await ok<{ list: Withdrawal[] }>(app, cashierEndpoints.withdrawals.path, { token: carol.token })
    ).list;
    await reject(first!.id);
    await ok(app, cashierEndpoints.withdraw.path, body);
    await refused(app, cashierEndpoints.withdraw.path, body, ErrorCode.DailyWithdrawalLimit);
    const info = await ok<{ daily: { used: number; allowed: number } }>(
      app,
      cashierEndpoints.withdrawInfo.path,
      {
        token: carol.token,
      },
    );
    expect(info.daily).toEqual({ used: 2, allowed: 2 });
    // 23:59 local is still today; 00:00 local (17:00 UTC) is a new day.
    clock.set(new Date('2026-11-22T16:59:59Z'));
    await refused(
      app,
      cashierEndpoints.withdraw.path,
      { ...body, token: carol.token },
      ErrorCode.DailyWithdrawalLimit,
    );
    clock.set(new Date('2026-11-22T17:00:00Z'));
    await ok(app, cashierEndpoints.withdraw.path, body);
  });

  it('answers the same withdrawal for a repeated request_key and refuses the key for another request', async () => {
    const first = await withdraw(alice, { request_key: 'k-1', money: '120' });
    const again = await withdraw(alice, { request_key: 'k-1', money: '120' });
    expect([first.code, again.code]).toEqual([1, 1]);
    const page = await ok<{ list: Withdrawal[]; total: number }>(app, cashierEndpoints.withdrawals.path, {
      token: alice.token,
    });
    expect(page.total).toBe(1);
    expect(await balances(alice)).toMatchObject({ cash: 88_000, withdrawalHold: 12_000 });
    const other = await withdrawRefused(
      alice,
      { request_key: 'k-1', money: '121' },
      ErrorCode.IncompleteParameters,
    );
    expect(other.field).toBe('request_key');
    // Keys are per player.
    expect((await withdraw(bob, { request_key: 'k-1', money: '120' })).code).toBe(1);
  });
});

describe("a player's withdrawals", () => {
  it('lists only their own, and never shows another player’s by id (3003)', async () => {
    await withdraw(alice);
    await withdraw(bob);
    const mine = await latestWithdrawal(alice);
    const page = await ok<{ list: Withdrawal[]; total: number }>(app, cashierEndpoints.withdrawals.path, {
      token: alice.token,
    });
    expect(page.list.map((w) => w.id)).toEqual([mine.id]);
    expect(
      (await ok<Withdrawal>(app, cashierEndpoints.withdrawal.path, { token: alice.token, id: mine.id })).id,
    ).toBe(mine.id);
    await refused(
      app,
      cashierEndpoints.withdrawal.path,
      { token: bob.token, id: mine.id },
      ErrorCode.NotFound,
    );
  });

  it('tells the withdraw page everything it shows', async () => {
    const info = await ok(app, cashierEndpoints.withdrawInfo.path, { token: alice.token });
    expect(info).toMatchObject({
      balance: '1000.00',
      withdrawable: '1000.00',
      turnover: { required: '0.00', achieved: '0.00', remaining: '0.00' },
      daily: { used: 0, allowed: 10 },
      min: '10.00',
      max: '50000.00',
      hasPayPassword: true,
      processingHours: 24,
      accounts: [expect.objectContaining({ id: aliceCard, type: 'Bank' })],
    });
  });
});

describe('console withdrawal queue', () => {
  it('pays a withdrawal below the threshold at once: hold → house withdrawals, audited', async () => {
    await withdraw(alice, { money: '200' });
    const { id } = await latestWithdrawal(alice);
    const missing = await approve(id, finance, '  ');
    expect(missing.data).toMatchObject({ errCode: ErrorCode.IncompleteParameters, field: 'payoutReference' });
    const paid = await approve(id, finance, 'VCB-778899');
    expect(paid.data).toMatchObject({
      status: 'paid',
      payoutReference: 'VCB-778899',
      requiresTwoApprovals: false,
    });
    expect(await balances(alice)).toMatchObject({ cash: 80_000, withdrawalHold: 0 });
    expect((await ledger().houseBalances()).withdrawals).toBe(20_000);
    expect((await approve(id, owner)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect((await reject(id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect(await latestWithdrawal(alice)).toMatchObject({ status: 'paid', payoutReference: 'VCB-778899' });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.pay'));
    expect(audit).toMatchObject({ targetId: id, actorUsername: finance.username });
  });

  it('rejects with a reason and refunds the hold to cash ("withdrawal failure refund")', async () => {
    await withdraw(alice, { money: '200' });
    const { id } = await latestWithdrawal(alice);
    const rejected = await reject(id, finance, 'Holder name differs');
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Holder name differs' });
    expect(await balances(alice)).toMatchObject({ cash: 100_000, withdrawalHold: 0 });
    expect((await approve(id, finance)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    const flow = await ok<{
      list: Array<{ reason: string; reasonText: string; money: string; type: number }>;
    }>(app, cashierEndpoints.fundFlow.path, { token: alice.token, lang: 'en' });
    expect(flow.list[0]).toMatchObject({
      reason: 'withdrawal_refund',
      reasonText: 'Withdrawal failure refund',
      money: '200.00',
      type: 1,
    });
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.reject')),
    ).toHaveLength(1);
  });

  it('needs two different operators at or above the threshold', async () => {
    await setCashierConfig(app, owner, { twoOperatorThreshold: '500' });
    const staffQueue = captureStaffQueue();
    await withdraw(alice, { money: '500' });
    const { id } = await latestWithdrawal(alice);
    const first = await approve(id, finance, undefined);
    expect(first.data).toMatchObject({
      status: 'pending',
      requiresTwoApprovals: true,
      firstApproval: { username: finance.username },
    });
    expect(await balances(alice)).toMatchObject({ withdrawalHold: 50_000 });
    const awaiting = await ok<{ list: ConsoleWithdrawal[] }>(app, cashierAdminEndpoints.withdrawals.path, {
      token: owner.token,
      awaitingSecondApproval: true,
    });
    expect(awaiting.list.map((w) => w.id)).toEqual([id]);
    expect((await approve(id, finance)).data).toMatchObject({ errCode: ErrorCode.SecondApproverMustDiffer });
    expect(await balances(alice)).toMatchObject({ withdrawalHold: 50_000 });
    const paid = await approve(id, owner, 'TX-0xabc');
    expect(paid.data).toMatchObject({ status: 'paid', payoutReference: 'TX-0xabc' });
    expect(await balances(alice)).toMatchObject({ cash: 50_000, withdrawalHold: 0 });
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['withdrawal.approve_first', 'withdrawal.pay']);
    // Open consoles heard the request, the first approval and the payment, and nothing else.
    expect(staffQueue.stop()).toEqual(
      ['created', 'updated', 'resolved'].map((change) => ({
        type: 'cashier.queue',
        kind: 'withdrawal',
        change,
        id,
        amount: '500.00',
      })),
    );
  });

  it('pays below the threshold with one approval and lets a first-approved one still be rejected', async () => {
    await setCashierConfig(app, owner, { twoOperatorThreshold: '500' });
    await withdraw(alice, { money: '499.99' });
    const small = await latestWithdrawal(alice);
    expect((await approve(small.id, finance)).data).toMatchObject({ status: 'paid' });
    await withdraw(alice, { money: '500' });
    const large = await latestWithdrawal(alice);
    await approve(large.id, finance);
    expect((await reject(large.id, owner)).data).toMatchObject({ status: 'rejected' });
    expect(await balances(alice)).toMatchObject({ cash: 100_000 - 49_999, withdrawalHold: 0 });
  });

  it('answers 3003 for an unknown withdrawal and is for finance and owner only', async () => {
    expect((await approve('00000000-0000-4000-8000-000000000000', finance)).data).toMatchObject({
      errCode: ErrorCode.NotFound,
    });
    const support = await createOperator(database, 'support', clock);
    await refused(app, cashierAdminEndpoints.withdrawals.path, { token: support.token }, ErrorCode.Forbidden);
    await withdraw(alice);
    const { id } = await latestWithdrawal(alice);
    await refused(
      app,
      cashierAdminEndpoints.rejectWithdrawal.path,
      { token: support.token, id, reason: 'x' },
      ErrorCode.Forbidden,
    );
    await refused(
      app,
      cashierAdminEndpoints.approveWithdrawal.path,
      { token: finance.token, id, payoutReference: 'r' },
      ErrorCode.TwoFactorWrong,
    );
  });

  it('lists withdrawals with the player and the destination for the operator', async () => {
    await withdraw(alice, { money: '150' });
    const page = await ok<{
      list: Array<ConsoleWithdrawal & { account: { account: string; username: string } }>;
      total: number;
    }>(app, cashierAdminEndpoints.withdrawals.path, {
      token: finance.token,
      status: 'pending',
      userId: alice.playerId,
    });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      username: alice.username,
      amount: '150.00',
      account: { account: '0011 2233 4455', username: 'Nguyen Van A' },
    });
  });
});
