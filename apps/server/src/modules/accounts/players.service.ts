import type { Executor } from '../../platform/db/database.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import { accountFrozen } from './accounts.errors.js';
import { createPlayersRepository, type PlayerRow } from './players.repository.js';

/** A player as other modules see it (they never import players.repository or players.tables). */
export type { PlayerRow };

/** The player with this id, or null; `executor` may be the caller's transaction. */
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

/** Player look-ups bound to one handle, for code that keeps one (a module's routes). */
export function createPlayerLookup({ db }: { db: Executor }) {
  return { findById: (playerId: string) => findPlayer(db, playerId) };
}
