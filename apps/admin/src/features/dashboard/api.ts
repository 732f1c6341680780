import { cashierAdminEndpoints, reportsAdminEndpoints, type ReportRangeQuery } from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { cashierKeys } from '../../lib/query-keys';
import { useCashierQueueRefresh } from '../../lib/realtime';

/** The dashboard's calls (apps/server/src/modules/reports/reports.routes.ts, docs/reports.md). */

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  overview: (range: ReportRangeQuery) => [...dashboardKeys.all, 'overview', range] as const,
  checklist: () => [...dashboardKeys.all, 'checklist'] as const,
};

/** The queues and players online change by the minute, so the dashboard polls while open. */
export const OVERVIEW_REFRESH_MS = 30_000;

export function useOverview(range: ReportRangeQuery) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.overview(range),
      queryFn: ({ signal }) => apiCall(reportsAdminEndpoints.overview, range, { signal, toast: false }),
      refetchInterval: OVERVIEW_REFRESH_MS,
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function useChecklist(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.checklist(),
    queryFn: ({ signal }) => apiCall(reportsAdminEndpoints.checklist, {}, { signal, toast: false }),
    enabled,
    staleTime: 0,
  });
}

/** Today's cashier figures: polled like the cashier's queues, refreshed by every money change. */
export const cashierSummaryQuery = () =>
  queryOptions({
    queryKey: cashierKeys.dashboard(),
    queryFn: ({ signal }) => apiCall(cashierAdminEndpoints.dashboard, {}, { signal, toast: false }),
    staleTime: 0,
  });

export function useCashierSummary() {
  return useQuery({
    ...cashierSummaryQuery(),
    refetchInterval: useCashierQueueRefresh(cashierKeys.dashboard()),
  });
}

/** Run on demand: the check reads the whole ledger, so it is a button, not a poll. */
export function useLedgerCheck() {
  return useMutation({
    mutationFn: () => apiCall(cashierAdminEndpoints.checkLedger, {}, { toast: false }),
  });
}
