import { useQuery } from '@tanstack/react-query';
import { trendQueryOptions } from './home-queries';

export type { TrendData } from './home-queries';

/** `POST /api/Game/getTrendData` (public). */
export function useTrendData() {
  return useQuery(trendQueryOptions());
}
