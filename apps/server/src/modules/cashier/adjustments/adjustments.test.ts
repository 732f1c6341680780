import { ErrorCode, cashierAdminEndpoints, cashierEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { systemClock } from '../../../platform/clock.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { BANK_METHOD, bankCard, setDepositMethods } from '../../../test/cashier.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { createLedgerService } from '../../ledger/ledger.service.js';

/** A manual clock, so a test can take more two-factor codes than one 30 s step holds. */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let support: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
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
  support = await createOperator(database, 'support', clock);
  alice = await createPlayerForTest(database);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const cashOf = async (player: TestPlayer) =>
  (await createLedgerService({ db: database.db, clock: systemClock }).playerBalances(player.playerId)).cash;
const adjust = (body: Record<string, unknown>, staff: TestStaff = finance) =>
  call<Record<string, unknown> & { errCode?: number; field?: string }>(
    app,
    cashierAdminEndpoints.adjust.path,
    asMoneyAction(staff, { userId: alice.playerId, reason: 'Goodwill for an outage', ...body }),
  );

describe('POST /api/admin/players/adjust', () => {
  it('credits cash from house adjustments ("admin top-up") and audits before and after', async () => {
    const answer = await adjust({ amount: '25.50' });
    expect(answer.data).toMatchObject({
      amount: '25.50',
      cashBefore: '0.00',
      cashAfter: '25.50',
      replayed: false,
    });
    expect(await cashOf(alice)).toBe(2_550);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'player.adjust'));
    expect(audit).toMatchObject({ targetId: alice.playerId, actorUsername: finance.username });
    expect(audit?.before).toEqual({ cash: '0.00' });
    expect(audit?.after).toMatchObject({ cash: '25.50', amount: '25.50', reason: 'Goodwill for an outage' });
    const flow = await ok<{ list: Array<{ reason: string; type: number; money: string }> }>(
      app,
      cashierEndpoints.fundFlow.path,
      {
        token: alice.token,
      },
    );
    expect(flow.list[0]).toMatchObject({ reason: 'admin_adjustment', type: 1, money: '25.50' });
  });

  it('debits cash to house adjustments, and refuses more than the cash (1025)', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 10_000);
    expect((await adjust({ amount: '-40' })).data).toMatchObject({
      cashBefore: '100.00',
      cashAfter: '60.00',
    });
    expect((await adjust({ amount: '-60.01' })).data).toMatchObject({
      errCode: ErrorCode.BalanceInsufficient,
    });
    expect(await cashOf(alice)).toBe(6_000);
    expect(
      (await createLedgerService({ db: database.db, clock: systemClock }).houseBalances()).adjustments,
    ).toBe(4_000);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'player.adjust')),
    ).toHaveLength(1);
  });

  it('adjusts once per request key', async () => {
    expect((await adjust({ amount: '10', requestKey: 'ticket-42' })).data).toMatchObject({ replayed: false });
    expect((await adjust({ amount: '10', requestKey: 'ticket-42' })).data).toMatchObject({
      replayed: true,
      cashAfter: '10.00',
    });
    // The owner sends the third call: two-factor codes are single use, and finance has spent both
    // codes the server takes within this 30 s step. A request key is not tied to who sends it.
    expect((await adjust({ amount: '11', requestKey: 'ticket-42' }, owner)).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
      field: 'requestKey',
    });
    expect(await cashOf(alice)).toBe(1_000);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'player.adjust')),
    ).toHaveLength(1);
  });

  it.each([
    ['abc', ErrorCode.IncorrectAmount],
    ['1.234', ErrorCode.IncorrectAmount],
    ['0', ErrorCode.AmountNotPositive],
    ['-0.00', ErrorCode.AmountNotPositive],
  ])('answers %j with %i', async (amount, code) => {
    expect((await adjust({ amount })).data).toMatchObject({ errCode: code, field: 'amount' });
  });

  it('needs a reason, a known player, the right role and the current TOTP code', async () => {
    expect((await adjust({ amount: '1', reason: ' ' })).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
      field: 'reason',
    });
    expect(
      (await adjust({ amount: '1', userId: '00000000-0000-4000-8000-000000000000' })).data,
    ).toMatchObject({
      errCode: ErrorCode.NotFound,
    });
    expect((await adjust({ amount: '1' }, support)).data).toMatchObject({ errCode: ErrorCode.Forbidden });
    await refused(
      app,
      cashierAdminEndpoints.adjust.path,
      { token: owner.token, userId: alice.playerId, amount: '1', reason: 'x', otp: '123456' },
      ErrorCode.TwoFactorWrong,
    );
    expect((await adjust({ amount: '1' }, owner)).code).toBe(1);
  });
});

describe('console money views', () => {
  it('proves the ledger invariants on request', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 5_000);
    expect(await ok(app, cashierAdminEndpoints.checkLedger.path, { token: finance.token })).toEqual({
      ok: true,
      problems: [],
    });
    await refused(app, cashierAdminEndpoints.checkLedger.path, { token: support.token }, ErrorCode.Forbidden);
  });

  it("shows a player's ledger entries per account with all balances", async () => {
    await fundPlayerForTest(database.db, alice.playerId, 50_000);
    const card = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: alice.token,
      ...bankCard(),
    });
    await ok(app, cashierEndpoints.withdraw.path, {
      token: alice.token,
      bank_id: card.id,
      money: '120',
      pwd: '246810',
    });
    const cash = await ok<{
      balances: Record<string, string>;
      list: Array<{ code: string; amount: string; counterparty: unknown }>;
    }>(app, cashierAdminEndpoints.playerLedger.path, { token: support.token, userId: alice.playerId });
    expect(cash.balances).toEqual({
      cash: '380.00',
      withdrawalHold: '120.00',
      betEscrow: '0.00',
      staking: '0.00',
    });
    expect(cash.list.map((entry) => [entry.code, entry.amount])).toEqual([
      ['withdrawal_hold', '-120.00'],
      ['deposit', '500.00'],
    ]);
    expect(cash.list[0]?.counterparty).toEqual({ kind: 'player', type: 'withdrawal_hold' });
    const hold = await ok<{ list: Array<{ code: string; amount: string }> }>(
      app,
      cashierAdminEndpoints.playerLedger.path,
      {
        token: finance.token,
        userId: alice.playerId,
        account: 'withdrawal_hold',
      },
    );
    expect(hold.list.map((entry) => entry.amount)).toEqual(['120.00']);
  });

  it("sums today's approved deposits and paid withdrawals with the queues and house balances", async () => {
    await setDepositMethods(app, owner, [BANK_METHOD]);
    const recharge = (money: string) =>
      ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
        token: alice.token,
        money,
        pay_name: 'A',
        method: BANK_METHOD.id,
      });
    const first = await recharge('300');
    await recharge('50');
    await ok(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id: first.id }));
    const card = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
      token: alice.token,
      ...bankCard(),
    });
    await ok(app, cashierEndpoints.withdraw.path, {
      token: alice.token,
      bank_id: card.id,
      money: '100',
      pwd: '246810',
    });
    const [pending] = (
      await ok<{ list: Array<{ id: string }> }>(app, cashierAdminEndpoints.withdrawals.path, {
        token: finance.token,
      })
    ).list;
    await ok(
      app,
      cashierAdminEndpoints.approveWithdrawal.path,
      asMoneyAction(finance, { id: pending!.id, payoutReference: 'R1' }),
    );
    const summary = await ok(app, cashierAdminEndpoints.dashboard.path, { token: support.token });
    expect(summary).toMatchObject({
      depositsApproved: { count: 1, total: '300.00' },
      withdrawalsPaid: { count: 1, total: '100.00' },
      pending: { deposits: 1, withdrawals: 0, withdrawalsAwaitingSecondApproval: 0 },
      house: {
        deposits: '-300.00',
        withdrawals: '100.00',
        game: '0.00',
        staking_interest: '0.00',
        adjustments: '0.00',
      },
    });
  });
});

describe('cashier configuration', () => {
  it('shows the defaults and changes only the given settings, audited', async () => {
    expect(await ok(app, cashierAdminEndpoints.config.path, { token: finance.token })).toEqual({
      minDeposit: '10.00',
      quickAmounts: ['100.00', '500.00', '2000.00', '5000.00'],
      turnoverMultiple: '0',
      withdrawalMin: '10.00',
      withdrawalMax: '50000.00',
      twoOperatorThreshold: '10000.00',
      maxPendingDeposits: 5,
      maxWithdrawalAccounts: 5,
    });
    const updated = await ok(app, cashierAdminEndpoints.updateConfig.path, {
      token: owner.token, otp: owner.currentOtp(),
      minDeposit: 20,
      quickAmounts: ['50', '100.5'],
      turnoverMultiple: '2.5',
      twoOperatorThreshold: null,
    });
    expect(updated).toMatchObject({
      minDeposit: '20.00',
      quickAmounts: ['50.00', '100.50'],
      turnoverMultiple: '2.5',
      twoOperatorThreshold: null,
      withdrawalMin: '10.00',
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cashier.config.update'));
    expect(audit?.before).toMatchObject({ minDeposit: '10.00' });
    expect(audit?.after).toMatchObject({ minDeposit: '20.00' });
  });

  it('refuses bad values with the field, and non-owners', async () => {
    const update = (body: Record<string, unknown>) =>
      call<{ errCode: number; field?: string }>(app, cashierAdminEndpoints.updateConfig.path, {
        token: owner.token, otp: owner.currentOtp(),
        ...body,
      });
    expect((await update({ minDeposit: '0' })).data).toEqual({
      errCode: ErrorCode.AmountNotPositive,
      field: 'minDeposit',
    });
    expect((await update({ turnoverMultiple: '1.234' })).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
      field: 'turnoverMultiple',
    });
    expect((await update({ withdrawalMin: '500', withdrawalMax: '100' })).data).toMatchObject({
      field: 'withdrawalMax',
    });
    expect((await update({ quickAmounts: ['10', 'x'] })).data).toEqual({
      errCode: ErrorCode.IncorrectAmount,
      field: 'quickAmounts.1',
    });
    await refused(
      app,
      cashierAdminEndpoints.updateConfig.path,
      { token: finance.token, otp: finance.currentOtp(), minDeposit: '5' },
      ErrorCode.Forbidden,
    );
    expect(
      (await ok<{ minDeposit: string }>(app, cashierAdminEndpoints.config.path, { token: owner.token }))
        .minDeposit,
    ).toBe('10.00');
  });
});
