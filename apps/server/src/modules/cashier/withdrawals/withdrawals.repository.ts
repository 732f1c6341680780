import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@fairround/shared';
import type { Executor } from '../../../platform/db/database.js';
import { playerNames } from '../../accounts/players.queries.js';
import { withdrawalAccounts } from '../bank-accounts/bank-accounts.tables.js';
import { withdrawals } from './withdrawals.tables.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
export type PageQuery = { page: number; pageSize: number };
export type WithdrawalsFilter = {
  status?: WithdrawalStatus;
  userId?: string;
  awaitingSecondApproval?: boolean;
} & PageQuery;

/** The console list's filters (status, player, second approval), for the list and its export. */
export function withdrawalListWhere(filter: Omit<WithdrawalsFilter, keyof PageQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.userId) conditions.push(eq(withdrawals.playerId, filter.userId));
  if (filter.awaitingSecondApproval !== undefined) {
    conditions.push(eq(withdrawals.status, 'pending'));
    conditions.push(
      filter.awaitingSecondApproval ? isNotNull(withdrawals.firstApproverId) : isNull(withdrawals.firstApproverId),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createWithdrawalsRepository({ db }: { db: Executor }) {
  async function pageOf(where: SQL | undefined, { page, pageSize }: PageQuery) {
    const [rows, [counted]] = await Promise.all([
      db
        .select({ withdrawal: withdrawals, account: withdrawalAccounts, username: playerNames.username })
        .from(withdrawals)
        .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawals.accountId))
        .leftJoin(playerNames, eq(playerNames.id, withdrawals.playerId))
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    async insert(row: NewWithdrawalRow): Promise<WithdrawalRow> {
      const [inserted] = await db.insert(withdrawals).values(row).returning();
      return inserted!;
    },

    async findByRequestKey(playerId: string, requestKey: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.requestKey, requestKey)));
      return row ?? null;
    },

    /** Requests made in [from, to) that still count against the daily limit (rejected ones do not). */
    async countMadeBetween(playerId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.playerId, playerId),
            ne(withdrawals.status, 'rejected'),
            gte(withdrawals.createdAt, from),
            lt(withdrawals.createdAt, to),
          ),
        );
      return row?.total ?? 0;
    },

    async hasPendingForAccount(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.status, 'pending')))
        .limit(1);
      return row !== undefined;
    },

    /** Locks the withdrawal until the transaction ends, so approvals and rejections queue on it. */
    async lockById(id: string): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      return row ?? null;
    },

    async findWithAccount(id: string) {
      const { rows } = await pageOf(eq(withdrawals.id, id), { page: 1, pageSize: 1 });
      return rows[0] ?? null;
    },

    /** One of the player's own withdrawals with its account; another player's id finds nothing. */
    async findOwn(playerId: string, id: string) {
      const { rows } = await pageOf(and(eq(withdrawals.id, id), eq(withdrawals.playerId, playerId)), {
        page: 1,
        pageSize: 1,
      });
      return rows[0] ?? null;
    },

    listOwn(playerId: string, query: PageQuery) {
      return pageOf(eq(withdrawals.playerId, playerId), query);
    },

    list(filter: WithdrawalsFilter) {
      return pageOf(withdrawalListWhere(filter), filter);
    },

    /** Records the first of two approvals; null when it was already recorded or resolved. */
    async recordFirstApproval(id: string, staff: { staffId: string; username: string }, at: Date) {
      const [row] = await db
        .update(withdrawals)
        .set({ firstApproverId: staff.staffId, firstApproverUsername: staff.username, firstApprovedAt: at })
        .where(
          and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), isNull(withdrawals.firstApproverId)),
        )
        .returning();
      return row ?? null;
    },

    /** Moves a pending withdrawal to its one resolution; null when something else resolved it. */
    async resolve(
      id: string,
      resolution: Pick<
        WithdrawalRow,
        'status' | 'reason' | 'payoutReference' | 'resolvedAt' | 'resolvedBy' | 'resolvedByUsername'
      >,
    ): Promise<WithdrawalRow | null> {
      const [row] = await db
        .update(withdrawals)
        .set(resolution)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Count and sum of the withdrawals paid in [from, to) — the dashboard's "today". */
    async paidBetween(from: Date, to: Date): Promise<{ count: number; totalMinor: number }> {
      const [row] = await db
        .select({ count: count(), total: sql<string | null>`sum(${withdrawals.amount})` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.status, 'paid'),
            gte(withdrawals.resolvedAt, from),
            lt(withdrawals.resolvedAt, to),
          ),
        );
      return { count: row?.count ?? 0, totalMinor: Number(row?.total ?? 0) };
    },

    async pendingCounts(): Promise<{ pending: number; awaitingSecondApproval: number }> {
      const [row] = await db
        .select({
          pending: count(),
          awaiting: sql<number>`count(${withdrawals.firstApproverId})::int`,
        })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'pending'));
      return { pending: row?.pending ?? 0, awaitingSecondApproval: row?.awaiting ?? 0 };
    },
  };
}
