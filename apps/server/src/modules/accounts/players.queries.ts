import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { players } from './players.tables.js';

/**
 * The read model other modules join players through: id, username and nickname, nothing else
 * (no hashes, no phone) and nothing to write. A subquery PostgreSQL flattens into the caller's
 * query, so `.innerJoin(playerNames, eq(playerNames.id, orders.playerId))` plans as a plain join.
 */
export const playerNames = new QueryBuilder()
  .select({ id: players.id, username: players.username, nickname: players.nickname })
  .from(players)
  .as('player_names');

/** Usernames of these players by id (unknown ids are left out). */
export async function usernamesOf(executor: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}
