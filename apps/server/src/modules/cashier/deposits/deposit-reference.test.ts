import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import {
  DEPOSIT_REFERENCE_PATTERN,
  ErrorCode,
  cashierAdminEndpoints,
  cashierEndpoints,
} from '@fairround/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import {
  BANK_METHOD,
  CHAIN_METHOD,
  ERC20_ADDRESS,
  setCashierConfig,
  setDepositMethods,
} from '../../../test/cashier.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../../test/staff.js';
import { insertWithReference } from './deposit-reference.js';
import { createDepositsRepository } from './deposits.repository.js';
import { depositRequests } from './deposits.tables.js';

/**
 * Issue #25 item 8: every deposit request carries a unique reference; crypto requests carry the
 * chain transaction they claim, and one transaction backs at most one live request of a method;
 * finance finds a request by either, by equality.
 */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

const ERC20_METHOD = {
  id: 'usdt-erc20',
  kind: 'chain',
  label: 'USDT (ERC20)',
  chain: 'ERC20',
  address: ERC20_ADDRESS,
} as const;

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
  alice = await createPlayerForTest(database);
  bob = await createPlayerForTest(database);
  await setDepositMethods(app, owner, [BANK_METHOD, CHAIN_METHOD, ERC20_METHOD]);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

type Deposit = { id: string; reference: string; txHash: string | null; status: string };

const txHash = () => randomBytes(32).toString('hex');
const body = (player: TestPlayer, extra: Record<string, unknown> = {}) => ({
  token: player.token,
  money: '100',
  pay_name: 'Nguyen Van A',
  method: BANK_METHOD.id,
  ...extra,
});

async function requestDeposit(player: TestPlayer, extra: Record<string, unknown> = {}) {
  clock.advanceMs(1_000);
  return ok<Deposit>(app, cashierEndpoints.recharge.path, body(player, extra));
}

const claim = (player: TestPlayer, hash: string, method: string = CHAIN_METHOD.id) =>
  requestDeposit(player, { method, tx_hash: hash });

const search = (text: string, extra: Record<string, unknown> = {}) =>
  ok<{ list: Deposit[]; total: number }>(app, cashierAdminEndpoints.deposits.path, {
    token: finance.token,
    search: text,
    ...extra,
  });

describe('the deposit reference', () => {
  it('is 8 characters without 0/O/1/I, unique, and shown to the player and to finance', async () => {
    await setCashierConfig(app, owner, { maxPendingDeposits: 100 });
    const made: Deposit[] = [];
    for (let index = 0; index < 20; index += 1) made.push(await requestDeposit(index % 2 ? alice : bob));
    const references = made.map((deposit) => deposit.reference);
    for (const reference of references) expect(reference).toMatch(DEPOSIT_REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[01OI]/);
    expect(new Set(references).size).toBe(references.length);

    const first = made[1]!;
    const mine = await ok<Deposit>(app, cashierEndpoints.deposit.path, { token: alice.token, id: first.id });
    expect(mine.reference).toBe(first.reference);
    const own = await ok<{ list: Deposit[] }>(app, cashierEndpoints.deposits.path, { token: alice.token });
    expect(own.list.map((deposit) => deposit.reference)).toContain(first.reference);
    const queue = await ok<{ list: Deposit[] }>(app, cashierAdminEndpoints.deposits.path, {
      token: finance.token,
      pageSize: 100,
    });
    expect(new Set(queue.list.map((deposit) => deposit.reference))).toEqual(new Set(references));
  });

  it('is drawn again when the one drawn is taken', async () => {
    const taken = await requestDeposit(alice);
    const draws = [taken.reference, taken.reference, 'ABCDEFGH'];
    const row = await insertWithReference(
      createDepositsRepository({ db: database.db }),
      {
        id: randomUUID(),
        playerId: bob.playerId,
        amount: 1_000,
        payerName: 'B',
        txHash: null,
        methodId: BANK_METHOD.id,
        methodSnapshot: BANK_METHOD,
        status: 'pending',
        createdAt: clock.now(),
      },
      () => draws.shift()!,
    );
    expect(row.reference).toBe('ABCDEFGH');
    expect(draws).toEqual([]);
  });

  it('and the transaction id never change once asked, as the amount never does (database trigger)', async () => {
    const deposit = await claim(alice, txHash());
    const change = (values: Partial<typeof depositRequests.$inferInsert>) =>
      database.db.update(depositRequests).set(values).where(eq(depositRequests.id, deposit.id));
    await expect(change({ reference: 'ABCDEFGH' })).rejects.toThrow();
    await expect(change({ txHash: txHash() })).rejects.toThrow();
  });
});

describe('the chain transaction id of a crypto request', () => {
  it.each([
    { name: 'nothing', hash: '', code: ErrorCode.IncompleteParameters },
    { name: 'spaces', hash: '   ', code: ErrorCode.IncompleteParameters },
    { name: '"xyz"', hash: 'xyz', code: ErrorCode.TxHashInvalid },
    { name: '63 hex digits', hash: 'a'.repeat(63), code: ErrorCode.TxHashInvalid },
    { name: '65 hex digits', hash: 'a'.repeat(65), code: ErrorCode.TxHashInvalid },
    { name: '64 non-hex letters', hash: 'g'.repeat(64), code: ErrorCode.TxHashInvalid },
    { name: 'a doubled 0x', hash: '0x0x' + 'a'.repeat(62), code: ErrorCode.TxHashInvalid },
    { name: 'a TRON address', hash: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', code: ErrorCode.TxHashInvalid },
    { name: '"__proto__"', hash: '__proto__', code: ErrorCode.TxHashInvalid },
    { name: '"constructor"', hash: 'constructor', code: ErrorCode.TxHashInvalid },
    { name: '50 KB', hash: 'x'.repeat(50_000), code: ErrorCode.IncompleteParameters },
  ])('answers $name with $code on tx_hash, and nothing is created', async ({ hash, code }) => {
    const failure = await refused(
      app,
      cashierEndpoints.recharge.path,
      body(alice, { method: CHAIN_METHOD.id, tx_hash: hash }),
      code,
    );
    expect(failure.field).toBe('tx_hash');
    expect(await database.db.select().from(depositRequests)).toEqual([]);
  });

  it('is stored trimmed and in lower case: TRON and Bitcoin without 0x, Ethereum with it', async () => {
    const hex = txHash();
    const tron = await claim(alice, `  0x${hex.toUpperCase()}  `);
    expect(tron.txHash).toBe(hex);
    const ethereum = await claim(alice, hex, ERC20_METHOD.id);
    expect(ethereum.txHash).toBe(`0x${hex}`);
    // A bank transfer has no transaction id; one sent is ignored.
    expect((await requestDeposit(alice, { tx_hash: txHash() })).txHash).toBeNull();
  });

  it('backs one live request of a method only (3087), whoever claims it and however it is written', async () => {
    const hex = txHash();
    const first = await claim(alice, hex);
    await refused(
      app,
      cashierEndpoints.recharge.path,
      body(bob, { method: CHAIN_METHOD.id, tx_hash: hex }),
      ErrorCode.TxHashAlreadyClaimed,
    );
    await refused(
      app,
      cashierEndpoints.recharge.path,
      body(alice, { method: CHAIN_METHOD.id, tx_hash: `0X${hex.toUpperCase()}` }),
      ErrorCode.TxHashAlreadyClaimed,
    );
    // Approved, it still backs that request.
    await ok(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id: first.id }));
    const again = await call<{ errCode: number; field?: string }>(
      app,
      cashierEndpoints.recharge.path,
      body(bob, { method: CHAIN_METHOD.id, tx_hash: hex }),
    );
    expect(again.data).toEqual({ errCode: ErrorCode.TxHashAlreadyClaimed, field: 'tx_hash' });
  });

  it('is free again once the request claiming it is rejected', async () => {
    const hex = txHash();
    const first = await claim(alice, hex);
    await ok(app, cashierAdminEndpoints.rejectDeposit.path, {
      token: finance.token,
      id: first.id,
      reason: 'Wrong amount',
    });
    expect((await claim(bob, hex)).txHash).toBe(hex);
  });

  it('is refused by the unique index when a racing request got past the check (3087)', async () => {
    const hex = txHash();
    const first = await claim(alice, hex);
    const racing = insertWithReference(createDepositsRepository({ db: database.db }), {
      id: randomUUID(),
      playerId: bob.playerId,
      amount: 1_000,
      payerName: 'B',
      txHash: first.txHash,
      methodId: CHAIN_METHOD.id,
      methodSnapshot: CHAIN_METHOD,
      status: 'pending',
      createdAt: clock.now(),
    });
    await expect(racing).rejects.toMatchObject({ errCode: ErrorCode.TxHashAlreadyClaimed });
  });
});

describe('finding a deposit in the console', () => {
  it('finds one request by its reference in any case, or by its transaction id with or without 0x', async () => {
    const bank = await requestDeposit(alice);
    const hex = txHash();
    const tron = await claim(bob, hex);
    const ethereum = await claim(bob, txHash(), ERC20_METHOD.id);

    const byReference = await search(bank.reference.toLowerCase());
    expect(byReference.list.map((deposit) => deposit.id)).toEqual([bank.id]);
    expect(byReference.total).toBe(1);
    expect((await search(` ${tron.reference} `)).list.map((deposit) => deposit.id)).toEqual([tron.id]);
    expect((await search(`0x${hex.toUpperCase()}`)).list.map((deposit) => deposit.id)).toEqual([tron.id]);
    expect((await search(ethereum.txHash!.slice(2))).list.map((deposit) => deposit.id)).toEqual([
      ethereum.id,
    ]);
    // With the other filters: the status tab still applies.
    expect((await search(bank.reference, { status: 'approved' })).total).toBe(0);
  });

  it('matches by equality only: wildcards, prefixes and prototype names find nothing', async () => {
    const deposit = await requestDeposit(alice);
    for (const text of [
      '%',
      '_',
      '%%%%%%%%',
      '________',
      deposit.reference.slice(0, 7),
      '__proto__',
      'constructor',
    ]) {
      expect((await search(text)).total, text).toBe(0);
    }
  });

  it('refuses a search text longer than a transaction id could be (1001 search)', async () => {
    const failure = await refused(
      app,
      cashierAdminEndpoints.deposits.path,
      { token: finance.token, search: 'x'.repeat(50_000) },
      ErrorCode.IncompleteParameters,
    );
    expect(failure.field).toBe('search');
  });
});

/** The backfill statements of the migration (0022), from the file the migrator runs. */
function backfillStatements(): string[] {
  const directory = new URL('../../../../migrations/', import.meta.url);
  const file = readdirSync(directory).find((name) => name.endsWith('_deposit_reference.sql'))!;
  return readFileSync(new URL(file, directory), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) =>
      /^(DO |ALTER TABLE "deposit_requests" (DISABLE|ENABLE) TRIGGER|ALTER TABLE "deposit_requests" ALTER COLUMN "reference" SET NOT NULL|CREATE UNIQUE INDEX "deposit_requests_reference_unique")/.test(
        statement,
      ),
    );
}

describe('upgrading an installation with deposit requests', () => {
  it('gives every existing request, resolved ones too, its own reference', async () => {
    expect(backfillStatements()).toHaveLength(5);
    // The table as it was before the migration: no reference yet.
    await database.db.execute(sql`drop index deposit_requests_reference_unique`);
    await database.db.execute(sql`alter table deposit_requests alter column reference drop not null`);
    const at = clock.now();
    const rows = ['pending', 'approved', 'rejected', 'approved', 'pending'].map((status) => ({
      id: randomUUID(),
      playerId: alice.playerId,
      amount: 1_000,
      payerName: 'A',
      reference: null as unknown as string,
      methodId: BANK_METHOD.id,
      methodSnapshot: BANK_METHOD,
      status: status as 'pending',
      createdAt: at,
      resolvedAt: status === 'pending' ? null : at,
    }));
    await database.db.insert(depositRequests).values(rows);

    for (const statement of backfillStatements()) await database.db.execute(sql.raw(statement));

    const references = (await database.db.select().from(depositRequests)).map((row) => row.reference);
    expect(references).toHaveLength(5);
    for (const reference of references) expect(reference).toMatch(DEPOSIT_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(5);
    // The trigger is back on: a resolved request is frozen again.
    const approved = rows[1]!.id;
    await expect(
      database.db.update(depositRequests).set({ payerName: 'X' }).where(eq(depositRequests.id, approved)),
    ).rejects.toThrow();
  });
});
