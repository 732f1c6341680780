import { queryDefaults } from '@fairround/shared/client-kit';
import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from '../session';
import { startNetworkRecovery } from './network-recovery';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Data that does not depend on who is logged in (app config, articles): kept across log in/out. */
      keepOnSessionChange?: boolean;
    };
  }
}

/** Failed queries retry only on network failures (the kit's defaults); answers stay fresh 15 s. */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults({ staleTimeMs: 15_000 }) });

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
