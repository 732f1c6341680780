import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { accountKey, mustNotGoNegative, refFromRow } from './ledger.accounts.js';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.js';
import type { AccountRef } from './ledger.types.js';

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

    /** Ids of the accounts, creating the missing ones (a concurrent creator wins quietly). */
    async ensureAccounts(refs: readonly AccountRef[], createdAt: Date): Promise<Map<string, number>> {
      const ids = await findAccountIds(refs);
      const missing = refs.filter((ref) => !ids.has(accountKey(ref)));
      if (missing.length === 0) return ids;
      await db
        .insert(ledgerAccounts)
        .values(
          missing.map((ref) => ({
            ownerKind: ref.kind,
            playerId: ref.kind === 'player' ? ref.playerId : null,
            type: ref.type,
            mustNotGoNegative: mustNotGoNegative(ref),
            createdAt,
          })),
        )
        .onConflictDoNothing();
      const created = await findAccountIds(missing);
      for (const [key, id] of created) ids.set(key, id);
      return ids;
    },

    /**
     * Locks the accounts for the rest of the transaction. Rows are locked in ascending id order,
     * the same order in every transaction, so two posts touching the same accounts queue rather
     * than deadlock.
     */
    async lockAccounts(ids: readonly number[]): Promise<Map<number, LockedAccount>> {
      const rows = await db
        .select({
          id: ledgerAccounts.id,
          balance: ledgerAccounts.balance,
          mustNotGoNegative: ledgerAccounts.mustNotGoNegative,
        })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...ids]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      return new Map(rows.map((row) => [row.id, row]));
    },

    async findTransfers(ids: readonly string[]): Promise<Map<string, TransferRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** One insert a transfer, in order, so `seq` follows the order the transfers were applied. */
    async insertTransfer(row: NewTransferRow): Promise<void> {
      await db.insert(ledgerTransfers).values(row);
    },

    /** Moves a cached balance by `delta` and answers the new balance. */
    async addToBalance(accountId: number, delta: number): Promise<number> {
      const [row] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
        .where(eq(ledgerAccounts.id, accountId))
        .returning({ balance: ledgerAccounts.balance });
      if (!row) throw new Error(`ledger account ${accountId} vanished`);
      return row.balance;
    },

    async playerAccountBalances(playerId: string): Promise<Array<{ type: string; balance: number }>> {
      return db
        .select({ type: ledgerAccounts.type, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.playerId, playerId)));
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
