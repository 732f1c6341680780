import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../platform/db/database.js';
import type { InvariantReport } from './ledger.types.js';

/** Each check reports at most this many offending rows; one is enough to fail, a few help debug. */
const MAX_ROWS_PER_CHECK = 20;

type AccountRow = { id: string; owner_kind: string; player_id: string | null; type: string };

function nameOf(row: AccountRow): string {
  return row.owner_kind === 'player'
    ? `account ${row.id} (player ${row.player_id} ${row.type})`
    : `account ${row.id} (house ${row.type})`;
}

/**
 * Every account starts at zero and every transfer takes from one account exactly what it gives
 * to another, so all balances together always sum to zero. Sums run in SQL `numeric`, which
 * cannot overflow, and come back as text.
 */
async function balancesSumToZero(db: Executor): Promise<string[]> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(balance::numeric), 0)::text as total from ledger_accounts`,
  );
  return row && row.total !== '0' ? [`account balances sum to ${row.total}, not 0`] : [];
}

/** The cached balance of every account equals Σ credits − Σ debits of its transfers. */
async function cachedBalancesMatchTransfers(db: Executor): Promise<string[]> {
  const rows = await queryRows<AccountRow & { balance: string; computed: string }>(
    db,
    sql`
      with movements as (
        select credit_account_id as account_id, amount::numeric as delta from ledger_transfers
        union all
        select debit_account_id, -amount::numeric from ledger_transfers
      ), sums as (
        select account_id, sum(delta) as total from movements group by account_id
      )
      select a.id::text, a.owner_kind, a.player_id::text, a.type, a.balance::text,
             coalesce(s.total, 0)::text as computed
      from ledger_accounts a left join sums s on s.account_id = a.id
      where a.balance::numeric <> coalesce(s.total, 0)
      order by a.id
      limit ${MAX_ROWS_PER_CHECK}`,
  );
  return rows.map(
    (row) => `${nameOf(row)} caches balance ${row.balance} but its transfers sum to ${row.computed}`,
  );
}

async function flaggedAccountsNotNegative(db: Executor): Promise<string[]> {
  const rows = await queryRows<AccountRow & { balance: string }>(
    db,
    sql`select id::text, owner_kind, player_id::text, type, balance::text from ledger_accounts
        where must_not_go_negative and balance < 0 order by id limit ${MAX_ROWS_PER_CHECK}`,
  );
  return rows.map((row) => `${nameOf(row)} is flagged but negative: ${row.balance}`);
}

/** Player accounts are flagged and house accounts are not; the CHECK fixes the rest of the shape. */
async function flagsMatchOwners(db: Executor): Promise<string[]> {
  const rows = await queryRows<AccountRow>(
    db,
    sql`select id::text, owner_kind, player_id::text, type from ledger_accounts
        where must_not_go_negative <> (owner_kind = 'player') order by id limit ${MAX_ROWS_PER_CHECK}`,
  );
  return rows.map((row) => `${nameOf(row)} has the wrong must_not_go_negative flag`);
}

/** Transfers move a positive amount between two different accounts (the CHECKs, re-proved). */
async function transfersWellFormed(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string; amount: string }>(
    db,
    sql`select id, amount::text from ledger_transfers
        where amount <= 0 or debit_account_id = credit_account_id order by seq limit ${MAX_ROWS_PER_CHECK}`,
  );
  return rows.map(
    (row) => `transfer ${row.id} is malformed (amount ${row.amount} or same account on both sides)`,
  );
}

/**
 * Along each account's transfers in `seq` order, every balance-after equals the previous one plus
 * this transfer's signed amount (starting from zero), and a flagged account's balance-after is
 * never negative: the recorded history replays to the cached balance step by step.
 */
async function runningBalancesConsistent(db: Executor): Promise<string[]> {
  const rows = await queryRows<{
    account_id: string;
    transfer_id: string;
    after: string;
    expected: string;
    flagged: boolean;
  }>(
    db,
    sql`
      with entries as (
        select debit_account_id as account_id, id, seq, -amount::numeric as delta, debit_balance_after::numeric as after
        from ledger_transfers
        union all
        select credit_account_id, id, seq, amount::numeric, credit_balance_after::numeric from ledger_transfers
      ), ordered as (
        select account_id, id, seq, after,
               sum(delta) over (partition by account_id order by seq rows unbounded preceding) as expected
        from entries
      )
      select o.account_id::text, o.id as transfer_id, o.after::text, o.expected::text, a.must_not_go_negative as flagged
      from ordered o join ledger_accounts a on a.id = o.account_id
      where o.after <> o.expected or (a.must_not_go_negative and o.after < 0)
      order by o.seq
      limit ${MAX_ROWS_PER_CHECK}`,
  );
  return rows.map((row) =>
    row.after === row.expected
      ? `transfer ${row.transfer_id} left flagged account ${row.account_id} negative: ${row.after}`
      : `transfer ${row.transfer_id} records balance ${row.after} for account ${row.account_id}, its history gives ${row.expected}`,
  );
}

const CHECKS = [
  balancesSumToZero,
  cachedBalancesMatchTransfers,
  flaggedAccountsNotNegative,
  flagsMatchOwners,
  transfersWellFormed,
  runningBalancesConsistent,
];

async function runChecks(db: Executor): Promise<InvariantReport> {
  const problems: string[] = [];
  // One after another: PGlite has a single connection, and a transaction runs one query at a time.
  for (const check of CHECKS) problems.push(...(await check(db)));
  return { ok: problems.length === 0, problems };
}

/**
 * Proves the ledger against itself. Inside a caller's transaction it sees what that transaction
 * sees; otherwise it opens a read-only repeatable-read transaction so every check reads the same
 * snapshot and it can run while others post. Full scans: meant for tests, the verify script and
 * an operator's health check, not for every request.
 */
export async function checkLedgerInvariants(executor: Executor): Promise<InvariantReport> {
  if (executor instanceof PgTransaction) return runChecks(executor);
  return executor.transaction(runChecks, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
