import type { LedgerCode } from '@fairround/shared';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows, queryRows, type Executor } from '../../platform/db/database.js';
import { accountKey, mustNotGoNegative, refFromRow } from './ledger.accounts.js';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

const CASH_BALANCES_PER_STATEMENT = 5_000;

export type LockedAccount = { id: number; balance: number; mustNotGoNegative: boolean };
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransferRow = Omit<TransferRow, 'seq'>;

function matchesRef(ref: AccountRef): SQL {
  return ref.kind === 'player'
    ? and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.playerId, ref.playerId),
        eq(ledgerAccounts.type, ref.type),
      )!
    : and(eq(ledgerAccounts.ownerKind, 'house'), eq(ledgerAccounts.type, ref.type))!;
}

/** Posts touching at most this many accounts lock them through a prepared statement. */
const PREPARED_LOCK_MAX_REFS = 4;

type LockedAccountRow = {
  id: string | number;
  owner_kind: string;
  player_id: string | null;
  type: string;
  balance: string | number;
  must_not_go_negative: boolean;
  existing: string[] | null;
};

type StoredTransferRow = {
  id: string;
  amount: string | number;
  code: string;
  reference: string;
  debit_kind: string;
  debit_player: string | null;
  debit_type: string;
  credit_kind: string;
  credit_player: string | null;
  credit_type: string;
};

function storedTransferOf(row: StoredTransferRow): TransferInput {
  return {
    id: row.id,
    debit: refFromRow({ ownerKind: row.debit_kind, playerId: row.debit_player, type: row.debit_type }),
    credit: refFromRow({ ownerKind: row.credit_kind, playerId: row.credit_player, type: row.credit_type }),
    amount: Number(row.amount),
    code: row.code as LedgerCode,
    reference: row.reference,
  };
}

/** Low-level reads and writes of the two ledger tables; the service owns every rule. */
export function createLedgerRepository({ db }: { db: Executor }) {
  async function findAccountIds(refs: readonly AccountRef[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (refs.length === 0) return ids;
    const rows = await db
      .select({
        id: ledgerAccounts.id,
        ownerKind: ledgerAccounts.ownerKind,
        playerId: ledgerAccounts.playerId,
        type: ledgerAccounts.type,
      })
      .from(ledgerAccounts)
      .where(or(...refs.map(matchesRef)));
    for (const row of rows) ids.set(accountKey(refFromRow(row)), row.id);
    return ids;
  }

  return {
    findAccountIds,

    /**
     * Finds and locks the accounts of `refs` in ONE statement, in ascending id order (the same
     * order in every transaction, so posts queue rather than deadlock), and answers which of
     * `transferIds` already exist. The existence check reads the statement's snapshot, taken
     * before any lock wait: a same-id transfer committed while this waited shows up as a
     * primary-key race on insert, which the caller retries (`isTransferIdRace`).
     */
    async lockAccountsByRef(
      refs: readonly AccountRef[],
      transferIds: readonly string[],
    ): Promise<{ accounts: Map<string, LockedAccount>; existingIds: string[] }> {
      const query = sql`select id, owner_kind, player_id::text as player_id, type, balance, must_not_go_negative,
                   (select array_agg(t.id) from ledger_transfers t where t.id = any(${sql.param([...transferIds])}::text[])) as existing
            from ledger_accounts
            where ${or(...refs.map(matchesRef))}
            order by id
            for update of ledger_accounts`;
      // The text depends only on which kinds of account the post touches, in order: a hot post
      // (an order's stake, two player accounts) is prepared once per connection, others are not.
      const rows = await (refs.length <= PREPARED_LOCK_MAX_REFS
        ? preparedRows<LockedAccountRow>(db, `ledger_lock_by_ref_${refs.map((ref) => ref.kind[0]).join('')}`, query)
        : queryRows<LockedAccountRow>(db, query));
      const accounts = new Map<string, LockedAccount>();
      for (const row of rows) {
        const ref = refFromRow({ ownerKind: row.owner_kind, playerId: row.player_id, type: row.type });
        accounts.set(accountKey(ref), { id: Number(row.id), balance: Number(row.balance), mustNotGoNegative: row.must_not_go_negative });
      }
      return { accounts, existingIds: rows[0]?.existing ?? [] };
    },

    /** Creates the accounts that do not exist yet (a concurrent creator wins quietly). */
    async createAccounts(refs: readonly AccountRef[], createdAt: Date): Promise<void> {
      if (refs.length === 0) return;
      await db
        .insert(ledgerAccounts)
        .values(
          refs.map((ref) => ({
            ownerKind: ref.kind,
            playerId: ref.kind === 'player' ? ref.playerId : null,
            type: ref.type,
            mustNotGoNegative: mustNotGoNegative(ref),
            createdAt,
          })),
        )
        .onConflictDoNothing();
    },

    /**
     * Writes new transfers (in order, so `seq` follows the order they were applied) and moves
     * each cached balance by its delta, in ONE statement; answers the stored balances.
     */
    async writeTransfers(rows: readonly NewTransferRow[], deltas: ReadonlyMap<number, number>): Promise<Map<number, number>> {
      const column = <T>(pick: (row: NewTransferRow) => T) => sql.param(rows.map(pick));
      const moved = [...deltas].filter(([, delta]) => delta !== 0);
      const stored = await preparedRows<{ id: string | number; balance: string | number }>(
        db,
        'ledger_write_transfers',
        sql`with inserted as (
              insert into ledger_transfers
                (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after, created_at)
              select id, debit, credit, amount, code, reference, debit_after, credit_after, created_at
              from unnest(${column((row) => row.id)}::text[], ${column((row) => row.debitAccountId)}::bigint[],
                          ${column((row) => row.creditAccountId)}::bigint[], ${column((row) => row.amount)}::bigint[],
                          ${column((row) => row.code)}::text[], ${column((row) => row.reference)}::text[],
                          ${column((row) => row.debitBalanceAfter)}::bigint[], ${column((row) => row.creditBalanceAfter)}::bigint[],
                          ${column((row) => row.createdAt.toISOString())}::timestamptz[])
                   with ordinality as u(id, debit, credit, amount, code, reference, debit_after, credit_after, created_at, ord)
              order by ord
              returning 1
            )
            update ledger_accounts a
            set balance = a.balance + d.delta
            from unnest(${sql.param(moved.map(([id]) => id))}::bigint[], ${sql.param(moved.map(([, delta]) => delta))}::bigint[]) as d(id, delta)
            where a.id = d.id
            returning a.id, a.balance`,
      );
      return new Map(stored.map((row) => [Number(row.id), Number(row.balance)]));
    },

    async findTransfers(ids: readonly string[]): Promise<Map<string, TransferRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Transfers by id, each with its accounts named (a hold read back for its resolution): one
     * statement however many ids. Each row is found by primary key through a lateral look-up
     * (`limit 1` keeps it one): a plain join lets the planner, whose statistics lag a bulk load
     * in the same transaction, scan both tables whole for every slice.
     */
    async findTransfersWithAccounts(ids: readonly string[]): Promise<Map<string, TransferInput>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<StoredTransferRow>(
        db,
        sql`select t.id, t.amount, t.code, t.reference,
                   d.owner_kind as debit_kind, d.player_id::text as debit_player, d.type as debit_type,
                   c.owner_kind as credit_kind, c.player_id::text as credit_player, c.type as credit_type
            from unnest(${sql.param([...ids])}::text[]) as wanted(id)
            cross join lateral (select * from ledger_transfers where id = wanted.id limit 1) t
            cross join lateral (select * from ledger_accounts where id = t.debit_account_id limit 1) d
            cross join lateral (select * from ledger_accounts where id = t.credit_account_id limit 1) c`,
      );
      return new Map(rows.map((row) => [row.id, storedTransferOf(row)]));
    },

    async playerAccountBalances(playerId: string): Promise<Array<{ type: string; balance: number }>> {
      return db
        .select({ type: ledgerAccounts.type, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.playerId, playerId)));
    },

    async cashBalances(playerIds: string[]): Promise<Map<string, number>> {
      const balances = new Map<string, number>();
      for (let start = 0; start < playerIds.length; start += CASH_BALANCES_PER_STATEMENT) {
        const rows = await db
          .select({ playerId: ledgerAccounts.playerId, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.ownerKind, 'player'),
              eq(ledgerAccounts.type, 'cash'),
              sql`${ledgerAccounts.playerId} = any(${sql.param(playerIds.slice(start, start + CASH_BALANCES_PER_STATEMENT))}::uuid[])`,
            ),
          );
        for (const row of rows) balances.set(row.playerId!, row.balance);
      }
      return balances;
    },

    async houseAccountBalances(): Promise<Array<{ type: string; balance: number }>> {
      return db
        .select({ type: ledgerAccounts.type, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.ownerKind, 'house'));
    },

    async accountBalance(ref: AccountRef): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(matchesRef(ref));
      return row?.balance ?? 0;
    },

    /** Transfers touching one account, newest first, with the other side's kind and type. */
    async entries(accountId: number, query: { from?: Date; to?: Date; beforeSeq?: number; limit: number }) {
      const counterparty = alias(ledgerAccounts, 'counterparty');
      const t = ledgerTransfers;
      return db
        .select({
          id: t.id,
          seq: t.seq,
          debitAccountId: t.debitAccountId,
          amount: t.amount,
          code: t.code,
          reference: t.reference,
          debitBalanceAfter: t.debitBalanceAfter,
          creditBalanceAfter: t.creditBalanceAfter,
          createdAt: t.createdAt,
          counterpartyKind: counterparty.ownerKind,
          counterpartyPlayerId: counterparty.playerId,
          counterpartyType: counterparty.type,
        })
        .from(t)
        .innerJoin(
          counterparty,
          sql`${counterparty.id} = case when ${t.debitAccountId} = ${accountId} then ${t.creditAccountId} else ${t.debitAccountId} end`,
        )
        .where(
          and(
            or(eq(t.debitAccountId, accountId), eq(t.creditAccountId, accountId)),
            query.from ? gte(t.createdAt, query.from) : undefined,
            query.to ? lt(t.createdAt, query.to) : undefined,
            query.beforeSeq !== undefined ? lt(t.seq, query.beforeSeq) : undefined,
          ),
        )
        .orderBy(desc(t.seq))
        .limit(query.limit);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
export type EntryRow = Awaited<ReturnType<LedgerRepository['entries']>>[number];
