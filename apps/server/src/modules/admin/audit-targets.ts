import type { UiLanguage } from '@fairround/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { isUuid } from '../../platform/http/ids.js';
import { usernamesOf } from '../accounts/players.queries.js';
import { requestOwners } from '../cashier/cashier.queries.js';
import { articleTitles } from '../content/content.queries.js';
import { roomTitles, tileNames } from '../rounds/rounds.queries.js';
import { conversationOwners } from '../support/support.queries.js';
import { submissionOwners } from '../verification/verification.queries.js';
import { staffUsers } from './admin.tables.js';

const INTEGER_PATTERN = /^\d{1,9}$/;

type Target = { targetType: string; targetId: string | null };
type Names = Map<string, string>;

function idsOf(targets: Target[], types: string[], accepts: (id: string) => boolean): string[] {
  const ids = targets
    .filter((target) => types.includes(target.targetType) && target.targetId !== null)
    .map((target) => target.targetId!)
    .filter(accepts);
  return [...new Set(ids)];
}

const isInteger = (id: string) => INTEGER_PATTERN.test(id);

/** Usernames of players, and of the players behind deposits, withdrawals, conversations and verifications. */
async function playerNames(executor: Executor, targets: Target[]): Promise<[string, string][]> {
  const direct = idsOf(targets, ['player'], isUuid);
  // One query per kind, one after another: `executor` may be a transaction (one connection).
  const owners: [string, Map<string, string>][] = [
    ['deposit', await requestOwners(executor, 'deposit', idsOf(targets, ['deposit'], isUuid))],
    ['withdrawal', await requestOwners(executor, 'withdrawal', idsOf(targets, ['withdrawal'], isUuid))],
    [
      'support_conversation',
      await conversationOwners(executor, idsOf(targets, ['support_conversation'], isUuid)),
    ],
    ['verification', await submissionOwners(executor, idsOf(targets, ['verification'], isUuid))],
  ];
  const playerIds = new Set(direct);
  for (const [, byId] of owners) for (const playerId of byId.values()) playerIds.add(playerId);
  const usernames = await usernamesOf(executor, [...playerIds]);
  const entries: [string, string][] = [];
  for (const id of direct) {
    const username = usernames.get(id);
    if (username !== undefined) entries.push([`player:${id}`, username]);
  }
  for (const [type, byId] of owners) {
    for (const [id, playerId] of byId) {
      const username = usernames.get(playerId);
      if (username !== undefined) entries.push([`${type}:${id}`, username]);
    }
  }
  return entries;
}

/**
 * Readable names for audit targets, keyed `type:id`: a player's username (also for the player's
 * deposits, withdrawals and support conversations), a staff username, a room's or an article's
 * title or a home tile's name in `language`. Other targets (settings keys, room types, codes)
 * are readable as they are. A few queries per page (each owning module answers for its own
 * targets), never one per row.
 */
export async function auditTargetNames(
  executor: Executor,
  targets: Target[],
  language: UiLanguage,
): Promise<Names> {
  const names: Names = new Map(await playerNames(executor, targets));
  const staffIds = idsOf(targets, ['staff_user'], isUuid);
  if (staffIds.length > 0) {
    const rows = await executor
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(inArray(staffUsers.id, staffIds));
    for (const row of rows) names.set(`staff_user:${row.id}`, row.username);
  }
  const numbered = [
    ['room', roomTitles],
    ['home_tile', tileNames],
    ['article', articleTitles],
  ] as const;
  for (const [type, namesOf] of numbered) {
    const ids = idsOf(targets, [type], isInteger).map(Number);
    for (const [id, name] of await namesOf(executor, ids, language)) names.set(`${type}:${id}`, name);
  }
  return names;
}
