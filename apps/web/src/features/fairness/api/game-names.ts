import { gameName, type GameTile, type UiLanguage } from '@fairround/shared';
import { tileName, useGameTiles } from '../../../lib/game-tiles';
import { useLanguage } from '../../../lib/i18n';

/**
 * The game a room type draws for, named as the home screen names it: its whole-game tile rather
 * than a bet-type one ("Lucky Three", not "Triple Hunt"), else its first tile in the console's
 * order (every tile of a type shares its rounds; the bet records and the winners feed name a type
 * the same way). Operators rename tiles, so the names come from the server. Null when no tile
 * shows the type.
 */
export function gameNameOf(
  tiles: readonly GameTile[],
  roomType: number,
  language: UiLanguage,
): string | null {
  const ofType = tiles.filter((candidate) => candidate.roomtype === roomType);
  const tile = ofType.find((candidate) => candidate.focus === null) ?? ofType[0];
  return tile ? tileName(tile, language) || null : null;
}

/**
 * A room type's game name in the player's language; the catalogue's name only while the tiles load
 * or when no tile shows the type, so the verifier never waits on them.
 */
export function useGameNames(): (roomType: number) => string {
  const language = useLanguage();
  const tiles = useGameTiles().data ?? [];
  return (roomType) => gameNameOf(tiles, roomType, language) ?? gameName(language, roomType);
}
