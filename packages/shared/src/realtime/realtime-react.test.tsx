// @vitest-environment jsdom
import type { Channel } from '../ws/index.js';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type ChannelSignal, type RealtimeClient } from './realtime-client.js';
import { RealtimeProvider, useChannel, useRealtimeStatus, useServerClock } from './realtime-react.js';
import { fakeSocketFactory } from './websocket.test-utils.js';

let factory: ReturnType<typeof fakeSocketFactory>;
let client: RealtimeClient;

function wrapper({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={client}>{children}</RealtimeProvider>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  factory = fakeSocketFactory();
  client = createRealtimeClient({ getToken: () => null, createSocket: factory.create, random: () => 0.5 });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('useChannel', () => {
  it('passes events to the latest callback and unsubscribes on unmount', () => {
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ label }: { label: string }) => useChannel('room:1', (signal: ChannelSignal) => seen.push(`${label}:${signal.type}`)),
      { wrapper, initialProps: { label: 'first' } },
    );
    const socket = factory.latest();
    act(() => socket.accept());
    act(() => socket.push({ type: 'subscribed', channel: 'room:1', seq: 0 }));
    act(() => socket.push({ type: 'event', channel: 'room:1', seq: 1, payload: {} }));
    rerender({ label: 'second' });
    act(() => socket.push({ type: 'event', channel: 'room:1', seq: 2, payload: {} }));
    expect(seen).toEqual(['first:event', 'second:event']);
    expect(socket.sentOfType('subscribe')).toHaveLength(1);

    unmount();
    expect(socket.sentOfType('unsubscribe')).toEqual([{ type: 'unsubscribe', channel: 'room:1' }]);
  });

  it('listens to nothing for a null channel and follows a channel change', () => {
    const { rerender } = renderHook(({ channel }: { channel: Channel | null }) => useChannel(channel, () => {}), {
      wrapper,
      initialProps: { channel: null as Channel | null },
    });
    expect(factory.sockets).toHaveLength(0);
    rerender({ channel: 'room:1' });
    const socket = factory.latest();
    act(() => socket.accept());
    rerender({ channel: 'room:4' });
    expect(socket.sentOfType('subscribe').map((message) => message.channel)).toEqual(['room:1', 'room:4']);
    expect(socket.sentOfType('unsubscribe').map((message) => message.channel)).toEqual(['room:1']);
  });
});

describe('useServerClock and useRealtimeStatus', () => {
  it('re-renders with the server offset and the connection state', () => {
    const { result } = renderHook(() => ({ clock: useServerClock(), status: useRealtimeStatus() }), { wrapper });
    expect(result.current.status).toBe('connecting');
    act(() => factory.latest().accept(Date.now() + 7_000));
    expect(result.current.status).toBe('open');
    expect(result.current.clock.offsetMs).toBe(7_000);
    expect(result.current.clock.serverNow()).toBe(Date.now() + 7_000);
    act(() => factory.latest().drop(1006));
    expect(result.current.status).toBe('reconnecting');
  });

  it('refuses to run without a provider', () => {
    expect(() => renderHook(() => useServerClock())).toThrow(/RealtimeProvider/);
  });
});
