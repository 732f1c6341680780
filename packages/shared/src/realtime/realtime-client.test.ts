// @vitest-environment jsdom
import { ErrorCode, WS_CLOSE, WS_SUBPROTOCOL, type Channel } from '../index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelayMs } from './backoff.js';
import { createRealtimeClient, type ChannelSignal, type RealtimeClientOptions } from './realtime-client.js';
import { fakeSocketFactory } from './websocket.test-utils.js';

let token: string | null;

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const factory = fakeSocketFactory();
  const client = createRealtimeClient({
    getToken: () => token,
    createSocket: factory.create,
    random: () => 0.5,
    ...overrides,
  });
  return { client, factory };
}

function record(client: ReturnType<typeof createRealtimeClient>, channel: Channel) {
  const signals: ChannelSignal[] = [];
  const stop = client.subscribe(channel, (signal) => signals.push(signal));
  return { signals, stop };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  token = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting', () => {
  it('opens the same-origin /ws lazily, with the language in the query and the token only among the subprotocols', () => {
    token = 'session-token';
    const { client, factory } = setup({ getLanguage: () => 'en' });
    expect(factory.sockets).toHaveLength(0);
    record(client, 'prices');
    const socket = factory.latest();
    const url = new URL(socket.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`ws://${window.location.host}/ws`);
    expect([...url.searchParams.keys()]).toEqual(['lang']);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(socket.url).not.toContain('session-token');
    expect(socket.protocols).toEqual([WS_SUBPROTOCOL, 'fairround.token.session-token']);
    expect(client.status()).toBe('connecting');
    client.close();
  });

  it('offers a console token under the staff prefix, and a visitor only the protocol version', () => {
    token = 'staff-session';
    const staff = setup({ tokenKind: 'staff' });
    record(staff.client, 'staff:support');
    expect(staff.factory.latest().protocols).toEqual([WS_SUBPROTOCOL, 'fairround.staff.staff-session']);
    expect(staff.factory.latest().url).not.toContain('staff-session');
    staff.client.close();

    token = null;
    const visitor = setup();
    record(visitor.client, 'prices');
    expect(visitor.factory.latest().protocols).toEqual([WS_SUBPROTOCOL]);
    visitor.client.close();
  });

  it('never offers a stored string that cannot be a token as a subprotocol (a browser would throw)', () => {
    token = 'not a token, with=padding/and spaces';
    const { client, factory } = setup();
    record(client, 'prices');
    expect(factory.latest().protocols).toEqual([WS_SUBPROTOCOL]);
    expect(factory.latest().url).not.toContain('token');
    client.close();
  });

  it('subscribes once welcomed and delivers events in order', () => {
    const { client, factory } = setup();
    const prices = record(client, 'prices');
    const socket = factory.latest();
    socket.accept();
    expect(client.status()).toBe('open');
    expect(socket.sentOfType('subscribe')).toEqual([{ type: 'subscribe', channel: 'prices' }]);
    socket.push({ type: 'subscribed', channel: 'prices', seq: 7 });
    socket.push({ type: 'event', channel: 'prices', seq: 8, payload: { btc: '1' } });
    socket.push({ type: 'event', channel: 'prices', seq: 8, payload: { btc: 'again' } });
    socket.push({ type: 'event', channel: 'prices', seq: 9, payload: { btc: '2' } });
    expect(prices.signals).toEqual([
      { type: 'event', payload: { btc: '1' }, seq: 8 },
      { type: 'event', payload: { btc: '2' }, seq: 9 },
    ]);
    client.close();
  });

  it('subscribes a channel once however many listen, and unsubscribes when the last one leaves', () => {
    const { client, factory } = setup();
    record(client, 'winners');
    const socket = factory.latest();
    socket.accept();
    const first = record(client, 'room:1');
    const second = record(client, 'room:1');
    expect(socket.sentOfType('subscribe').map((message) => message.channel)).toEqual(['winners', 'room:1']);
    first.stop();
    expect(socket.sentOfType('unsubscribe')).toEqual([]);
    second.stop();
    expect(socket.sentOfType('unsubscribe')).toEqual([{ type: 'unsubscribe', channel: 'room:1' }]);
    client.close();
  });

  it('ignores messages that are not valid server messages', () => {
    const { client, factory } = setup();
    const prices = record(client, 'prices');
    const socket = factory.latest();
    socket.accept();
    socket.pushRaw('not json');
    socket.pushRaw('{"type":"event","channel":"prices","seq":-1}');
    expect(prices.signals).toEqual([]);
    expect(client.status()).toBe('open');
    client.close();
  });
});

describe('resync', () => {
  it('signals a resync when the seq jumps, then delivers the event', () => {
    const { client, factory } = setup();
    const room = record(client, 'room:16');
    const socket = factory.latest();
    socket.accept();
    socket.push({ type: 'subscribed', channel: 'room:16', seq: 3 });
    socket.push({ type: 'event', channel: 'room:16', seq: 5, payload: 'late' });
    expect(room.signals).toEqual([
      { type: 'resync', reason: 'gap' },
      { type: 'event', payload: 'late', seq: 5 },
    ]);
    client.close();
  });

  it('reconnects with growing jittered delays, re-subscribes everything and signals resync', () => {
    const { client, factory } = setup();
    const room = record(client, 'room:1');
    const prices = record(client, 'prices');
    factory.latest().accept();
    factory.latest().push({ type: 'subscribed', channel: 'room:1', seq: 1 });

    factory.latest().drop(1006);
    expect(client.status()).toBe('reconnecting');
    const firstDelay = backoffDelayMs(0, { initialMs: 500, maxMs: 30_000 }, () => 0.5);
    vi.advanceTimersByTime(firstDelay - 1);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);

    // The second attempt fails too: the next wait is longer.
    factory.latest().drop(1006);
    const secondDelay = backoffDelayMs(1, { initialMs: 500, maxMs: 30_000 }, () => 0.5);
    expect(secondDelay).toBeGreaterThan(firstDelay);
    vi.advanceTimersByTime(secondDelay);
    expect(factory.sockets).toHaveLength(3);

    const socket = factory.latest();
    socket.accept();
    expect(socket.sentOfType('subscribe').map((message) => message.channel).sort()).toEqual(['prices', 'room:1']);
    socket.push({ type: 'subscribed', channel: 'room:1', seq: 4 });
    socket.push({ type: 'subscribed', channel: 'prices', seq: 0 });
    expect(room.signals).toEqual([{ type: 'resync', reason: 'reconnected' }]);
    expect(prices.signals).toEqual([{ type: 'resync', reason: 'reconnected' }]);

    // Welcomed again: the backoff starts over.
    socket.drop(1006);
    vi.advanceTimersByTime(firstDelay);
    expect(factory.sockets).toHaveLength(4);
    client.close();
  });

  it('keeps the jitter within half to all of the exponential step, capped', () => {
    const options = { initialMs: 500, maxMs: 30_000 };
    expect(backoffDelayMs(0, options, () => 0)).toBe(250);
    expect(backoffDelayMs(0, options, () => 0.999_999)).toBe(500);
    expect(backoffDelayMs(3, options, () => 0)).toBe(2_000);
    expect(backoffDelayMs(50, options, () => 0.999_999)).toBe(30_000);
  });
});

describe('sessions', () => {
  it('on 4401 reports the dead session and reconnects as a visitor until the token changes', () => {
    token = 'dead';
    const onSessionInvalid = vi.fn();
    const { client, factory } = setup({ onSessionInvalid });
    const me = record(client, 'me');
    const socket = factory.latest();
    socket.push({ type: 'error', errCode: ErrorCode.LoginInvalid, info: 'session ended' });
    socket.drop(WS_CLOSE.sessionInvalid);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(factory.latest().protocols).toEqual([WS_SUBPROTOCOL]);

    factory.latest().accept();
    factory.latest().push({ type: 'error', errCode: ErrorCode.Forbidden, info: 'no', channel: 'me' });
    expect(me.signals).toEqual([{ type: 'refused', errCode: ErrorCode.Forbidden, info: 'no' }]);

    token = 'fresh';
    client.reconnect();
    const fresh = factory.latest();
    expect(fresh.protocols).toEqual([WS_SUBPROTOCOL, 'fairround.token.fresh']);
    fresh.accept();
    expect(fresh.sentOfType('subscribe')).toEqual([{ type: 'subscribe', channel: 'me' }]);
    client.close();
  });
});

describe('the server clock', () => {
  it('takes a first offset from the welcome, then the pong with the shortest round trip', () => {
    const { client, factory } = setup({ pingIntervalMs: 1_000, pongTimeoutMs: 900 });
    const changes = vi.fn();
    client.onClockChange(changes);
    const socket = factory.latest();
    const deviceNow = Date.now();
    socket.accept(deviceNow + 5_000);
    expect(client.clockOffsetMs()).toBe(5_000);
    expect(client.serverNow()).toBe(Date.now() + 5_000);
    expect(changes).toHaveBeenCalled();

    // The ping sent on welcome comes back after 400 ms.
    const [firstPing] = socket.sentOfType('ping');
    vi.advanceTimersByTime(400);
    socket.push({ type: 'pong', t: firstPing?.t ?? 0, serverTime: (firstPing?.t ?? 0) + 200 + 3_000 });
    expect(client.clockOffsetMs()).toBe(3_000);

    // A slower round trip is less trustworthy and does not replace it.
    vi.advanceTimersByTime(600);
    const secondPing = socket.sentOfType('ping')[1];
    vi.advanceTimersByTime(800);
    socket.push({ type: 'pong', t: secondPing?.t ?? 0, serverTime: (secondPing?.t ?? 0) + 400 + 2_000 });
    expect(client.clockOffsetMs()).toBe(3_000);
    client.close();
  });

  it('replaces a connection whose pong does not come back in time', () => {
    const { client, factory } = setup({ pingIntervalMs: 25_000, pongTimeoutMs: 10_000 });
    record(client, 'prices');
    const socket = factory.latest();
    socket.accept();
    expect(socket.sentOfType('ping')).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(socket.closedByClient).toBe(true);
    expect(client.status()).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(factory.sockets).toHaveLength(2);
    client.close();
  });
});

describe('limits and shutdown', () => {
  it('paces a burst of subscriptions under the server rate limit', () => {
    const { client, factory } = setup();
    for (let roomType = 1; roomType <= 30; roomType += 1) record(client, `room:${roomType}`);
    const socket = factory.latest();
    socket.accept();
    expect(socket.sent.length).toBeLessThanOrEqual(16);
    vi.advanceTimersByTime(10_000);
    expect(socket.sentOfType('subscribe')).toHaveLength(30);
    client.close();
  });

  it('stops for good when closed', () => {
    const { client, factory } = setup();
    record(client, 'prices');
    factory.latest().accept();
    client.close();
    expect(factory.latest().closedByClient).toBe(true);
    expect(client.status()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(factory.sockets).toHaveLength(1);
  });
});
