import type { Channel } from '../ws/index.js';
import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore, type ReactNode } from 'react';
import type { ChannelSignal, ConnectionStatus, RealtimeClient } from './realtime-client.js';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Makes one realtime client (one socket per tab) available to the screens below. */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The client above, or null where a screen may also render without one (it then polls). */
export function useOptionalRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient needs a <RealtimeProvider> above it');
  return client;
}

/**
 * Listens to a channel while the component is mounted; `null` listens to nothing (for example
 * `me` while logged out). `onSignal` always sees the latest props; on `resync`, refetch the state
 * (typically `queryClient.invalidateQueries` of the matching query keys).
 */
export function useChannel(channel: Channel | null, onSignal: (signal: ChannelSignal) => void): void {
  const client = useRealtimeClient();
  const handle = useEffectEvent(onSignal);
  useEffect(() => {
    if (!channel) return;
    return client.subscribe(channel, (signal) => handle(signal));
  }, [client, channel]);
}

/**
 * The server's clock: `serverNow()` for countdowns (server time is authoritative; the device's
 * may be off), and `offsetMs`, which re-renders the component when the estimate changes.
 */
export function useServerClock(): { serverNow: () => number; offsetMs: number } {
  const client = useRealtimeClient();
  const offsetMs = useSyncExternalStore(client.onClockChange, client.clockOffsetMs, client.clockOffsetMs);
  return { serverNow: client.serverNow, offsetMs };
}

/** The socket's state, for an unobtrusive "reconnecting…" hint. */
export function useRealtimeStatus(): ConnectionStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.onStatusChange, client.status, client.status);
}
