import { defaultVipLevels, ErrorCode, cashierEndpoints, cashierAdminEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { BANK_METHOD, bankCard, setDepositMethods, TRC20_ADDRESS } from '../../test/cashier.js';
import { call, type Failure, ok } from '../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../test/staff.js';
import { createVipService } from '../accounts/vip/vip.service.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { ledgerTransfers } from '../ledger/ledger.tables.js';
import { withdrawalAccounts } from './bank-accounts/bank-accounts.tables.js';
import { withdrawals } from './withdrawals/withdrawals.tables.js';

/**
 * Races that only a real multi-connection database can run: PGlite has one connection, so these
 * run on PostgreSQL (TEST_DATABASE_URL) only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('cashier under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let finance: TestStaff;
  let owner: TestStaff;
  let alice: TestPlayer;
  let card: string;

  beforeAll(async () => {
    database = await createTestDatabase(12);
    app = await buildTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  beforeEach(async () => {
    await database.reset();
    await seedAccountsForTest(database);
    owner = await createOperator(database, 'owner');
    finance = await createOperator(database, 'finance');
    // Let the daily count stay out of the way: the races are about money.
    const levels = defaultVipLevels(2).map((level) => ({ ...level, dailyWithdrawals: 1_000 }));
    await createVipService({ minorDigits: 2 }).replaceLevels(database.db, levels);
    alice = await createPlayerForTest(database);
    card = (
      await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
        token: alice.token,
        ...bankCard(),
      })
    ).id;
  });

  afterEach(async () => {
    await expectLedgerInvariants(database.db);
  });

  const ledger = () => createLedgerService({ db: database.db, clock: systemClock });
  /**
   * Finance operators, one per simultaneous approval: a two-factor code is accepted once, so one
   * operator's parallel approvals would stop at the code check instead of racing on the money.
   */
  const financeTeam = (size: number) =>
    Promise.all(Array.from({ length: size }, () => createOperator(database, 'finance')));
  const withdraw = (body: Record<string, unknown> = {}) =>
    call<number | Failure>(app, cashierEndpoints.withdraw.path, {
      token: alice.token,
      bank_id: card,
      money: '10',
      pwd: '246810',
      ...body,
    });

  it('accepts exactly the 100 of 500 simultaneous withdrawals the balance covers, never overdrawing', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 100 * 1_000);
    const answers = await Promise.all(Array.from({ length: 500 }, () => withdraw()));
    const accepted = answers.filter((answer) => answer.code === 1);
    const refusedCodes = new Set(
      answers.filter((answer) => answer.code !== 1).map((answer) => (answer.data as Failure).errCode),
    );
    expect(accepted).toHaveLength(100);
    expect([...refusedCodes]).toEqual([ErrorCode.BalanceInsufficient]);
    expect(await ledger().playerBalances(alice.playerId)).toMatchObject({ cash: 0, withdrawalHold: 100_000 });
    expect(await database.db.select().from(withdrawals)).toHaveLength(100);
  }, 120_000);

  it('resolves a withdrawal exactly once under 50 simultaneous approve and reject pairs', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 50_000);
    expect((await withdraw({ money: '300' })).code).toBe(1);
    const [row] = await database.db.select().from(withdrawals);
    const id = row!.id;
    const approvers = await financeTeam(50);
    const attempts = approvers
      .map((approver, index) => [
        call(
          app,
          cashierAdminEndpoints.approveWithdrawal.path,
          asMoneyAction(approver, { id, payoutReference: `REF-${index}` }),
        ),
        call(app, cashierAdminEndpoints.rejectWithdrawal.path, {
          token: finance.token,
          id,
          reason: `race ${index}`,
        }),
      ])
      .flat();
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.code !== 1).map((answer) => (answer.data as Failure).errCode),
    ).toEqual(Array.from({ length: 99 }, () => ErrorCode.AlreadyProcessed));
    const resolutions = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `withdrawal:${id}`));
    expect(resolutions.map((transfer) => transfer.id).sort()).toEqual([
      `withdrawal:${id}:hold`,
      `withdrawal:${id}:resolve`,
    ]);
    const [resolved] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const balances = await ledger().playerBalances(alice.playerId);
    expect(balances.withdrawalHold).toBe(0);
    expect(balances.cash).toBe(resolved!.status === 'paid' ? 20_000 : 50_000);
    expect((await ledger().houseBalances()).withdrawals).toBe(resolved!.status === 'paid' ? 30_000 : 0);
  }, 60_000);

  it('creates one withdrawal for 30 simultaneous replays of the same request key', async () => {
    await fundPlayerForTest(database.db, alice.playerId, 50_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => withdraw({ money: '25', request_key: 'tap-once' })),
    );
    expect(answers.every((answer) => answer.code === 1 && answer.data === 1)).toBe(true);
    expect(await database.db.select().from(withdrawals)).toHaveLength(1);
    expect(await ledger().playerBalances(alice.playerId)).toMatchObject({
      cash: 47_500,
      withdrawalHold: 2_500,
    });
    // Once more, later: still the same one.
    expect((await withdraw({ money: '25', request_key: 'tap-once' })).code).toBe(1);
    expect(await database.db.select().from(withdrawals)).toHaveLength(1);
  }, 60_000);

  it('credits a deposit once under 30 simultaneous approvals and rejections', async () => {
    await setDepositMethods(app, owner, [BANK_METHOD]);
    const deposit = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
      token: alice.token,
      money: '80',
      pay_name: 'A',
      method: BANK_METHOD.id,
    });
    const approvers = await financeTeam(15);
    const answers = await Promise.all(
      approvers
        .map((approver) => [
          call(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(approver, { id: deposit.id })),
          call(app, cashierAdminEndpoints.rejectDeposit.path, {
            token: finance.token,
            id: deposit.id,
            reason: 'race',
          }),
        ])
        .flat(),
    );
    const winners = answers.filter((answer) => answer.code === 1) as Array<{ data: { status: string } }>;
    expect(winners).toHaveLength(1);
    const cash = (await ledger().playerBalances(alice.playerId)).cash;
    expect(cash).toBe(winners[0]!.data.status === 'approved' ? 8_000 : 0);
  }, 60_000);

  it('saves one account for 10 simultaneous adds of the same address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, cashierEndpoints.addWithdrawalAccount.path, {
          token: alice.token,
          type: 'TRC20',
          address: TRC20_ADDRESS,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(
      new Set(
        answers.filter((answer) => answer.code !== 1).map((answer) => (answer.data as Failure).errCode),
      ),
    ).toEqual(new Set([ErrorCode.AccountAddedOnce]));
    expect(
      await database.db.select().from(withdrawalAccounts).where(eq(withdrawalAccounts.type, 'TRC20')),
    ).toHaveLength(1);
  }, 60_000);
});
