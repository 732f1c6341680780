import { isNetworkFailure } from './api-error.js';

/** A screen's query tries again twice when the server could not be reached, then shows its error. */
export const MAX_NETWORK_RETRIES = 2;

/** Only a network failure is worth retrying; an answered error (a code) will answer the same again. */
export function retryNetworkFailures(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) && failureCount < MAX_NETWORK_RETRIES;
}

/**
 * Both apps' React Query defaults (`new QueryClient({ defaultOptions: queryDefaults(…) })`); they
 * differ only in how long an answer counts as fresh. No refetch on window focus: screens that
 * need fresh data poll or follow a realtime channel.
 */
export function queryDefaults({ staleTimeMs }: { staleTimeMs: number }) {
  return {
    queries: { retry: retryNetworkFailures, staleTime: staleTimeMs, refetchOnWindowFocus: false },
    mutations: { retry: false },
  };
}
