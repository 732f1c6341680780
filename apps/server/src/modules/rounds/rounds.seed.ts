import { DEFAULT_HOME_TILES, isRaceRoomType } from '@fairround/shared';
import { games, rooms, roomTypes } from './rounds.tables.js';
import {
  DEFAULT_CHAIN_LENGTH,
  DEFAULT_DRAW_DELAY_S,
  DEFAULT_LOCK_S,
  DEFAULT_ROOM_TYPES,
  defaultRooms,
} from './rounds.catalogue.js';
import type { Executor } from '../../platform/db/database.js';

/**
 * Seeds room types, the home tiles and the rooms when missing. Idempotent and safe on several
 * instances at once (insert … on conflict do nothing); never overwrites what the console changed.
 */
export async function seedRoundsCatalogue(db: Executor, now: Date, minorDigits: number): Promise<void> {
  await db
    .insert(roomTypes)
    .values(
      DEFAULT_ROOM_TYPES.map((type) => ({
        roomType: type.roomType,
        periodS: type.periodS,
        lockS: DEFAULT_LOCK_S,
        drawDelayS: DEFAULT_DRAW_DELAY_S,
        chainLength: DEFAULT_CHAIN_LENGTH,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(games)
    .values(
      DEFAULT_HOME_TILES.map((tile) => ({
        id: tile.id,
        roomType: tile.roomType,
        kind: isRaceRoomType(tile.roomType) ? 2 : 1,
        icon: tile.icon,
        nameVi: tile.names.vi,
        nameEn: tile.names.en,
        nameChs: tile.names.chs,
        nameCht: tile.names.cht,
        focus: tile.focus,
        sort: tile.sort,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(rooms)
    .values(defaultRooms(minorDigits).map((room) => ({ ...room, updatedAt: now })))
    .onConflictDoNothing();
}
