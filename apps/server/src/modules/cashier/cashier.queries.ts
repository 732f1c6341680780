import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { depositRequests } from './deposits/deposits.tables.js';
import { withdrawals } from './withdrawals/withdrawals.tables.js';

/**
 * What other modules read of the cashier's requests (support's player context, the audit log's
 * target names), so they never import the cashier's tables. Read-only.
 */
export type CashierRequestKind = 'deposit' | 'withdrawal';

const TABLES = { deposit: depositRequests, withdrawal: withdrawals } as const;

export type CashierRequestSummary = {
  id: string;
  amount: number;
  status: (typeof depositRequests.$inferSelect)['status'] | (typeof withdrawals.$inferSelect)['status'];
  createdAt: Date;
  resolvedAt: Date | null;
};

/** The player's newest `limit` requests of one kind, newest first. */
export async function recentRequestsOf(
  executor: Executor,
  kind: CashierRequestKind,
  playerId: string,
  limit: number,
): Promise<CashierRequestSummary[]> {
  const table = TABLES[kind];
  return executor
    .select({
      id: table.id,
      amount: table.amount,
      status: table.status,
      createdAt: table.createdAt,
      resolvedAt: table.resolvedAt,
    })
    .from(table)
    .where(eq(table.playerId, playerId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

/** The player behind each of these requests, by request id (unknown ids are left out). */
export async function requestOwners(
  executor: Executor,
  kind: CashierRequestKind,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = TABLES[kind];
  const rows = await executor
    .select({ id: table.id, playerId: table.playerId })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.playerId]));
}

/**
 * What the player has withdrawn or asked to withdraw so far: the sum of their paid and pending
 * withdrawals, in minor units (identity verification's lifetime threshold counts both).
 */
export async function withdrawnOrPendingMinor(executor: Executor, playerId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string | null>`sum(${withdrawals.amount})` })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), inArray(withdrawals.status, ['pending', 'paid'])));
  return Number(row?.total ?? 0);
}
