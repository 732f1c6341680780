import { useQuery } from '@tanstack/react-query';
import { gameListQueryOptions } from './home-queries';

/** `POST /api/Game/getGameList`: the home tiles with their names in the four languages. */
export function useGameList() {
  return useQuery({ ...gameListQueryOptions(), select: (data) => data.list });
}
