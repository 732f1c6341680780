import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { ROUND_BETTING_LOCK_NAMESPACE } from '../../platform/db/advisory-locks.js';

/**
 * A round's betting lock, a transaction-level advisory lock keyed by the round. Every order takes
 * it shared (`shareRoundBetting`, inside its first statement) and every move of a round out of
 * `open` takes it exclusive first (`lockRoundsBetting`): the lock step, the draw and settlement.
 * So settlement waits for every order that read its round as open, and an order that had to wait
 * sees the round's new state in its next statement (the insert re-checks `state = 'open'`).
 *
 * Why not `select … for share` on the round row, as before: hundreds of concurrent orders in one
 * round would each write that row (a row lock is stored in the tuple, and with more than one
 * holder as a new multixact per locker) — the hot shared row of a busy round. Advisory locks live
 * in the server's lock table and write nothing.
 */
export function shareRoundBetting(roundId: string): SQL {
  return sql`pg_advisory_xact_lock_shared(${ROUND_BETTING_LOCK_NAMESPACE}::int, hashtext(${roundId}::text))`;
}

/** Takes the betting locks of these rounds exclusive, in one order everywhere (no crosswise waits). */
export async function lockRoundsBetting(tx: Executor, roundIds: readonly string[]): Promise<void> {
  for (const roundId of [...new Set(roundIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_BETTING_LOCK_NAMESPACE}::int, hashtext(${roundId}::text))`);
  }
}
