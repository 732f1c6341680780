import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { supportConversations } from './support.tables.js';

/** The player of each of these conversations, by conversation id, for other modules' read-outs. */
export async function conversationOwners(
  executor: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: supportConversations.id, playerId: supportConversations.playerId })
    .from(supportConversations)
    .where(inArray(supportConversations.id, [...ids]));
  // A visitor's conversation has no player to name.
  return new Map(rows.flatMap((row) => (row.playerId ? [[row.id, row.playerId] as const] : [])));
}
