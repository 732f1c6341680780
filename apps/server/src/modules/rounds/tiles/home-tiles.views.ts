import {
  familiesOf,
  isRaceRoomType,
  type AdminHomeTileView,
  type AdminTileGameView,
  type TileNames,
} from '@fairround/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { appliedTiming, type TimingOverrides } from '../engine/schedule.js';
import type { GameRow, RoomTypeRow } from '../rounds.repository.js';
import { rooms, roomTypes } from '../rounds.tables.js';

export const namesOf = (row: GameRow): TileNames => ({
  vi: row.nameVi,
  en: row.nameEn,
  chs: row.nameChs,
  cht: row.nameCht,
});

/** What the audit log keeps of a tile: everything an operator can change but its place. */
export const auditShape = (row: GameRow) => ({
  roomType: row.roomType,
  focus: row.focus,
  icon: row.icon,
  names: namesOf(row),
  enabled: row.enabled,
});

const kindOf = (roomType: number) => (isRaceRoomType(roomType) ? 'race' : 'digits');

/** Every room type by number. */
export async function roomTypesByNumber(executor: Executor): Promise<Map<number, RoomTypeRow>> {
  const rows = await executor.select().from(roomTypes).orderBy(asc(roomTypes.roomType));
  return new Map(rows.map((row) => [row.roomType, row]));
}

/** The games a tile can open, with the periods the engine uses and their option families. */
export function gameViews(types: Map<number, RoomTypeRow>, timing: TimingOverrides): AdminTileGameView[] {
  return [...types.values()].map((type) => ({
    roomType: type.roomType,
    kind: kindOf(type.roomType),
    enabled: type.enabled,
    periodS: appliedTiming(type, timing).periodS,
    families: familiesOf(type.roomType),
  }));
}

/** Tiles as the console lists them: with the effective period and whether players see them. */
export async function tileViews(
  executor: Executor,
  rows: GameRow[],
  timing: TimingOverrides,
): Promise<AdminHomeTileView[]> {
  const types = await roomTypesByNumber(executor);
  const open = new Set(
    (await executor.select({ roomType: rooms.roomType }).from(rooms).where(eq(rooms.enabled, true))).map(
      (room) => room.roomType,
    ),
  );
  return rows.map((row) => {
    const type = types.get(row.roomType);
    return {
      id: row.id,
      roomType: row.roomType,
      kind: kindOf(row.roomType),
      focus: row.focus ?? null,
      icon: row.icon,
      names: namesOf(row),
      enabled: row.enabled,
      sort: row.sort,
      periodS: type ? appliedTiming(type, timing).periodS : 0,
      shown: row.enabled && Boolean(type?.enabled) && open.has(row.roomType),
      added: row.origin === 'console',
    };
  });
}
