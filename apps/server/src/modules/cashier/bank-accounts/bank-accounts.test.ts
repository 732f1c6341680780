import { ErrorCode, cashierEndpoints, cashierAdminEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import {
  bankCard,
  BTC_ADDRESS,
  ERC20_ADDRESS,
  setCashierConfig,
  TRC20_ADDRESS,
} from '../../../test/cashier.js';
import { ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../../test/staff.js';
import { withdrawalAccounts } from './bank-accounts.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
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
  alice = await createPlayerForTest(database);
  bob = await createPlayerForTest(database);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

type Card = {
  id: string;
  type: string;
  bank: string;
  account: string;
  username: string;
  area: string;
  address: string;
};

const add = (player: TestPlayer, body: Record<string, unknown>) =>
  ok<Card>(app, cashierEndpoints.addWithdrawalAccount.path, { token: player.token, ...body });
const list = (player: TestPlayer) =>
  ok<Card[]>(app, cashierEndpoints.withdrawalAccounts.path, { token: player.token });
const chain = (type: string, address: string) => ({ type, address });

describe('adding withdrawal accounts', () => {
  it('adds a bank account with the pay password and lists it with the seed fields', async () => {
    const card = await add(alice, bankCard());
    expect(card).toMatchObject({
      type: 'Bank',
      bank: 'Vietcombank',
      account: '0011 2233 4455',
      username: 'Nguyen Van A',
      area: 'Hanoi branch',
      address: '',
    });
    expect(await list(alice)).toEqual([expect.objectContaining({ id: card.id })]);
    expect(await list(bob)).toEqual([]);
  });

  it.each(['bank', 'account', 'username', 'area'])('needs the bank field %s (1001)', async (field) => {
    const failure = await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...bankCard({ [field]: ' ' }) },
      ErrorCode.IncompleteParameters,
    );
    expect(failure.field).toBe(field);
  });

  it('needs a right pay password for a bank account (2057 none set, 1033 wrong)', async () => {
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...bankCard({ payPwd: 'wrong00' }) },
      ErrorCode.PayPasswordWrong,
    );
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...bankCard({ payPwd: '' }) },
      ErrorCode.PayPasswordWrong,
    );
    const carol = await createPlayerForTest(database, { payPassword: null });
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: carol.token, ...bankCard() },
      ErrorCode.PayPasswordMissing,
    );
  });

  it('locks the pay password for a while after five wrong tries (3001)', async () => {
    for (let i = 0; i < 5; i += 1)
      await refused(
        app,
        cashierEndpoints.addWithdrawalAccount.path,
        { token: alice.token, ...bankCard({ payPwd: `bad${i}xx` }) },
        ErrorCode.PayPasswordWrong,
      );
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...bankCard() },
      ErrorCode.TooManyAttempts,
    );
  });

  it.each([
    ['TRC20', TRC20_ADDRESS],
    ['ERC20', ERC20_ADDRESS],
    ['BTC', BTC_ADDRESS],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ])('adds a %s address %s without a pay password', async (type, address) => {
    const card = await add(alice, chain(type, address));
    expect(card).toMatchObject({ type, address, bank: '', account: '' });
  });

  it('answers 1065 for an empty address and 3010 for one of another chain or with a typo', async () => {
    const failure = await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('TRC20', '') },
      ErrorCode.AddressRequired,
    );
    expect(failure.field).toBe('address');
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('ERC20', TRC20_ADDRESS) },
      ErrorCode.InvalidAddress,
    );
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('TRC20', `${TRC20_ADDRESS.slice(0, -1)}u`) },
      ErrorCode.InvalidAddress,
    );
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('BTC', ERC20_ADDRESS) },
      ErrorCode.InvalidAddress,
    );
  });

  it('checks a pay password given with a chain address', async () => {
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('TRC20', TRC20_ADDRESS), payPwd: 'nope123' },
      ErrorCode.PayPasswordWrong,
    );
    await add(alice, { ...chain('TRC20', TRC20_ADDRESS), payPwd: '246810' });
  });

  it('refuses an unknown type (1001 type)', async () => {
    const failure = await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('SOL', 'x') },
      ErrorCode.IncompleteParameters,
    );
    expect(failure.field).toBe('type');
  });

  it('refuses the same account or address twice for one player (1046), in any spelling', async () => {
    await add(alice, bankCard());
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...bankCard({ account: '001122334455', bank: 'Other' }) },
      ErrorCode.AccountAddedOnce,
    );
    await add(alice, chain('ERC20', ERC20_ADDRESS));
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('ERC20', ERC20_ADDRESS.toLowerCase()) },
      ErrorCode.AccountAddedOnce,
    );
    // Another player may use the same destination.
    await add(bob, bankCard());
  });

  it('allows at most the configured number of accounts (1048)', async () => {
    await setCashierConfig(app, owner, { maxWithdrawalAccounts: 2 });
    await add(alice, bankCard());
    await add(alice, chain('TRC20', TRC20_ADDRESS));
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      { token: alice.token, ...chain('BTC', BTC_ADDRESS) },
      ErrorCode.AccountLimitReached,
    );
  });
});

describe('removing withdrawal accounts', () => {
  it('soft-deletes the player’s own account, which can then be added again', async () => {
    const card = await add(alice, bankCard());
    expect(
      await ok(app, cashierEndpoints.removeWithdrawalAccount.path, { token: alice.token, id: card.id }),
    ).toEqual({
      id: card.id,
    });
    expect(await list(alice)).toEqual([]);
    const [row] = await database.db
      .select()
      .from(withdrawalAccounts)
      .where(eq(withdrawalAccounts.id, card.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    await refused(
      app,
      cashierEndpoints.removeWithdrawalAccount.path,
      { token: alice.token, id: card.id },
      ErrorCode.BankCardNotFound,
    );
    await add(alice, bankCard());
  });

  it("never removes another player's account (1032)", async () => {
    const card = await add(alice, bankCard());
    await refused(
      app,
      cashierEndpoints.removeWithdrawalAccount.path,
      { token: bob.token, id: card.id },
      ErrorCode.BankCardNotFound,
    );
    await refused(
      app,
      cashierEndpoints.removeWithdrawalAccount.path,
      { token: bob.token, id: 12 },
      ErrorCode.BankCardNotFound,
    );
    expect(await list(alice)).toHaveLength(1);
  });

  it('refuses while a pending withdrawal pays to it (3016), and allows it once resolved', async () => {
    const card = await add(alice, bankCard());
    await fundPlayerForTest(database.db, alice.playerId, 50_000);
    expect(
      await ok(app, cashierEndpoints.withdraw.path, {
        token: alice.token,
        bank_id: card.id,
        money: '100',
        pwd: '246810',
      }),
    ).toBe(1);
    await refused(
      app,
      cashierEndpoints.removeWithdrawalAccount.path,
      { token: alice.token, id: card.id },
      ErrorCode.AccountHasPendingWithdrawal,
    );
    const finance = await createOperator(database, 'finance');
    const [pending] = (
      await ok<{ list: Array<{ id: string }> }>(app, cashierAdminEndpoints.withdrawals.path, {
        token: finance.token,
      })
    ).list;
    await ok(
      app,
      cashierAdminEndpoints.approveWithdrawal.path,
      asMoneyAction(finance, { id: pending!.id, payoutReference: 'VCB-1' }),
    );
    await ok(app, cashierEndpoints.removeWithdrawalAccount.path, { token: alice.token, id: card.id });
  });
});
