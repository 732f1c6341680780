import { cashierEndpoints, type FundFlowTab } from '@fairround/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { cashierKeys } from './cashier-keys';

/** What the fund flow shows: one of the tabs, or a date range (inclusive local days) instead. */
export type FundFlowFilter =
  { kind: 'tab'; tab: FundFlowTab } | { kind: 'range'; start: string; end: string };

export const FUND_FLOW_PAGE_SIZE = 20;

function filterBody(filter: FundFlowFilter): Record<string, string> {
  return filter.kind === 'tab' ? { type: filter.tab } : { type: 'all', start: filter.start, end: filter.end };
}

/** `POST /api/Game/getfinanceflow`, newest first, one page after another by `nextCursor`. */
export function useFundFlow(filter: FundFlowFilter) {
  return useInfiniteQuery({
    queryKey: cashierKeys.fundFlow(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        cashierEndpoints.fundFlow,
        { ...filterBody(filter), pageSize: FUND_FLOW_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { toast: false, signal },
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
