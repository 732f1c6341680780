import { familyOptionIndexes, isOptionFamily, type GameTile, type OptionFamily } from '@fairround/shared';
import { useGameTiles } from './tiles';

/**
 * The room screens' tile helpers. They need the game rules (a family's options), so they stay out
 * of `tiles.ts`, which the home screen loads with the app's first chunk.
 */

/**
 * The tile a room list was opened from (`?tile=`), once the tiles are in: only a tile of that
 * room type that the home screen shows, so an old or edited link falls back to the plain list.
 */
export function useTileOf(roomType: number, tileParam: string | null): GameTile | null {
  const tiles = useGameTiles();
  if (tileParam === null || !/^\d{1,9}$/.test(tileParam)) return null;
  const id = Number(tileParam);
  return tiles.data?.find((tile) => tile.id === id && tile.roomtype === roomType) ?? null;
}

/** A room's `?focus=` when it names a family this room type has, else null. */
export function focusFor(roomType: number, focusParam: string | null): OptionFamily | null {
  if (!isOptionFamily(focusParam)) return null;
  return familyOptionIndexes(roomType, focusParam).length > 0 ? focusParam : null;
}

/** The room a room list opens, carrying the tile's option family so the room can put it in front. */
export function roomPath(room: { id: number; race: boolean }, focus: OptionFamily | null): string {
  const path = room.race ? `/bjsc/${room.id}` : `/activity/${room.id}`;
  return focus ? `${path}?focus=${focus}` : path;
}
