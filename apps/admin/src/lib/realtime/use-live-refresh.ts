import { CASHIER_STAFF_CHANNEL, type StaffChannel } from '@fairround/shared';
import type { ChannelSignal, ConnectionStatus } from '@fairround/shared/realtime/client';
import { useOptionalRealtimeClient } from '@fairround/shared/realtime/react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

const idle = (): ConnectionStatus => 'idle';
const noSubscription = () => () => {};

/**
 * Listens to a staff channel while mounted and calls `onSignal` with each event or resync.
 * Answers whether the channel is live: the socket is open and the server accepted the
 * subscription. Without a realtime provider (or for a role the channel refuses) it never is.
 */
export function useStaffChannel(
  channel: StaffChannel | null,
  onSignal: (signal: ChannelSignal) => void,
): boolean {
  const client = useOptionalRealtimeClient();
  const handle = useEffectEvent(onSignal);
  const [refusedChannel, setRefusedChannel] = useState<StaffChannel | null>(null);
  const status = useSyncExternalStore(client?.onStatusChange ?? noSubscription, client?.status ?? idle, idle);
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (signal) => {
      if (signal.type === 'refused') setRefusedChannel(channel);
      else handle(signal);
    });
  }, [client, channel]);
  return channel !== null && status === 'open' && refusedChannel !== channel;
}

/**
 * Keeps the queries under `queryKey` fresh from a staff channel: every event or resync refetches
 * them. Returns the poll interval for those queries: none while the channel is live, and
 * `fallbackMs` while it is not (connecting, reconnecting, refused), so nothing goes stale.
 */
export function useLiveRefresh(
  channel: StaffChannel,
  queryKey: QueryKey,
  fallbackMs: number,
): number | false {
  const queryClient = useQueryClient();
  const live = useStaffChannel(channel, () => void queryClient.invalidateQueries({ queryKey }));
  return live ? false : fallbackMs;
}

/**
 * The cashier's queues and the dashboard's money summary follow `staff:cashier`: a player's
 * request or another operator's decision refetches them at once. While that channel is not live
 * they poll instead, every QUEUE_FALLBACK_REFRESH_MS.
 */
export const QUEUE_FALLBACK_REFRESH_MS = 15_000;

/** Refetches the queries under `queryKey` on each queue change; answers the fallback poll interval. */
export function useCashierQueueRefresh(queryKey: QueryKey): number | false {
  return useLiveRefresh(CASHIER_STAFF_CHANNEL, queryKey, QUEUE_FALLBACK_REFRESH_MS);
}
