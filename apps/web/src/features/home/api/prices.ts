import { pricesRefs, type Channel } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { afterScreenShown } from '../../../lib/screen-shown';
import { apiCall, useIsOnline } from '../../../lib/api';
import { useChannel, useRealtimeStatus } from '@fairround/shared/realtime/react';
import { homeKeys } from './home-keys';

/** `channels.prices` of @fairround/shared, whose module also builds zod schemas; type-checked. */
const PRICES_CHANNEL = 'prices' satisfies Channel;

/** A reference: the endpoint's own module would bring zod into the home screen's first chunk. */
const snapshotEndpoint = pricesRefs.snapshot;

/** The schema arrives with the snapshot (loaded in parallel), not before the screen renders. */
const loadSchema = () => import('./price-schema').then((module) => module.priceSnapshotSchema);

/**
 * Live prices: the first paint from `/api/Index/getPrices`, then every snapshot pushed on the
 * public `prices` channel replaces it (docs/prices.md). A push that does not match the schema is
 * ignored rather than shown; after a reconnect the snapshot is fetched again.
 */
export function usePrices() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: homeKeys.prices(),
    queryFn: async ({ signal }) => {
      const [schema, snapshot] = await Promise.all([
        // The schema (zod) downloads once the screen has been shown; the request leaves at once.
        afterScreenShown().then(loadSchema),
        apiCall(snapshotEndpoint, {}, { toast: false, signal }),
      ]);
      return schema.parse(snapshot);
    },
    meta: { keepOnSessionChange: true },
  });
  useChannel(PRICES_CHANNEL, (signal) => {
    if (signal.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: homeKeys.prices() });
      return;
    }
    if (signal.type !== 'event') return;
    // Pushes come after the first snapshot, so the schema is loaded by then; pushes stay in order
    // (each waits on the same settled promise).
    void loadSchema().then((schema) => {
      const parsed = schema.safeParse(signal.payload);
      if (parsed.success) queryClient.setQueryData(homeKeys.prices(), parsed.data);
    });
  });
  return query;
}

/**
 * Whether this device cannot reach the prices right now: offline, the live connection is
 * reconnecting, or the last fetch failed. Queries and the socket keep retrying by themselves;
 * the lists say "unreachable, retrying" meanwhile and go back to live when they succeed.
 */
export function usePricesUnreachable(prices: { isError: boolean }): boolean {
  const online = useIsOnline();
  const socket = useRealtimeStatus();
  return !online || socket === 'reconnecting' || prices.isError;
}
