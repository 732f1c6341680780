/**
 * The ledger: the only way money moves (PRODUCT.md §5). Double entry over immutable transfers.
 *
 * Sign convention: a transfer moves `amount` FROM its debit account TO its credit account. The
 * debit account's balance goes DOWN by `amount`, the credit account's balance goes UP by it.
 * A balance is therefore Σ credits − Σ debits. Player accounts read like a wallet (cash 500 means
 * the player has 500); house accounts are the other side of every movement, so `house deposits`
 * sits at minus everything ever deposited and the sum of all balances is always exactly zero.
 *
 * See docs/ledger.md for the accounts, codes and how each flow posts.
 */
import { HOUSE_ACCOUNT_TYPES, isSafeMinor } from '@fairround/shared';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { accountKey, refFromRow } from './ledger.accounts.js';
import { InsufficientFundsError, InvalidLedgerInputError, LedgerConflictError } from './ledger.errors.js';
import { checkedHold, holdIdOf, reservationTransfer, resolutionTransfers } from './ledger.holds.js';
import { postManyInTransaction, type BulkPostResult } from './ledger.bulk.js';
import { checkLedgerInvariants } from './ledger.invariants.js';
import {
  createLedgerRepository,
  type EntryRow,
  type LedgerRepository,
  type LockedAccount,
  type NewTransferRow,
  type TransferRow,
} from './ledger.repository.js';
import { isRetryableTransactionError, isTransferIdRace, withRetries } from '../../platform/db/retry.js';
import type {
  AccountRef,
  BulkEntry,
  Counterparty,
  EntriesPage,
  EntriesQuery,
  HouseBalances,
  InvariantReport,
  LedgerEntry,
  PlayerAccountRef,
  PlayerBalances,
  PostedTransfer,
  Reservation,
  Resolution,
  TransferInput,
} from './ledger.types.js';
import { validateAccountRef, validateBatch } from './ledger.validation.js';

export type * from './ledger.types.js';
export type { BulkPostResult } from './ledger.bulk.js';
export {
  InsufficientFundsError,
  InvalidLedgerInputError,
  LedgerConflictError,
  LedgerHoldError,
  LedgerRuleError,
} from './ledger.errors.js';
export { holdIdOf, holdReferenceOf, resolutionIdOf } from './ledger.holds.js';
export { bulkEntryTransfers } from './ledger.bulk.js';

/** Attempts of a post that owns its transaction (serialization failure, deadlock, id race). */
const MAX_OWN_TRANSACTION_ATTEMPTS = 5;
/** Attempts inside a caller's transaction: only the id race is safe to retry, in a savepoint. */
const MAX_SAVEPOINT_ATTEMPTS = 3;
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

export type PostOptions = {
  /** Join the caller's transaction directly: any error leaves it unusable (see `post`). */
  withoutSavepoint?: boolean;
};

function isTransaction(executor: Executor): executor is Transaction {
  return executor instanceof PgTransaction;
}

/** Which fields of a stored transfer differ from a new request with the same id. */
function differencesFrom(
  row: TransferRow,
  input: TransferInput,
  debitId: number,
  creditId: number,
): string[] {
  const differences: string[] = [];
  if (row.debitAccountId !== debitId) differences.push('debit account');
  if (row.creditAccountId !== creditId) differences.push('credit account');
  if (row.amount !== input.amount) differences.push('amount');
  if (row.code !== input.code) differences.push('code');
  if (row.reference !== input.reference) differences.push('reference');
  return differences;
}

type Plan = { rows: NewTransferRow[]; finalBalances: Map<number, number>; deltas: Map<number, number> };

/**
 * Applies new transfers one after another to the locked balances, in memory. Every step must
 * leave each flagged account at zero or more — a later credit in the same batch does not excuse
 * an earlier overdraft — so each recorded balance-after is itself valid.
 */
function planTransfers(
  transfers: TransferInput[],
  idOf: (ref: AccountRef) => number,
  locked: Map<number, LockedAccount>,
  createdAt: Date,
): Plan {
  const balances = new Map([...locked].map(([id, account]) => [id, account.balance]));
  const deltas = new Map<number, number>();
  const rows = transfers.map((transfer): NewTransferRow => {
    const debitId = idOf(transfer.debit);
    const creditId = idOf(transfer.credit);
    const debitBefore = balances.get(debitId) ?? 0;
    const debitAfter = debitBefore - transfer.amount;
    const creditAfter = (balances.get(creditId) ?? 0) + transfer.amount;
    if (locked.get(debitId)?.mustNotGoNegative && debitAfter < 0) {
      throw new InsufficientFundsError(transfer.id, transfer.debit, debitBefore, transfer.amount);
    }
    if (!isSafeMinor(debitAfter) || !isSafeMinor(creditAfter)) {
      throw new InvalidLedgerInputError(`transfer ${transfer.id} would take a balance out of the safe range`);
    }
    balances.set(debitId, debitAfter);
    balances.set(creditId, creditAfter);
    deltas.set(debitId, (deltas.get(debitId) ?? 0) - transfer.amount);
    deltas.set(creditId, (deltas.get(creditId) ?? 0) + transfer.amount);
    return {
      id: transfer.id,
      debitAccountId: debitId,
      creditAccountId: creditId,
      amount: transfer.amount,
      code: transfer.code,
      reference: transfer.reference,
      debitBalanceAfter: debitAfter,
      creditBalanceAfter: creditAfter,
      createdAt,
    };
  });
  return { rows, finalBalances: balances, deltas };
}

/** Stored transfers of the batch that differ from it are a conflict; nothing moves then. */
function checkReplays(batch: TransferInput[], existing: Map<string, TransferRow>, idOf: (ref: AccountRef) => number): void {
  for (const transfer of batch) {
    const row = existing.get(transfer.id);
    if (!row) continue;
    const differences = differencesFrom(row, transfer, idOf(transfer.debit), idOf(transfer.credit));
    if (differences.length > 0) throw new LedgerConflictError(transfer.id, differences);
  }
}

/** Every account of the batch, found or created, and locked: one statement when they exist. */
async function lockBatchAccounts(repository: LedgerRepository, batch: TransferInput[], now: Date) {
  const refs = [
    ...new Map(batch.flatMap((t) => [t.debit, t.credit]).map((ref) => [accountKey(ref), ref])).values(),
  ];
  const transferIds = batch.map((t) => t.id);
  const found = await repository.lockAccountsByRef(refs, transferIds);
  if (found.accounts.size === refs.length) return found;
  // Created in key order so two posts creating the same new accounts never wait on each other crosswise.
  const missing = refs.filter((ref) => !found.accounts.has(accountKey(ref)));
  missing.sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
  await repository.createAccounts(missing, now);
  const locked = await repository.lockAccountsByRef(refs, transferIds);
  if (locked.accounts.size !== refs.length) {
    const absent = refs.find((ref) => !locked.accounts.has(accountKey(ref)))!;
    throw new Error(`ledger account ${accountKey(absent)} could not be created`);
  }
  return locked;
}

/**
 * The whole post, inside one transaction that the caller or `post` owns: the accounts found and
 * locked in one statement, the new transfers and balance moves written in another.
 */
async function postInTransaction(tx: Executor, batch: TransferInput[], now: Date): Promise<PostedTransfer[]> {
  const repository = createLedgerRepository({ db: tx });
  const { accounts, existingIds } = await lockBatchAccounts(repository, batch, now);
  const idOf = (ref: AccountRef): number => accounts.get(accountKey(ref))!.id;
  const locked = new Map([...accounts.values()].map((account) => [account.id, account]));
  const planWith = (existing: Map<string, TransferRow>) => {
    checkReplays(batch, existing, idOf);
    return planTransfers(batch.filter((t) => !existing.has(t.id)), idOf, locked, now);
  };
  let existing = existingIds.length > 0 ? await repository.findTransfers(existingIds) : new Map<string, TransferRow>();
  let plan: Plan;
  try {
    plan = planWith(existing);
  } catch (error) {
    // The look-up saw the snapshot from before the lock wait; a same-id post that committed
    // meanwhile spent the money this one would replay. Look again before refusing.
    if (!(error instanceof InsufficientFundsError)) throw error;
    const fresh = await repository.findTransfers(batch.map((t) => t.id));
    if (fresh.size === existing.size) throw error;
    existing = fresh;
    plan = planWith(existing);
  }
  if (plan.rows.length > 0) {
    const stored = await repository.writeTransfers(plan.rows, plan.deltas);
    for (const [accountId, balance] of stored) {
      if (balance !== plan.finalBalances.get(accountId)) {
        throw new Error(
          `ledger account ${accountId} moved under its lock: stored ${balance}, planned ${plan.finalBalances.get(accountId)}`,
        );
      }
    }
  }
  const written = new Map(plan.rows.map((row) => [row.id, row]));
  return batch.map((transfer): PostedTransfer => {
    const row = existing.get(transfer.id) ?? written.get(transfer.id)!;
    return {
      ...transfer,
      debitBalanceAfter: row.debitBalanceAfter,
      creditBalanceAfter: row.creditBalanceAfter,
      createdAt: row.createdAt,
      replayed: existing.has(transfer.id),
    };
  });
}

function toEntry(accountId: number, row: EntryRow): LedgerEntry {
  const isDebit = row.debitAccountId === accountId;
  const amount = isDebit ? -row.amount : row.amount;
  const balanceAfter = isDebit ? row.debitBalanceAfter : row.creditBalanceAfter;
  const other = refFromRow({
    ownerKind: row.counterpartyKind,
    playerId: row.counterpartyPlayerId,
    type: row.counterpartyType,
  });
  const counterparty: Counterparty = other.kind === 'player' ? { kind: 'player', type: other.type } : other;
  return {
    transferId: row.id,
    amount,
    balanceBefore: balanceAfter - amount,
    balanceAfter,
    code: row.code as LedgerEntry['code'],
    reference: row.reference,
    createdAt: row.createdAt,
    counterparty,
  };
}

function parseCursor(cursor: string | null | undefined): number | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw new InvalidLedgerInputError('entries cursor is malformed');
  return Number(cursor);
}

export function createLedgerService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * Posts transfers all-or-nothing. Without `executor`, or with a plain database, it runs in its
   * own transaction and retries serialization failures, deadlocks and same-id races a bounded
   * number of times. With a transaction it joins it (inside a savepoint, so a refused post leaves
   * the caller's transaction usable) and commits or rolls back with the caller's work.
   *
   * Throws InsufficientFundsError (a flagged account would go negative), LedgerConflictError (an
   * id was posted before with other fields) or InvalidLedgerInputError; in each case nothing moved.
   *
   * `withoutSavepoint` (with a transaction only) saves the savepoint's two round trips for a
   * caller that rolls its whole transaction back on any error of the post and retries it for a
   * same-id race itself (`isRetryableTransactionError`): a hot path such as placing an order.
   */
  async function post(transfers: TransferInput[], executor?: Executor, options: PostOptions = {}): Promise<PostedTransfer[]> {
    const batch = validateBatch(transfers);
    if (batch.length === 0) return [];
    const run = (tx: Executor) => postInTransaction(tx, batch, clock.now());
    if (executor && isTransaction(executor)) {
      if (options.withoutSavepoint) return run(executor);
      return withRetries(() => executor.transaction(run), isTransferIdRace, MAX_SAVEPOINT_ATTEMPTS);
    }
    const owner = executor ?? db;
    return withRetries(
      () => owner.transaction(run),
      isRetryableTransactionError,
      MAX_OWN_TRANSACTION_ATTEMPTS,
    );
  }

  /**
   * Posts a large batch of NEW transfers all-or-nothing in a few set-based statements (a busy
   * round's settlement); see ledger.bulk.ts. An entry may resolve a hold stated from the caller's
   * rows, checked against the stored hold. Inside a caller's transaction it joins it in a
   * savepoint; answers how many were written and every touched account's final balance.
   */
  async function postMany(entries: BulkEntry[], executor: Executor = db): Promise<BulkPostResult> {
    return executor.transaction((tx) => postManyInTransaction(tx, entries, clock.now()));
  }

  /**
   * Reserves money for a withdrawal, an order or a staking position: `amount` moves from `from`
   * into the same player's hold account of the kind, under the hold's id and reference
   * (docs/ledger.md, "Holds"). Same transactions, errors and replays as `post`.
   */
  async function reserve(reservation: Reservation, executor?: Executor, options: PostOptions = {}): Promise<PostedTransfer> {
    const [posted] = await post([reservationTransfer(reservation)], executor, options);
    return posted!;
  }

  /** The transfers of a resolution, from its hold read back by id through `executor`. */
  async function resolutionOf(resolution: Resolution, executor: Executor): Promise<TransferInput[]> {
    const holdId = holdIdOf(resolution.hold);
    const stored = await createLedgerRepository({ db: executor }).findTransfersWithAccounts([holdId]);
    return resolutionTransfers(resolution, checkedHold(resolution.hold, stored.get(holdId)));
  }

  /**
   * Ends a hold exactly once: `void` returns it to its source, `post` sends it where its kind
   * says (docs/ledger.md, "Holds"). The id, amount and accounts come from the hold transfer, read
   * by id in the same transaction as the post; a hold never reserved is a LedgerHoldError. The
   * same resolution again is a replay, a different one a LedgerConflictError (one resolution id
   * per hold). Transactions, retries and options as in `post`.
   */
  async function resolve(resolution: Resolution, executor?: Executor, options: PostOptions = {}): Promise<PostedTransfer[]> {
    if (executor && isTransaction(executor)) {
      return post(await resolutionOf(resolution, executor), executor, options);
    }
    return withRetries(
      () =>
        (executor ?? db).transaction(async (tx) =>
          postInTransaction(tx, validateBatch(await resolutionOf(resolution, tx)), clock.now()),
        ),
      isRetryableTransactionError,
      MAX_OWN_TRANSACTION_ATTEMPTS,
    );
  }

  async function playerBalances(playerId: string, executor: Executor = db): Promise<PlayerBalances> {
    const { playerId: canonicalId } = validateAccountRef(
      { kind: 'player', playerId, type: 'cash' },
      'player balances',
    ) as PlayerAccountRef;
    const rows = await createLedgerRepository({ db: executor }).playerAccountBalances(canonicalId);
    const byType = new Map(rows.map((row) => [row.type, row.balance]));
    return {
      cash: byType.get('cash') ?? 0,
      withdrawalHold: byType.get('withdrawal_hold') ?? 0,
      betEscrow: byType.get('bet_escrow') ?? 0,
      staking: byType.get('staking') ?? 0,
    };
  }

  /** Cash of many players at once (missing accounts read as 0), a slice of ids per statement. */
  async function cashBalances(playerIds: string[], executor: Executor = db): Promise<Map<string, number>> {
    const ids = playerIds.map((playerId) => (validateAccountRef({ kind: 'player', playerId, type: 'cash' }, 'cash balances') as PlayerAccountRef).playerId);
    const stored = await createLedgerRepository({ db: executor }).cashBalances(ids);
    return new Map(ids.map((playerId) => [playerId, stored.get(playerId) ?? 0]));
  }

  async function houseBalances(executor: Executor = db): Promise<HouseBalances> {
    const rows = await createLedgerRepository({ db: executor }).houseAccountBalances();
    const byType = new Map(rows.map((row) => [row.type, row.balance]));
    return Object.fromEntries(HOUSE_ACCOUNT_TYPES.map((type) => [type, byType.get(type) ?? 0])) as HouseBalances;
  }

  /** The balance of any one account; 0 when it has never been used. */
  async function balanceOf(ref: AccountRef, executor: Executor = db): Promise<number> {
    return createLedgerRepository({ db: executor }).accountBalance(validateAccountRef(ref, 'balance'));
  }

  /** One account's entries, newest first, a page at a time (the fund flow and the console). */
  async function accountEntries(
    ref: AccountRef,
    query: EntriesQuery = {},
    executor: Executor = db,
  ): Promise<EntriesPage> {
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
    const repository = createLedgerRepository({ db: executor });
    const canonical = validateAccountRef(ref, 'entries');
    const accountId = (await repository.findAccountIds([canonical])).get(accountKey(canonical));
    if (accountId === undefined) return { entries: [], nextCursor: null };
    const rows = await repository.entries(accountId, {
      from: query.from,
      to: query.to,
      beforeSeq: parseCursor(query.cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      entries: page.map((row) => toEntry(accountId, row)),
      nextCursor: rows.length > limit && last ? String(last.seq) : null,
    };
  }

  /**
   * Proves the invariants (docs/ledger.md). Without a transaction it reads one consistent
   * snapshot, so it can run while others post.
   */
  async function checkInvariants(executor: Executor = db): Promise<InvariantReport> {
    return checkLedgerInvariants(executor);
  }

  return { post, postMany, reserve, resolve, playerBalances, cashBalances, houseBalances, balanceOf, accountEntries, checkInvariants };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
