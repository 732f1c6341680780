import { channels, priceSnapshotSchema, type PriceSnapshot } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useChannel } from '../../../lib/ws';
import { homeKeys } from './home-keys';

/**
 * Live prices: the first paint from `/api/Index/getPrices`, then every snapshot pushed on the
 * public `prices` channel replaces it (docs/prices.md). A push that does not match the schema is
 * ignored rather than shown; after a reconnect the snapshot is fetched again.
 */
export function usePrices() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: homeKeys.prices(),
    queryFn: async ({ signal }) =>
      priceSnapshotSchema.parse(
        await apiPost<PriceSnapshot>('/api/Index/getPrices', {}, { toast: false, signal }),
      ),
    meta: { keepOnSessionChange: true },
  });
  useChannel(channels.prices, (signal) => {
    if (signal.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: homeKeys.prices() });
      return;
    }
    if (signal.type !== 'event') return;
    const parsed = priceSnapshotSchema.safeParse(signal.payload);
    if (parsed.success) queryClient.setQueryData(homeKeys.prices(), parsed.data);
  });
  return query;
}
