import { ErrorCode } from '@fairround/shared';
import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from '../session';
import { isApiError } from './api-error';
import { startNetworkRecovery } from './network-recovery';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Data that does not depend on who is logged in (app config, articles): kept across log in/out. */
      keepOnSessionChange?: boolean;
    };
  }
}

const MAX_NETWORK_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only a network failure is worth retrying; an answered error (a code) will answer the same.
      retry: (failureCount, error) =>
        isApiError(error) && error.errCode === ErrorCode.NetworkError && failureCount < MAX_NETWORK_RETRIES,
      staleTime: 15_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Logging in, logging out or a dead session changes whose data the cache holds: drop every
 * player query so nothing of the previous session is shown, and refetch the ones on screen.
 */
export function resetPlayerQueries(): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => query.meta?.keepOnSessionChange !== true });
}

subscribeSession(() => {
  void resetPlayerQueries();
});

startNetworkRecovery(queryClient);
