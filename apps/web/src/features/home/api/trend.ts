import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { homeKeys } from './home-keys';

/** All players' settled orders: paid back (`*win`) and staked (`*total`), yesterday and today. */
export type TrendData = { yeswin: string; yestotal: string; todaywin: string; todaytotal: string };

/** `POST /api/Game/getTrendData` (public). */
export function useTrendData() {
  return useQuery({
    queryKey: homeKeys.trend(),
    queryFn: ({ signal }) => apiPost<TrendData>('/api/Game/getTrendData', {}, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}
