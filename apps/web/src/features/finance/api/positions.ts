import { stakingEndpoints, type StakingPositionStatus } from '@fairround/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { financeKeys } from './finance-keys';

export const POSITIONS_PAGE_SIZE = 20;

/** The page after `page`, while the list has more (the server counts `total`). */
export function nextPageOf(page: { page: number; pageSize: number; total: number }): number | undefined {
  return page.page * page.pageSize < page.total ? page.page + 1 : undefined;
}

/** `POST /api/Finance/positions`: the player's positions, newest first, with totals; a page at a time. */
export function usePositions(status: StakingPositionStatus | 'all') {
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: financeKeys.positions(status, language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        stakingEndpoints.positions,
        { ...(status === 'all' ? {} : { status }), page: pageParam, pageSize: POSITIONS_PAGE_SIZE },
        { toast: false, signal },
      ),
    getNextPageParam: nextPageOf,
  });
}
