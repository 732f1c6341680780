import type { UiLanguage } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { createRoundsRepository, type GameRow } from './rounds.repository.js';

export type GameNameOf = (roomType: number, language: UiLanguage) => string | null;

function nameIn(game: GameRow, language: UiLanguage): string {
  return { vi: game.nameVi, 'en-US': game.nameEn, 'zh-CN': game.nameChs, 'zh-TW': game.nameCht }[language];
}

/**
 * The name of each room type's game for the bet records and the winners feed (every tile of a
 * type shares its rounds, so no order belongs to one tile): its whole-game tile rather than a bet-type one
 * ("Lucky Three", not "Triple Hunt"), even while hidden, so an old bet keeps its name; failing
 * that, its first tile in the console's order, shown ones first. Null when no tile names the type.
 */
export async function loadGameNames(db: Executor): Promise<GameNameOf> {
  const rank = (game: GameRow) => (game.focus === null ? 0 : 2) + (game.enabled ? 0 : 1);
  const byType = new Map<number, GameRow>();
  for (const game of await createRoundsRepository({ db }).allGames()) {
    const held = byType.get(game.roomType);
    if (!held || rank(game) < rank(held)) byType.set(game.roomType, game);
  }
  return (roomType, language) => {
    const game = byType.get(roomType);
    return game ? nameIn(game, language) : null;
  };
}
