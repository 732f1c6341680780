import type { UiLanguage } from '@fairround/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { players } from '../accounts/players.tables.js';
import { depositRequests } from '../cashier/deposits/deposits.tables.js';
import { withdrawals } from '../cashier/withdrawals/withdrawals.tables.js';
import { articles } from '../content/content.tables.js';
import { games, rooms } from '../rounds/rounds.tables.js';
import { createRoundsViews } from '../rounds/rounds.views.js';
import { supportConversations } from '../support/support.tables.js';
import { staffUsers } from './admin.tables.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER_PATTERN = /^\d{1,9}$/;

type Target = { targetType: string; targetId: string | null };
type Names = Map<string, string>;

/** Room titles only use the catalogue's texts, so the money digits do not matter here. */
const roomViews = createRoundsViews(0);

const ARTICLE_TITLE_COLUMN = {
  vi: 'titleVi',
  'en-US': 'titleEn',
  'zh-CN': 'titleChs',
  'zh-TW': 'titleCht',
} as const satisfies Record<UiLanguage, keyof typeof articles.$inferSelect>;

const TILE_NAME_COLUMN = {
  vi: 'nameVi',
  'en-US': 'nameEn',
  'zh-CN': 'nameChs',
  'zh-TW': 'nameCht',
} as const satisfies Record<UiLanguage, keyof typeof games.$inferSelect>;

function idsOf(targets: Target[], types: string[], pattern: RegExp): string[] {
  const ids = targets
    .filter((target) => types.includes(target.targetType) && target.targetId !== null)
    .map((target) => target.targetId!)
    .filter((id) => pattern.test(id));
  return [...new Set(ids)];
}

/** Usernames of players, and of the players behind deposits, withdrawals and conversations. */
async function playerNames(executor: Executor, targets: Target[]): Promise<[string, string][]> {
  const entries: [string, string][] = [];
  const direct = idsOf(targets, ['player'], UUID_PATTERN);
  if (direct.length > 0) {
    const rows = await executor
      .select({ id: players.id, username: players.username })
      .from(players)
      .where(inArray(players.id, direct));
    entries.push(...rows.map((row): [string, string] => [`player:${row.id}`, row.username]));
  }
  const owned = [
    ['deposit', depositRequests],
    ['withdrawal', withdrawals],
    ['support_conversation', supportConversations],
  ] as const;
  for (const [type, table] of owned) {
    const ids = idsOf(targets, [type], UUID_PATTERN);
    if (ids.length === 0) continue;
    const rows = await executor
      .select({ id: table.id, username: players.username })
      .from(table)
      .innerJoin(players, eq(players.id, table.playerId))
      .where(inArray(table.id, ids));
    entries.push(...rows.map((row): [string, string] => [`${type}:${row.id}`, row.username]));
  }
  return entries;
}

/**
 * Readable names for audit targets, keyed `type:id`: a player's username (also for the player's
 * deposits, withdrawals and support conversations), a staff username, a room's or an article's
 * title or a home tile's name in `language`. Other targets (settings keys, room types, codes)
 * are readable as they are. One query per kind of target on the page, never one per row.
 */
export async function auditTargetNames(
  executor: Executor,
  targets: Target[],
  language: UiLanguage,
): Promise<Names> {
  const names: Names = new Map(await playerNames(executor, targets));
  const staffIds = idsOf(targets, ['staff_user'], UUID_PATTERN);
  if (staffIds.length > 0) {
    const rows = await executor
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(inArray(staffUsers.id, staffIds));
    for (const row of rows) names.set(`staff_user:${row.id}`, row.username);
  }
  const roomIds = idsOf(targets, ['room'], INTEGER_PATTERN).map(Number);
  if (roomIds.length > 0) {
    const rows = await executor.select().from(rooms).where(inArray(rooms.id, roomIds));
    for (const row of rows) names.set(`room:${row.id}`, roomViews.room(row, language, null).title);
  }
  const tileIds = idsOf(targets, ['home_tile'], INTEGER_PATTERN).map(Number);
  if (tileIds.length > 0) {
    const rows = await executor.select().from(games).where(inArray(games.id, tileIds));
    for (const row of rows) names.set(`home_tile:${row.id}`, row[TILE_NAME_COLUMN[language]]);
  }
  const articleIds = idsOf(targets, ['article'], INTEGER_PATTERN).map(Number);
  if (articleIds.length > 0) {
    const rows = await executor.select().from(articles).where(inArray(articles.id, articleIds));
    for (const row of rows) {
      // An article may not be translated yet: fall back to any title it has.
      const title = [row[ARTICLE_TITLE_COLUMN[language]], row.titleEn, row.titleVi, row.titleChs, row.titleCht].find(
        (text) => text.trim() !== '',
      );
      if (title) names.set(`article:${row.id}`, title);
    }
  }
  return names;
}
