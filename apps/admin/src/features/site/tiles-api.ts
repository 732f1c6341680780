import {
  homeTilesAdminEndpoints,
  type AdminHomeTileView,
  type AdminTileGameView,
  type OptionFamily,
  type TileIcon,
  type TileNames,
} from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/** The home tile calls of the console (home-tiles.admin.routes.ts). */
export type { AdminHomeTileView, AdminTileGameView };

/** A tile's game, option family (null: all options) and icon, as the forms send them. */
export type TileView = { roomType: number; focus: OptionFamily | null; icon: TileIcon };

const tileKeys = { all: ['site', 'tiles'] as const };

/** The tiles in display order and the games a tile can open. */
export function useHomeTiles() {
  return useQuery({
    queryKey: tileKeys.all,
    queryFn: ({ signal }) => apiCall(homeTilesAdminEndpoints.list, {}, { signal }),
  });
}

/** After a change: the tiles and the audit log are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tileKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/** Adds a tile (at the end of the order, shown). */
export function useCreateHomeTile() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: TileView & { names: TileNames }) =>
      apiCall(homeTilesAdminEndpoints.create, input, { toast: false }),
    onSettled: refresh,
  });
}

/** Renames a tile (four languages at once), re-points it (game, family, icon) and/or shows or hides it. */
export function useSaveHomeTile() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: { id: number; names?: TileNames; enabled?: boolean } & Partial<TileView>) =>
      apiCall(homeTilesAdminEndpoints.update, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useReorderHomeTiles() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (ids: number[]) => apiCall(homeTilesAdminEndpoints.reorder, { ids }, { toast: false }),
    onSettled: refresh,
  });
}

/** Deletes a tile added in the console (the server refuses a seeded one). */
export function useDeleteHomeTile() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiCall(homeTilesAdminEndpoints.delete, { id }, { toast: false }),
    onSettled: refresh,
  });
}
