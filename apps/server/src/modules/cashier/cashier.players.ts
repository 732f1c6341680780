import { MAX_MINOR_UNITS } from '@fairround/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { createPlayersRepository, type PlayerRow } from '../accounts/players.repository.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import { accountFrozen } from './cashier.errors.js';
import { depositRequests } from './deposits/deposits.tables.js';

/** Any constant shared by every instance: the first key of the per-player cashier lock. */
const CASHIER_LOCK_NAMESPACE = 7_310_104;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from clients; anything that is not a uuid can match nothing (and must not reach SQL). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Serialises one player's cashier writes (new deposits, withdrawals, withdrawal accounts) across
 * every instance until the transaction ends, so per-player counts (pending deposits, daily
 * withdrawals, saved accounts) and idempotency keys are checked and used atomically. An advisory
 * lock rather than the players row: settlement locks ledger rows before updating players, and we
 * must not take those two in the opposite order.
 */
export async function lockPlayerCashier(tx: Executor, playerId: string): Promise<void> {
  const key = Number.parseInt(playerId.replace(/-/g, '').slice(0, 8), 16) | 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${CASHIER_LOCK_NAMESPACE}::int, ${key}::int)`);
}

export async function findPlayer(executor: Executor, playerId: string): Promise<PlayerRow | null> {
  return createPlayersRepository({ db: executor }).findById(playerId);
}

/** The player behind a live session, refused with 1069 when frozen. */
export async function requireActivePlayer(executor: Executor, playerId: string): Promise<PlayerRow> {
  const player = await findPlayer(executor, playerId);
  // The session was live a moment ago; a missing player means it died in between.
  if (!player) throw new SessionRequiredError();
  if (player.status === 'frozen') throw accountFrozen();
  return player;
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
