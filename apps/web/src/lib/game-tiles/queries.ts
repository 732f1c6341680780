import type { GameTile } from '@fairround/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../api';

/**
 * `POST /api/Game/getGameList`: the home tiles in the console's order, with their names in the
 * four languages, option family and the round period the engine really uses. Read by the home
 * grid and by the room list a tile opens (its title and highlighted options). Start-up code for
 * the home route's prefetch, so requests only: no component, no zod.
 */
export const gameTileKeys = { all: ['game-tiles'] as const };

export function gameTilesQueryOptions() {
  return queryOptions({
    queryKey: gameTileKeys.all,
    queryFn: ({ signal }) =>
      apiPost<{ list: GameTile[] }>('/api/Game/getGameList', {}, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}
