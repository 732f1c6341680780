/**
 * Every PostgreSQL advisory-lock key the server takes, in one place, so no two uses share a key
 * by accident (advisory-locks.test.ts proves they are distinct). Any constants work as long as
 * every instance uses the same ones; all sit in the 7_310_xxx block so they are easy to spot in
 * `pg_locks`.
 *
 * Two shapes: a single key (`pg_advisory_lock(bigint)`) names one lock, and a namespace is the
 * first of two int keys (`pg_advisory_xact_lock(int, int)`), the second naming the thing locked
 * (a player, a round, a room type). PostgreSQL keeps the two shapes apart (objsubid 1 vs 2), but
 * the registry keeps every number distinct anyway so a key can never be misread for another.
 * Under PGlite (one process, one connection) the locks are taken and trivially granted.
 */

/** Migrations: one process migrates at a time (session lock, platform/db/database.ts). */
export const MIGRATION_LOCK_KEY = 7_310_001;

/** The rounds engine's leader: one instance schedules, locks, draws and settles (session lock). */
export const ENGINE_LEADER_KEY = 7_310_200;

/** The staking accrual job's leader: one instance pays due days (session lock). */
export const ACCRUAL_LEADER_KEY = 7_310_300;

/** The staking reserve: transfer-ins and releases spend headroom one at a time (xact lock). */
export const STAKING_RESERVE_LOCK_KEY = 7_310_301;

/**
 * Per player (second key: the player id's first 32 bits): the player's cashier writes — new
 * deposits, withdrawals, withdrawal accounts, stakes and protection limits that count them — so
 * per-player counts and idempotency keys are checked and used atomically.
 */
export const PLAYER_CASHIER_LOCK_NAMESPACE = 7_310_104;

/**
 * Nickname changes (xact lock): checking that no other player goes by the name (nickname or
 * username, any case) and that the player is under the change limit, then writing it, happen one
 * change at a time. One key for every player: changes are rare, and a per-name key would not
 * serialise one player's parallel changes to different names against the limit. Registration
 * takes it too, so a new username can never equal a nickname taken at the same moment.
 */
export const NICKNAME_CHANGE_LOCK_KEY = 7_310_105;

/**
 * Per player (second key: the player id's first 32 bits): identity verification — the player's
 * one draft, its uploads and its submission are checked and written one at a time.
 */
export const PLAYER_VERIFICATION_LOCK_NAMESPACE = 7_310_106;

/** Per room type (second key: the type): scheduling rounds and publishing the next fairness chain. */
export const ROUND_SCHEDULE_LOCK_NAMESPACE = 7_310_201;

/** Per round (second key: hashtext(round id)): one settlement at a time (a try-lock). */
export const ROUND_SETTLE_LOCK_NAMESPACE = 7_310_202;

/** Per player (second key: the player id's first 32 bits): an order's `order_key` check and use. */
export const PLAYER_ORDERS_LOCK_NAMESPACE = 7_310_203;

/**
 * Per round (second key: hashtext(round id)): its betting lock, shared by every order, exclusive
 * for moving the round out of `open` (modules/rounds/rounds.locks.ts).
 */
export const ROUND_BETTING_LOCK_NAMESPACE = 7_310_204;

/**
 * Console staff whose change could leave no active owner (disable, role change): one at a time,
 * so two owners demoting each other at once cannot both pass the last-owner check (xact lock).
 */
export const STAFF_OWNERS_LOCK_KEY = 7_310_400;

/** Every key above by name, for the distinctness test. */
export const ADVISORY_LOCK_KEYS = {
  MIGRATION_LOCK_KEY,
  ENGINE_LEADER_KEY,
  ACCRUAL_LEADER_KEY,
  STAKING_RESERVE_LOCK_KEY,
  PLAYER_CASHIER_LOCK_NAMESPACE,
  NICKNAME_CHANGE_LOCK_KEY,
  PLAYER_VERIFICATION_LOCK_NAMESPACE,
  ROUND_SCHEDULE_LOCK_NAMESPACE,
  ROUND_SETTLE_LOCK_NAMESPACE,
  PLAYER_ORDERS_LOCK_NAMESPACE,
  ROUND_BETTING_LOCK_NAMESPACE,
  STAFF_OWNERS_LOCK_KEY,
} as const;

/**
 * The second key of a per-player lock: the player id's first 32 bits as a signed int (ids are
 * uuids, so collisions between players are rare and only make two players wait on each other).
 */
export function playerLockKey(playerId: string): number {
  return Number.parseInt(playerId.replace(/-/g, '').slice(0, 8), 16) | 0;
}
