import { z } from 'zod';
import type { ApiLanguage } from '../i18n/languages.js';
import { OPTION_FAMILY_KEYS, type OptionFamily } from './option-families.js';
import { gameKindSchema } from './rounds-admin.js';
import { TILE_ICONS, type TileIcon } from './tile-icons.js';

/**
 * The home screen's game tiles (PRODUCT.md §2, issue #14). A tile is one view: a game (room type)
 * and, for a bet-type tile, the option family its rooms put in front. Two tiles never open the
 * same view, and no two tiles share a name in any language; the round length is never part of a
 * name: the player app shows the engine's real period next to it. This catalogue is what a fresh
 * install starts with; from then on the database's `games` table is the truth: in the console
 * (`/api/admin/site/tiles/...`) operators rename, reorder and hide tiles, change the game and
 * option family a tile opens, and add tiles of their own (which they may also delete; a seeded
 * tile can only be hidden, as the seed would put it back).
 */

export type TileNames = Record<ApiLanguage, string>;

export type HomeTileDefault = {
  /** Stable id (seed §2 "game1" … "game16"; ids of removed duplicates are not reused). */
  id: number;
  roomType: number;
  focus: OptionFamily | null;
  /** A glyph of the tile icons (`tile-icons.ts`). */
  icon: TileIcon;
  sort: number;
  names: TileNames;
};

const tile = (
  id: number,
  roomType: number,
  focus: OptionFamily | null,
  icon: TileIcon,
  sort: number,
  [en, vi, chs, cht]: [string, string, string, string],
): HomeTileDefault => ({ id, roomType, focus, icon, sort, names: { vi, en, chs, cht } });

/**
 * The seeded tiles. The seed's 16 tiles included five that opened a view another tile already
 * opened (a second racing tile, "Digit Sum" and "Classic Three" on type 1, "Classic Three" on
 * type 4, a second type-15 tile); they were removed rather than kept as duplicates.
 */
export const DEFAULT_HOME_TILES: readonly HomeTileDefault[] = [
  tile(1, 16, null, 'race', 10, ['Beijing Racing', 'Đua xe Bắc Kinh', '北京赛车', '北京賽車']),
  tile(2, 1, null, 'digits', 20, ['Lucky Three', 'Ba số may mắn', '幸运三码', '幸運三碼']),
  tile(3, 4, null, 'classic', 30, ['Rapid Three', 'Ba số nhanh', '快速三码', '快速三碼']),
  tile(15, 15, null, 'quick', 40, ['Turbo Three', 'Ba số siêu tốc', '极速三码', '極速三碼']),
  tile(6, 1, 'big_small', 'big-small', 50, ['Big & Small', 'Lớn & Nhỏ', '大小', '大小']),
  tile(7, 1, 'odd_even', 'odd-even', 60, ['Odd & Even', 'Lẻ & Chẵn', '单双', '單雙']),
  tile(11, 1, 'combo', 'combo', 70, ['Combo Sum', 'Tổng kết hợp', '组合', '組合']),
  tile(10, 1, 'extreme', 'extreme', 80, ['Extreme Sum', 'Tổng cực trị', '极值', '極值']),
  tile(9, 1, 'triple', 'triple', 90, ['Triple Hunt', 'Săn bộ ba', '豹子', '豹子']),
  tile(8, 4, 'big_small', 'big-small', 100, ['Rapid Big & Small', 'Lớn & Nhỏ nhanh', '快速大小', '快速大小']),
  tile(13, 4, 'odd_even', 'odd-even', 110, ['Rapid Odd & Even', 'Lẻ & Chẵn nhanh', '快速单双', '快速單雙']),
];

/** Longest tile name: two short lines in the four-column grid. */
export const HOME_TILE_NAME_MAX_CHARS = 32;

/**
 * What makes two names "the same" to a player: Unicode-normalised, case and spacing ignored
 * ("Big & Small" and " big  &  small" collide; 大小 and 大 小 too).
 */
export function tileNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The first name used by two tiles in `language`, or null when every name is distinct. */
export function duplicateTileName(
  tiles: readonly { names: TileNames }[],
  language: ApiLanguage,
): string | null {
  const seen = new Set<string>();
  for (const { names } of tiles) {
    const key = tileNameKey(names[language]);
    if (seen.has(key)) return names[language];
    seen.add(key);
  }
  return null;
}

// ---- console calls (`/api/admin/site/tiles/...`) ---------------------------------------------

const tileId = z.coerce.number().int().min(1).max(2_147_483_647);
const tileName = z.string().trim().min(1).max(HOME_TILE_NAME_MAX_CHARS);
const tileNames = z.object({ vi: tileName, en: tileName, chs: tileName, cht: tileName });
/** Any room type number; whether it exists and is enabled is the server's check (1052, 1020). */
const tileRoomType = z.coerce.number().int().min(1).max(2_147_483_647);
/** An option family, or null for the whole game; whether the game has it is checked too (3053). */
const optionFamily = z.enum(OPTION_FAMILY_KEYS as [OptionFamily, ...OptionFamily[]]);
const tileFocus = optionFamily.nullable();
const tileIcon = z.enum(TILE_ICONS);

export const adminHomeTileCreateBodyShape = {
  roomType: tileRoomType,
  focus: tileFocus.optional(),
  icon: tileIcon,
  names: tileNames,
  /** False adds it hidden, to be shown later. */
  enabled: z.boolean().optional(),
};
export const adminHomeTileUpdateBodyShape = {
  id: tileId,
  /** All four names at once (a rename is checked against every other tile's names). */
  names: tileNames.optional(),
  /** False hides the tile from the home screen; its game stays playable from other tiles. */
  enabled: z.boolean().optional(),
  /** The game the tile opens; its family (kept unless `focus` is sent) must be one of the new game's. */
  roomType: tileRoomType.optional(),
  focus: tileFocus.optional(),
  icon: tileIcon.optional(),
};
export const adminHomeTileDeleteBodyShape = { id: tileId };
export const adminHomeTilesReorderBodyShape = { ids: z.array(tileId).min(1).max(100) };

/** A tile as the console lists it. */
export const adminHomeTileViewSchema = z.object({
  id: z.number().int(),
  roomType: z.number().int(),
  kind: gameKindSchema,
  focus: tileFocus,
  icon: z.string(),
  names: z.object({ vi: z.string(), en: z.string(), chs: z.string(), cht: z.string() }),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** The round length the engine really uses (stored period or the ROUND_PERIOD_S override). */
  periodS: z.number().int(),
  /** Whether players see it: switched on, its room type enabled and at least one room open. */
  shown: z.boolean(),
  /** Added in the console, so it may be deleted; a seeded tile can only be hidden. */
  added: z.boolean(),
});
export type AdminHomeTileView = z.infer<typeof adminHomeTileViewSchema>;

/** A game (room type) a tile can open, as the console's tile form offers it. */
export const adminTileGameViewSchema = z.object({
  roomType: z.number().int(),
  kind: gameKindSchema,
  /** A tile can only be moved to, or added on, an enabled room type. */
  enabled: z.boolean(),
  periodS: z.number().int(),
  /** The option families this game offers every option of (`familiesOf`). */
  families: z.array(optionFamily),
});
export type AdminTileGameView = z.infer<typeof adminTileGameViewSchema>;

/** `tiles/list` (and what `reorder` and `delete` answer): the tiles in display order, and the games a tile can open. */
export const adminHomeTilesListSchema = z.object({
  list: z.array(adminHomeTileViewSchema),
  games: z.array(adminTileGameViewSchema),
});
export type AdminHomeTilesList = z.infer<typeof adminHomeTilesListSchema>;
