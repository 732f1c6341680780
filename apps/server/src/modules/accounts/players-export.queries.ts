import { and, desc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { keysetAfter, keysetOf, keysetText, type KeysetCursor } from '../../platform/db/keyset.js';
import { playerSearchWhere, type PlayerSearchFilter } from './players.repository.js';
import { players } from './players.tables.js';

/**
 * One page of the console's player list for an export: the list's own search, newest first, by
 * keyset. Read-only; the exports module streams it.
 */
export async function playersExportPage(
  executor: Executor,
  filter: PlayerSearchFilter,
  after: KeysetCursor | null,
  limit: number,
) {
  const rows = await executor
    .select({ player: players, cursorAt: keysetText(players.createdAt) })
    .from(players)
    .where(and(playerSearchWhere(filter), keysetAfter(players.createdAt, players.id, after)))
    .orderBy(desc(players.createdAt), desc(players.id))
    .limit(limit);
  return { players: rows.map((row) => row.player), last: keysetOf(rows, (row) => row.player.id) };
}
