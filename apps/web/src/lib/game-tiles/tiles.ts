import { gameRefs, type GameTile, type UiLanguage } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api';

/**
 * The home tiles: `POST /api/Game/getGameList`, in the console's order, with their names in the
 * four languages, option family and the round period the engine really uses. Read by the home
 * grid, the room list a tile opens and the fairness page's game names.
 *
 * Start-up code: the home route's prefetch imports it, so the home's tiles come with the app's
 * first chunk instead of a chunk of their own that the home screen would wait for. Requests and
 * plain helpers only: no component, no zod and no game rules (the room screens' tile helpers,
 * which need the rules, are in `game-tiles.ts`).
 */
export const gameTileKeys = { all: ['game-tiles'] as const };

export function gameTilesQueryOptions() {
  return queryOptions({
    queryKey: gameTileKeys.all,
    queryFn: ({ signal }) => apiCall(gameRefs.gameList, {}, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}

export function useGameTiles() {
  return useQuery({ ...gameTilesQueryOptions(), select: (data) => data.list });
}

const NAME_KEYS: Record<UiLanguage, keyof GameTile['names']> = {
  vi: 'vi',
  'en-US': 'en',
  'zh-CN': 'chs',
  'zh-TW': 'cht',
};

/** A tile's name in the screen's language (the server's own `name` is in the request's). */
export function tileName(tile: GameTile, language: UiLanguage): string {
  return tile.names[NAME_KEYS[language]] || tile.name;
}

/** Where a tile leads: its game's room list, which keeps the tile for its title and family. */
export function tilePath(tile: Pick<GameTile, 'id' | 'roomtype'>): string {
  return `/room_list/${tile.roomtype}?tile=${tile.id}`;
}
