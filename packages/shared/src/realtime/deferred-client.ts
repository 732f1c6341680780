import type { Channel } from '../ws/index.js';
import type { ChannelListener, createRealtimeClient, RealtimeClient, RealtimeClientOptions } from './realtime-client.js';

type RealtimeModule = { createRealtimeClient: typeof createRealtimeClient };
type PendingSubscription = { channel: Channel; listener: ChannelListener; stop: (() => void) | null; active: boolean };

/**
 * A realtime client whose code (and the message schemas it validates with) is downloaded on the
 * first subscription, not with the app's first script: a visitor on the home screen never needs
 * the app-wide socket. Until then it is an idle client on the device's clock; subscriptions made
 * meanwhile are handed to the real client when it is ready.
 */
export function createDeferredRealtimeClient(
  options: RealtimeClientOptions,
  load: () => Promise<RealtimeModule> = () => import('./realtime-client.js'),
): RealtimeClient {
  let real: RealtimeClient | null = null;
  let loading = false;
  let closed = false;
  const pending = new Set<PendingSubscription>();
  const clockListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  const now = options.now ?? Date.now;

  function start(): void {
    if (real || loading || closed) return;
    loading = true;
    load().then(
      ({ createRealtimeClient }) => {
        loading = false;
        if (closed) return;
        const client = createRealtimeClient(options);
        real = client;
        client.onClockChange(() => clockListeners.forEach((listener) => listener()));
        client.onStatusChange(() => statusListeners.forEach((listener) => listener()));
        for (const subscription of pending) {
          if (subscription.active) subscription.stop = client.subscribe(subscription.channel, subscription.listener);
        }
        pending.clear();
      },
      () => {
        // The next subscription tries again (e.g. the device was offline).
        loading = false;
      },
    );
  }

  function listen(listeners: Set<() => void>, listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    subscribe(channel, listener) {
      if (real) return real.subscribe(channel, listener);
      const subscription: PendingSubscription = { channel, listener, stop: null, active: true };
      pending.add(subscription);
      start();
      return () => {
        subscription.active = false;
        pending.delete(subscription);
        subscription.stop?.();
      };
    },
    serverNow: () => (real ? real.serverNow() : now()),
    clockOffsetMs: () => (real ? real.clockOffsetMs() : 0),
    onClockChange: (listener) => listen(clockListeners, listener),
    status: () => (real ? real.status() : 'idle'),
    onStatusChange: (listener) => listen(statusListeners, listener),
    reconnect: () => real?.reconnect(),
    close: () => {
      closed = true;
      pending.clear();
      real?.close();
    },
  };
}
