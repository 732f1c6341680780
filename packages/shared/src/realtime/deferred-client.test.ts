// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createDeferredRealtimeClient } from './deferred-client.js';
import type { ChannelListener, RealtimeClient } from './realtime-client.js';

function fakeModule() {
  const subscribed: string[] = [];
  const stopped: string[] = [];
  const real: RealtimeClient = {
    subscribe: (channel: string, _listener: ChannelListener) => {
      subscribed.push(channel);
      return () => stopped.push(channel);
    },
    serverNow: () => 42,
    clockOffsetMs: () => 7,
    onClockChange: () => () => {},
    status: () => 'open',
    onStatusChange: () => () => {},
    reconnect: () => {},
    close: () => {},
  } as RealtimeClient;
  const createRealtimeClient = vi.fn(() => real);
  return { subscribed, stopped, load: vi.fn(async () => ({ createRealtimeClient })), createRealtimeClient };
}

describe('deferred realtime client', () => {
  it('downloads nothing and stays idle until the first subscription', () => {
    const fake = fakeModule();
    const client = createDeferredRealtimeClient({ getToken: () => null, now: () => 1_000 }, fake.load);
    expect(fake.load).not.toHaveBeenCalled();
    expect(client.status()).toBe('idle');
    expect(client.serverNow()).toBe(1_000);
    expect(client.clockOffsetMs()).toBe(0);
  });

  it('hands subscriptions made while loading to the real client, except those already stopped', async () => {
    const fake = fakeModule();
    const client = createDeferredRealtimeClient({ getToken: () => null }, fake.load);
    const stopPrices = client.subscribe('prices', () => {});
    const stopWinners = client.subscribe('winners', () => {});
    stopWinners();
    await vi.waitFor(() => expect(fake.createRealtimeClient).toHaveBeenCalledTimes(1));
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.subscribed).toEqual(['prices']);
    expect(client.status()).toBe('open');
    expect(client.serverNow()).toBe(42);

    stopPrices();
    expect(fake.stopped).toEqual(['prices']);
    client.subscribe('me', () => {});
    expect(fake.subscribed).toEqual(['prices', 'me']);
  });
});
