import type { BroadcastAudience } from '@fairround/shared';
import { gte, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { players } from './players.tables.js';
import { playerSessions } from './sessions/sessions.tables.js';

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

const DAY_MS = 24 * 60 * 60_000;

/**
 * The players a broadcast is for, as a subquery of ids (`id`): everyone, those at a VIP level or
 * above, or those with a session seen in the last `days` days before `now`.
 */
export function audiencePlayerIds(audience: BroadcastAudience, now: Date) {
  const builder = new QueryBuilder();
  switch (audience.kind) {
    case 'vip':
      return builder.select({ id: players.id }).from(players).where(gte(players.level, audience.minLevel));
    case 'active':
      return builder
        .selectDistinct({ id: sql<string>`${playerSessions.playerId}`.as('id') })
        .from(playerSessions)
        .where(gte(playerSessions.lastSeenAt, new Date(now.getTime() - audience.days * DAY_MS)));
    case 'all':
      return builder.select({ id: players.id }).from(players);
  }
}
