import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { depositSearchKeys, type DepositStatus } from '@fairround/shared';
import type { Executor } from '../../../platform/db/database.js';
import { playerNames } from '../../accounts/players.queries.js';
import { depositRequests } from './deposits.tables.js';

export type DepositRow = typeof depositRequests.$inferSelect;
export type NewDepositRow = typeof depositRequests.$inferInsert;
export type PageQuery = { page: number; pageSize: number };
export type DepositListFilter = { status?: DepositStatus; userId?: string; search?: string } & PageQuery;

/** A search text as conditions: equality on the reference or the transaction id, never a pattern. */
function searchCondition(search: string): SQL {
  const keys = depositSearchKeys(search);
  const conditions: SQL[] = [];
  if (keys.reference) conditions.push(eq(depositRequests.reference, keys.reference));
  if (keys.txHashes.length > 0) conditions.push(inArray(depositRequests.txHash, keys.txHashes));
  // Neither a reference nor a transaction id: nothing can match.
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** The console list's filters (status, player, search), for the list and its export. */
export function depositListWhere(filter: Omit<DepositListFilter, keyof PageQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(depositRequests.status, filter.status));
  if (filter.userId) conditions.push(eq(depositRequests.playerId, filter.userId));
  if (filter.search) conditions.push(searchCondition(filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createDepositsRepository({ db }: { db: Executor }) {
  async function pageOf(where: SQL | undefined, { page, pageSize }: PageQuery) {
    const [rows, [counted]] = await Promise.all([
      db
        .select({ deposit: depositRequests, username: playerNames.username })
        .from(depositRequests)
        .leftJoin(playerNames, eq(playerNames.id, depositRequests.playerId))
        .where(where)
        .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(depositRequests).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    /**
     * Inserts the request, or answers null when its reference is taken (the caller draws another).
     * Any other unique index (a transaction id already claimed) still throws.
     */
    async insertUnlessReferenceTaken(row: NewDepositRow): Promise<DepositRow | null> {
      const [inserted] = await db
        .insert(depositRequests)
        .values(row)
        .onConflictDoNothing({ target: depositRequests.reference })
        .returning();
      return inserted ?? null;
    },

    /** Whether a live (pending or approved) request of this method already claims the transaction. */
    async txHashClaimed(methodId: string, txHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: depositRequests.id })
        .from(depositRequests)
        .where(
          and(
            eq(depositRequests.methodId, methodId),
            eq(depositRequests.txHash, txHash),
            inArray(depositRequests.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async countPending(playerId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(depositRequests)
        .where(and(eq(depositRequests.playerId, playerId), eq(depositRequests.status, 'pending')));
      return row?.total ?? 0;
    },

    async findById(id: string): Promise<DepositRow | null> {
      const [row] = await db.select().from(depositRequests).where(eq(depositRequests.id, id));
      return row ?? null;
    },

    /** Locks the request until the transaction ends, so two resolutions queue on it. */
    async lockById(id: string): Promise<DepositRow | null> {
      const [row] = await db.select().from(depositRequests).where(eq(depositRequests.id, id)).for('update');
      return row ?? null;
    },

    /** Locks a player's own request until the transaction ends; another player's id finds nothing. */
    async lockOwn(playerId: string, id: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(depositRequests)
        .where(and(eq(depositRequests.id, id), eq(depositRequests.playerId, playerId)))
        .for('update');
      return row ?? null;
    },

    /** A player's own request; another player's id finds nothing. */
    async findOwn(playerId: string, id: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(depositRequests)
        .where(and(eq(depositRequests.id, id), eq(depositRequests.playerId, playerId)));
      return row ?? null;
    },

    /**
     * Moves a pending request to its one resolution. The `status = 'pending'` condition makes a
     * second resolution update nothing (null), whatever raced it.
     */
    async resolve(
      id: string,
      resolution: Pick<
        DepositRow,
        'status' | 'reason' | 'resolvedAt' | 'resolvedBy' | 'resolvedByUsername' | 'turnoverRequired'
      >,
    ): Promise<DepositRow | null> {
      const [row] = await db
        .update(depositRequests)
        .set(resolution)
        .where(and(eq(depositRequests.id, id), eq(depositRequests.status, 'pending')))
        .returning();
      return row ?? null;
    },

    listOwn(playerId: string, query: PageQuery) {
      return pageOf(eq(depositRequests.playerId, playerId), query);
    },

    list(filter: DepositListFilter) {
      return pageOf(depositListWhere(filter), filter);
    },

    /** Count and sum of the deposits approved in [from, to) — the dashboard's "today". */
    async approvedBetween(from: Date, to: Date): Promise<{ count: number; totalMinor: number }> {
      const [row] = await db
        .select({ count: count(), total: sql<string | null>`sum(${depositRequests.amount})` })
        .from(depositRequests)
        .where(
          and(
            eq(depositRequests.status, 'approved'),
            gte(depositRequests.resolvedAt, from),
            lt(depositRequests.resolvedAt, to),
          ),
        );
      return { count: row?.count ?? 0, totalMinor: Number(row?.total ?? 0) };
    },

    async countByStatus(status: DepositStatus): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(depositRequests)
        .where(eq(depositRequests.status, status));
      return row?.total ?? 0;
    },
  };
}
