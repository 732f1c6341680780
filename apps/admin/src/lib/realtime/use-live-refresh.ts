import type { StaffChannel } from '@fairround/shared';
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
