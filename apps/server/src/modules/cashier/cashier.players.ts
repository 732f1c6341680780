import { MAX_MINOR_UNITS } from '@fairround/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import type { PlayerRow } from '../accounts/players.service.js';
import { depositRequests } from './deposits/deposits.tables.js';
import { PLAYER_CASHIER_LOCK_NAMESPACE, playerLockKey } from '../../platform/db/advisory-locks.js';

/**
 * Serialises one player's cashier writes (new deposits, withdrawals, withdrawal accounts) across
 * every instance until the transaction ends, so per-player counts (pending deposits, daily
 * withdrawals, saved accounts) and idempotency keys are checked and used atomically. An advisory
 * lock rather than the players row: settlement locks ledger rows before updating players, and we
 * must not take those two in the opposite order.
 */
export async function lockPlayerCashier(tx: Executor, playerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PLAYER_CASHIER_LOCK_NAMESPACE}::int, ${playerLockKey(playerId)}::int)`,
  );
}

/** Σ of what every approved deposit added to the player's turnover requirement. */
export async function requiredTurnoverMinor(executor: Executor, playerId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string | null>`sum(${depositRequests.turnoverRequired})` })
    .from(depositRequests)
    .where(and(eq(depositRequests.playerId, playerId), eq(depositRequests.status, 'approved')));
  return Math.min(Number(row?.total ?? 0), MAX_MINOR_UNITS - 1);
}

export type TurnoverStatus = { requiredMinor: number; achievedMinor: number };

/** Required vs achieved turnover (achieved = the player's lifetime settled stakes). */
export async function turnoverStatusOf(executor: Executor, player: PlayerRow): Promise<TurnoverStatus> {
  return { requiredMinor: await requiredTurnoverMinor(executor, player.id), achievedMinor: player.turnover };
}
