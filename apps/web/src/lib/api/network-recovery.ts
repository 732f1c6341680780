import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from './api-error';

/** After a screen's query gave up on an unreachable server: try again after 5 s, 10 s, 20 s… up to a minute. */
export const RECOVERY_FIRST_DELAY_MS = 5_000;
export const RECOVERY_MAX_DELAY_MS = 60_000;

function failedOnNetwork(query: Query): boolean {
  const { error } = query.state;
  return query.state.status === 'error' && isNetworkFailure(error);
}

/**
 * Screens recover by themselves once the server is reachable again. A query that ran out of its
 * quick retries shows its error state; while any query on screen is in that state, this refetches
 * the failed ones with a growing pause (and at once when the device comes back online), until
 * they succeed. Answered errors (a code from the server) are left alone: they would answer the same.
 */
export function startNetworkRecovery(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delayMs = RECOVERY_FIRST_DELAY_MS;

  const failedOnScreen = () =>
    client
      .getQueryCache()
      .findAll({ type: 'active' })
      .some((query) => failedOnNetwork(query));

  function retryNow(): void {
    timer = null;
    void client.refetchQueries({ type: 'active', predicate: failedOnNetwork });
    delayMs = Math.min(delayMs * 2, RECOVERY_MAX_DELAY_MS);
  }

  function schedule(): void {
    if (!failedOnScreen()) {
      if (timer) clearTimeout(timer);
      timer = null;
      delayMs = RECOVERY_FIRST_DELAY_MS;
      return;
    }
    // Offline, the pause is over when the network comes back (see below), not on a timer.
    if (timer || !onlineManager.isOnline()) return;
    timer = setTimeout(retryNow, delayMs);
  }

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'observerAdded' || event.type === 'observerRemoved') schedule();
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) return;
    if (timer) clearTimeout(timer);
    timer = null;
    delayMs = RECOVERY_FIRST_DELAY_MS;
    if (failedOnScreen()) retryNow();
  });
  return () => {
    stopCache();
    stopOnline();
    if (timer) clearTimeout(timer);
  };
}
