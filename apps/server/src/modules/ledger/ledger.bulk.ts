import { isSafeMinor } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';
import { yieldToEventLoop } from '../../platform/event-loop.js';
import { accountKey, mustNotGoNegative } from './ledger.accounts.js';
import { InsufficientFundsError, InvalidLedgerInputError, LedgerHoldError } from './ledger.errors.js';
import { HOLD_KINDS, holdIdOf, reservationTransfer, resolutionTransfers } from './ledger.holds.js';
import { createLedgerRepository } from './ledger.repository.js';
import { checkLedgerRule } from './ledger.rules.js';
import type { AccountRef, BulkEntry, HoldKind, HoldRef, StatedResolution, TransferInput } from './ledger.types.js';
import { validateAccountRef, validateTransfer } from './ledger.validation.js';

/**
 * Posting very large batches (a busy round's settlement: 100k orders, ~150k transfers) in a few
 * set-based statements instead of one statement per row. Same rules as `post`: every account
 * locked in ascending id order before anything is read, each transfer applied in order to the
 * locked balances so every balance-after is itself valid and no flagged account goes negative at
 * any step, `seq` following the order of the batch, and the cached balances moved once each.
 *
 * Unlike `post`, every id must be new: the caller guarantees that by a state transition in the
 * same transaction (a round moving to `settled`), and an id posted before is refused as a whole
 * rather than replayed.
 *
 * An entry may also resolve a hold the caller states from its own rows (an order's player and
 * total): the resolution's transfers are derived from the statement like `resolve` derives them
 * from the stored hold, and every statement is then checked against the stored hold, a slice of
 * ids per statement — never a query per hold.
 *
 * Statements are cut into slices so that no single one holds the event loop for long on the
 * embedded database (PGlite runs each statement synchronously in this thread).
 */

/** The most transfers `postMany` accepts at once: a round's worth with room to spare. */
export const MAX_TRANSFERS_PER_BULK_POST = 1_000_000;
/** Rows per statement: small enough for a short stall on PGlite, large enough to amortise a round trip. */
const ROWS_PER_STATEMENT = 500;
/** Transfers planned in memory between two yields to the event loop. */
const PLAN_SLICE = 5_000;
/** Stated holds checked per statement: primary-key look-ups, cheaper than the rows written. */
const HOLDS_PER_STATEMENT = 5_000;

export type BulkPostResult = {
  /** Transfers written. */
  count: number;
  /** A touched account's balance after the batch; undefined for an account the batch did not touch. */
  balanceAfter(ref: AccountRef): number | undefined;
};

/** A stated resolution's hold, canonical, with the transfers that resolve it. */
function expandResolution(entry: StatedResolution): { hold: TransferInput; transfers: TransferInput[] } {
  const from = validateAccountRef(entry.reserved.from, 'a stated hold’s source');
  if (from.kind !== 'player') throw new InvalidLedgerInputError(`${holdIdOf(entry.hold)}: a hold's source is a player account`);
  const hold = reservationTransfer({ hold: entry.hold, from, amount: entry.reserved.amount });
  // A stated hold is one `reserve` could have posted; its code then fixes its source.
  checkLedgerRule(hold);
  return { hold, transfers: resolutionTransfers(entry, hold) };
}

/** The transfers one bulk entry posts: itself, or a stated resolution's transfers. */
export function bulkEntryTransfers(entry: BulkEntry): TransferInput[] {
  return 'hold' in entry ? expandResolution(entry).transfers : [entry];
}

/**
 * Every transfer well formed and allowed by its code, every id unique in the batch, checked a
 * slice at a time; resolutions expanded into their transfers in place. Answers the distinct
 * accounts the batch touches and the holds its resolutions state, to be checked against the
 * stored ones.
 */
async function validateBulk(entries: readonly BulkEntry[]) {
  if (entries.length > MAX_TRANSFERS_PER_BULK_POST) {
    throw new InvalidLedgerInputError(`at most ${MAX_TRANSFERS_PER_BULK_POST} transfers per bulk post`);
  }
  const batch: TransferInput[] = [];
  const stated: StatedHold[] = [];
  const ids = new Set<string>();
  const refs = new Map<string, AccountRef>();
  const add = (transfer: TransferInput) => {
    const checked = validateTransfer(transfer);
    if (ids.has(checked.id)) throw new InvalidLedgerInputError(`transfer id ${checked.id} appears twice in one post`);
    ids.add(checked.id);
    batch.push(checked);
    for (const ref of [checked.debit, checked.credit]) {
      const key = accountKey(ref);
      if (!refs.has(key)) refs.set(key, ref);
    }
  };
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && index % PLAN_SLICE === 0) await yieldToEventLoop();
    if (!('hold' in entry)) {
      add(entry);
      continue;
    }
    const { hold, transfers } = expandResolution(entry);
    stated.push({ ref: entry.hold, hold });
    for (const transfer of transfers) add(transfer);
  }
  if (batch.length > MAX_TRANSFERS_PER_BULK_POST) {
    throw new InvalidLedgerInputError(`at most ${MAX_TRANSFERS_PER_BULK_POST} transfers per bulk post`);
  }
  return { batch, refs: [...refs.values()], stated };
}

/** A hold a resolution states, as `reserve` would have posted it. */
type StatedHold = { ref: HoldRef; hold: TransferInput };

type StoredHoldRow = {
  id: string;
  debit: string | number;
  credit: string | number;
  amount: string | number;
  code: string;
  reference: string;
};

/** A slice of stated holds of one kind as columns, accounts by id (see `checkStatedHolds`). */
type StatedHoldColumns = {
  kind: HoldKind;
  subjects: string[];
  debits: (number | null)[];
  credits: number[];
  amounts: number[];
};

/**
 * How many holds of the slice are stored exactly as stated, in one statement that answers one
 * number. Only subjects, accounts and amounts travel: the ids, code and reference are the kind's,
 * built in SQL. Each hold is looked up by primary key through a lateral `limit 1` — a plain join
 * lets the planner, whose statistics lag a bulk load in the same transaction, scan the whole
 * table for every slice. A source id left null is not compared.
 */
async function countMatchingHolds(tx: Executor, columns: StatedHoldColumns): Promise<number> {
  const rules = HOLD_KINDS[columns.kind];
  const [row] = await queryRows<{ matching: string | number }>(
    tx,
    sql`select count(*) as matching
        from unnest(${sql.param(columns.subjects)}::text[], ${sql.param(columns.debits)}::bigint[],
                    ${sql.param(columns.credits)}::bigint[], ${sql.param(columns.amounts)}::bigint[]) as s(subject, debit, credit, amount)
        cross join lateral (
          select * from ledger_transfers where id = ${columns.kind}::text || ':' || s.subject || ':' || ${rules.holdSuffix}::text limit 1
        ) t
        where t.credit_account_id = s.credit and (s.debit is null or t.debit_account_id = s.debit) and t.amount = s.amount
          and t.code = ${rules.reserveCode}::text and t.reference = ${rules.referencePrefix}::text || ':' || s.subject`,
  );
  return Number(row?.matching ?? 0);
}

/** Names the first stated hold of a slice that is missing or differs from the stored one. */
async function explainMismatch(tx: Executor, slice: readonly StatedHold[]): Promise<LedgerHoldError> {
  const rows = await queryRows<StoredHoldRow>(
    tx,
    sql`select t.id, t.debit_account_id as debit, t.credit_account_id as credit, t.amount, t.code, t.reference
        from unnest(${sql.param(slice.map(({ hold }) => hold.id))}::text[]) as wanted(id)
        cross join lateral (select * from ledger_transfers where id = wanted.id limit 1) t`,
  );
  const stored = new Map(rows.map((row) => [row.id, row]));
  const accountIds = await createLedgerRepository({ db: tx }).findAccountIds(slice.flatMap(({ hold }) => [hold.debit, hold.credit]));
  const idOf = (ref: AccountRef) => accountIds.get(accountKey(ref));
  for (const { hold } of slice) {
    const row = stored.get(hold.id);
    if (!row) return new LedgerHoldError(hold.id, 'was never reserved');
    const differences = [
      Number(row.debit) !== idOf(hold.debit) ? 'source account' : '',
      Number(row.credit) !== idOf(hold.credit) ? 'hold account' : '',
      Number(row.amount) !== hold.amount ? 'amount' : '',
      row.code !== hold.code ? 'code' : '',
      row.reference !== hold.reference ? 'reference' : '',
    ].filter(Boolean);
    if (differences.length > 0) return new LedgerHoldError(hold.id, `differs from the stored hold in ${differences.join(', ')}`);
  }
  return new LedgerHoldError(slice[0]!.hold.id, 'differs from the stored hold');
}

/**
 * Every stated hold must be the stored one — same accounts, amount, code and reference — checked
 * in the database a slice of one kind at a time, each statement answering only how many matched,
 * so a resolution's amount and accounts are the reservation's even when the caller built them
 * from its own rows. Only a slice that fails is read back, to name the hold.
 *
 * The hold account is always in the batch (its resolution debits it). The source is compared
 * when the batch touches it too; when it does not (a stake lost whole leaves cash alone), the
 * hold's code fixes it: the rules let a reservation come only from the hold account's own
 * player's cash.
 */
async function checkStatedHolds(
  tx: Executor,
  stated: readonly StatedHold[],
  idOf: (ref: AccountRef) => number | undefined,
): Promise<void> {
  const byKind = new Map<HoldKind, StatedHold[]>();
  for (const item of stated) {
    const ofKind = byKind.get(item.ref.kind);
    if (ofKind) ofKind.push(item);
    else byKind.set(item.ref.kind, [item]);
  }
  for (const [kind, holds] of byKind) {
    for (const slice of slices(holds, HOLDS_PER_STATEMENT)) {
      const columns: StatedHoldColumns = { kind, subjects: [], debits: [], credits: [], amounts: [] };
      for (const { ref, hold } of slice) {
        columns.subjects.push(ref.subject);
        columns.debits.push(idOf(hold.debit) ?? null);
        columns.credits.push(idOf(hold.credit)!);
        columns.amounts.push(hold.amount);
      }
      if ((await countMatchingHolds(tx, columns)) !== slice.length) throw await explainMismatch(tx, slice);
    }
  }
}

type AccountState = { id: number; balance: number; flagged: boolean };

function slices<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Ids of existing accounts among `refs`, looked up as sets (one statement per slice). */
async function findAccountIds(tx: Executor, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const houseTypes = refs.filter((ref) => ref.kind === 'house').map((ref) => ref.type);
  if (houseTypes.length > 0) {
    const rows = await queryRows<{ id: string | number; type: string }>(
      tx,
      sql`select id, type from ledger_accounts where owner_kind = 'house' and type = any(${sql.param(houseTypes)}::text[])`,
    );
    for (const row of rows) ids.set(`house:${row.type}`, Number(row.id));
  }
  const playerRefs = refs.filter((ref) => ref.kind === 'player');
  for (const slice of slices(playerRefs)) {
    const rows = await queryRows<{ id: string | number; player_id: string; type: string }>(
      tx,
      sql`select a.id, a.player_id::text as player_id, a.type
          from unnest(${sql.param(slice.map((ref) => ref.playerId))}::uuid[], ${sql.param(slice.map((ref) => ref.type))}::text[]) as r(player_id, type)
          join ledger_accounts a on a.owner_kind = 'player' and a.player_id = r.player_id and a.type = r.type`,
    );
    for (const row of rows) ids.set(`player:${row.player_id}:${row.type}`, Number(row.id));
  }
  return ids;
}

/** Ids of every account in `refs`, creating the missing ones (a concurrent creator wins quietly). */
async function ensureAccounts(tx: Executor, refs: readonly AccountRef[], now: Date): Promise<Map<string, number>> {
  const ids = await findAccountIds(tx, refs);
  const missing = refs.filter((ref) => !ids.has(accountKey(ref)));
  if (missing.length === 0) return ids;
  // Created in key order so two posts creating the same new accounts never wait on each other crosswise.
  missing.sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
  for (const slice of slices(missing)) {
    await tx.execute(sql`
      insert into ledger_accounts (owner_kind, player_id, type, must_not_go_negative, created_at)
      select kind, player_id, type, flagged, ${now}
      from unnest(${sql.param(slice.map((ref) => ref.kind))}::text[],
                  ${sql.param(slice.map((ref) => (ref.kind === 'player' ? ref.playerId : null)))}::uuid[],
                  ${sql.param(slice.map((ref) => ref.type))}::text[],
                  ${sql.param(slice.map(mustNotGoNegative))}::boolean[]) with ordinality as u(kind, player_id, type, flagged, ord)
      order by ord
      on conflict do nothing`);
  }
  for (const [key, id] of await findAccountIds(tx, missing)) ids.set(key, id);
  for (const ref of refs) {
    if (!ids.has(accountKey(ref))) throw new Error(`ledger account ${accountKey(ref)} could not be created`);
  }
  return ids;
}

/**
 * Locks the accounts in ascending id order — sliced, but every slice above the last, so the
 * order is the same as one statement's and the same as every other post's.
 */
async function lockAccounts(tx: Executor, ids: number[]): Promise<Map<number, AccountState>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const locked = new Map<number, AccountState>();
  for (const slice of slices(sorted)) {
    const rows = await queryRows<{ id: string | number; balance: string | number; must_not_go_negative: boolean }>(
      tx,
      sql`select id, balance, must_not_go_negative from ledger_accounts
          where id = any(${sql.param(slice)}::bigint[]) order by id for update`,
    );
    for (const row of rows) {
      locked.set(Number(row.id), { id: Number(row.id), balance: Number(row.balance), flagged: row.must_not_go_negative });
    }
  }
  return locked;
}

type PlannedColumns = {
  ids: string[];
  debits: number[];
  credits: number[];
  amounts: number[];
  codes: string[];
  references: string[];
  debitAfter: number[];
  creditAfter: number[];
};

/** Applies the transfers in order to the locked balances, in memory, as columns for `unnest`. */
async function plan(batch: TransferInput[], idOf: (ref: AccountRef) => number, accounts: Map<number, AccountState>) {
  const columns: PlannedColumns = { ids: [], debits: [], credits: [], amounts: [], codes: [], references: [], debitAfter: [], creditAfter: [] };
  for (let index = 0; index < batch.length; index += 1) {
    if (index > 0 && index % PLAN_SLICE === 0) await yieldToEventLoop();
    const transfer = batch[index]!;
    const debit = accounts.get(idOf(transfer.debit))!;
    const credit = accounts.get(idOf(transfer.credit))!;
    const debitBefore = debit.balance;
    if (debit.flagged && debitBefore - transfer.amount < 0) {
      throw new InsufficientFundsError(transfer.id, transfer.debit, debitBefore, transfer.amount);
    }
    debit.balance -= transfer.amount;
    credit.balance += transfer.amount;
    if (!isSafeMinor(debit.balance) || !isSafeMinor(credit.balance)) {
      throw new InvalidLedgerInputError(`transfer ${transfer.id} would take a balance out of the safe range`);
    }
    columns.ids.push(transfer.id);
    columns.debits.push(debit.id);
    columns.credits.push(credit.id);
    columns.amounts.push(transfer.amount);
    columns.codes.push(transfer.code);
    columns.references.push(transfer.reference);
    columns.debitAfter.push(debit.balance);
    columns.creditAfter.push(credit.balance);
  }
  return columns;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: unknown })?.code === UNIQUE_VIOLATION;
}

/** Writes the planned rows in order (`with ordinality … order by`), so `seq` follows the batch. */
async function insertTransfers(tx: Executor, columns: PlannedColumns, now: Date): Promise<void> {
  for (let start = 0; start < columns.ids.length; start += ROWS_PER_STATEMENT) {
    const part = <T>(values: T[]) => sql.param(values.slice(start, start + ROWS_PER_STATEMENT));
    try {
      await tx.execute(sql`
        insert into ledger_transfers
          (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after, created_at)
        select id, debit, credit, amount, code, reference, debit_after, credit_after, ${now}
        from unnest(${part(columns.ids)}::text[], ${part(columns.debits)}::bigint[], ${part(columns.credits)}::bigint[],
                    ${part(columns.amounts)}::bigint[], ${part(columns.codes)}::text[], ${part(columns.references)}::text[],
                    ${part(columns.debitAfter)}::bigint[], ${part(columns.creditAfter)}::bigint[])
             with ordinality as u(id, debit, credit, amount, code, reference, debit_after, credit_after, ord)
        order by ord`);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new InvalidLedgerInputError('a bulk post may only carry new transfer ids; one was posted before');
      }
      throw error;
    }
  }
}

/** Moves every touched cached balance once, by its net delta, and checks it lands where planned. */
async function storeBalances(tx: Executor, accounts: Map<number, AccountState>, before: Map<number, number>) {
  const moved = [...accounts.values()].filter((account) => account.balance !== before.get(account.id));
  for (const slice of slices(moved)) {
    const rows = await queryRows<{ id: string | number; balance: string | number }>(
      tx,
      sql`update ledger_accounts a set balance = a.balance + d.delta
          from unnest(${sql.param(slice.map((account) => account.id))}::bigint[],
                      ${sql.param(slice.map((account) => account.balance - before.get(account.id)!))}::bigint[]) as d(id, delta)
          where a.id = d.id
          returning a.id, a.balance`,
    );
    for (const row of rows) {
      const planned = accounts.get(Number(row.id))!.balance;
      if (Number(row.balance) !== planned) {
        throw new Error(`ledger account ${row.id} moved under its lock: stored ${row.balance}, planned ${planned}`);
      }
    }
    if (rows.length !== slice.length) throw new Error('a ledger account vanished during a bulk post');
  }
}

/** The whole bulk post inside a transaction (the caller's savepoint). */
export async function postManyInTransaction(tx: Executor, entries: readonly BulkEntry[], now: Date): Promise<BulkPostResult> {
  const { batch, refs, stated } = await validateBulk(entries);
  if (batch.length === 0) return { count: 0, balanceAfter: () => undefined };
  const accountIds = await ensureAccounts(tx, refs, now);
  await checkStatedHolds(tx, stated, (ref) => accountIds.get(accountKey(ref)));
  const idOf = (ref: AccountRef) => accountIds.get(accountKey(ref))!;
  const accounts = await lockAccounts(tx, [...accountIds.values()]);
  const before = new Map([...accounts.values()].map((account) => [account.id, account.balance]));
  const columns = await plan(batch, idOf, accounts);
  await insertTransfers(tx, columns, now);
  await storeBalances(tx, accounts, before);
  const balances = new Map(refs.map((ref) => [accountKey(ref), accounts.get(idOf(ref))!.balance]));
  return { count: batch.length, balanceAfter: (ref) => balances.get(accountKey(validateAccountRef(ref, 'balance after'))) };
}
