import { protectionEndpoints, type EndpointResult, type HistoryFilter } from '@fairround/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { historyKeys } from './history-keys';

/** What the history shows: a kind (or all) and optional first and last days (inclusive). */
export type HistoryQuery = { kind: HistoryFilter; start: string; end: string };

export const HISTORY_PAGE_SIZE = 20;
/** The CSV of a long history takes the server a moment to write. */
const CSV_TIMEOUT_MS = 30_000;

function filterBody(query: HistoryQuery) {
  return {
    kind: query.kind,
    ...(query.start ? { start: query.start } : {}),
    ...(query.end ? { end: query.end } : {}),
  };
}

/** `POST /api/Protect/history`, newest first, one page after another by `nextCursor`. */
export function useHistory(query: HistoryQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(query),
    initialPageParam: null as string | null,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        protectionEndpoints.history,
        { ...filterBody(query), pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { toast: false, signal },
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** `POST /api/Protect/historyCsv`: the whole filter as one file (or its next part after `cursor`). */
export function fetchHistoryCsv(
  query: HistoryQuery,
  cursor: string | null,
): Promise<EndpointResult<typeof protectionEndpoints.historyCsv>> {
  return apiCall(
    protectionEndpoints.historyCsv,
    { ...filterBody(query), ...(cursor ? { cursor } : {}) },
    { timeoutMs: CSV_TIMEOUT_MS },
  );
}
