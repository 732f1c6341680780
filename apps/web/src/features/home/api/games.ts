import type { GameTile } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { homeKeys } from './home-keys';

/** `POST /api/Game/getGameList`: the home tiles with their names in the four languages. */
export function useGameList() {
  return useQuery({
    queryKey: homeKeys.games(),
    queryFn: ({ signal }) =>
      apiPost<{ list: GameTile[] }>('/api/Game/getGameList', {}, { toast: false, signal }),
    select: (data) => data.list,
    meta: { keepOnSessionChange: true },
  });
}
