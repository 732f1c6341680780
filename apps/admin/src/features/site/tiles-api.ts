import type { AdminHomeTileView, TileNames } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

/** The home tile calls of the console (home-tiles.admin.routes.ts). */
export type { AdminHomeTileView };

const tileKeys = { all: ['site', 'tiles'] as const };

export function useHomeTiles() {
  return useQuery({
    queryKey: tileKeys.all,
    queryFn: ({ signal }) =>
      apiPost<{ list: AdminHomeTileView[] }>('/api/admin/site/tiles/list', {}, { signal }),
    select: (data) => data.list,
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

/** Renames a tile (four languages at once) and/or shows or hides it. */
export function useSaveHomeTile() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: { id: number; names?: TileNames; enabled?: boolean }) =>
      apiPost<AdminHomeTileView>('/api/admin/site/tiles/update', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useReorderHomeTiles() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiPost<{ list: AdminHomeTileView[] }>('/api/admin/site/tiles/reorder', { ids }, { toast: false }),
    onSettled: refresh,
  });
}
