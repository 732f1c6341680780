import type { PriceFeedStatus } from '@fairround/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/ws/ws.test-utils.js';
import { UPSTREAM_INST_IDS } from './instruments.js';
import { createOkxClient, DEFAULT_OKX_SETTINGS, type FeedLog, type OkxClient } from './okx-client.js';
import { createPriceStore, type PriceStore } from './price-store.js';
import { createManualTimers } from './testing/manual-timers.js';
import { startFakeOkx, type FakeConnection, type FakeOkx } from './testing/fake-okx.js';
import { backoffDelayMs, cryptoRandomInt } from './timers.js';

const T0 = 1_700_000_000_000;
const { subscribeDelayMs, idlePingMs, pongTimeoutMs } = DEFAULT_OKX_SETTINGS;

type Harness = {
  client: OkxClient;
  store: PriceStore;
  timers: ReturnType<typeof createManualTimers>;
  statuses: PriceFeedStatus[];
  logs: { level: keyof FeedLog; message: string; object: object }[];
};

let fake: FakeOkx;
let harness: Harness | null = null;

beforeEach(async () => {
  fake = await startFakeOkx({ instruments: UPSTREAM_INST_IDS });
});

afterEach(async () => {
  await harness?.client.stop();
  harness = null;
  await fake.close();
});

/** A client on manual timers whose jitter always picks the top of its range (deterministic). */
function startClient(options: { url?: string; instIds?: readonly string[] } = {}): Harness {
  const timers = createManualTimers();
  const store = createPriceStore({ source: 'okx', now: () => T0 });
  const statuses: PriceFeedStatus[] = [];
  const logs: Harness['logs'] = [];
  const logAt = (level: keyof FeedLog) => (object: object, message: string) =>
    logs.push({ level, message, object });
  const client = createOkxClient({
    url: options.url ?? fake.url,
    instIds: options.instIds ?? UPSTREAM_INST_IDS,
    onTick: (tick) => store.apply(tick),
    onStatus: (status) => {
      statuses.push(status);
      store.setStatus(status);
    },
    log: { debug: logAt('debug'), info: logAt('info'), warn: logAt('warn') },
    timers,
    random: (max) => max - 1,
  });
  client.start();
  harness = { client, store, timers, statuses, logs };
  return harness;
}

const subscribeFrames = (connection: FakeConnection) =>
  connection.received
    .filter((frame) => frame.startsWith('{'))
    .map((frame) => JSON.parse(frame) as { op: string; args: { channel: string; instId: string }[] });

/** Waits for the n-th connection, lets the subscribe delay pass and waits for every ack. */
async function connectAndSubscribe(h: Harness, n: number): Promise<FakeConnection> {
  const connection = await fake.waitForConnection(n);
  // The client arms its subscribe and keepalive timers once it sees the socket open.
  await eventually(() => h.timers.nextDelay() === subscribeDelayMs);
  h.timers.advance(subscribeDelayMs);
  await eventually(() => connection.subscribed.size === UPSTREAM_INST_IDS.length);
  await eventually(() => h.store.status() === 'live');
  return connection;
}

const itemOf = (h: Harness, ccy: string) => h.store.snapshot().items.find((item) => item.ccy === ccy);

describe('the OKX tickers client against the fake exchange', () => {
  it('subscribes to the seven instruments only 2 s after connecting, then goes live', async () => {
    const h = startClient();
    const connection = await fake.waitForConnection(1);
    await eventually(() => h.timers.nextDelay() === subscribeDelayMs);
    h.timers.advance(subscribeDelayMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(connection.received).toEqual([]);
    expect(h.store.status()).toBe('connecting');

    h.timers.advance(1);
    await eventually(() => connection.received.length === 1);
    expect(subscribeFrames(connection)).toEqual([
      { op: 'subscribe', args: UPSTREAM_INST_IDS.map((instId) => ({ channel: 'tickers', instId })) },
    ]);
    expect(UPSTREAM_INST_IDS).toEqual([
      'BTC-USDT',
      'ETH-USDT',
      'USDC-USDT',
      'BNB-USDT',
      'SOL-USDT',
      'DOGE-USDT',
      'TRX-USDT',
    ]);
    await eventually(() => h.store.status() === 'live');
    expect(h.statuses).toEqual(['live']);
  });

  it('keeps each pushed ticker in the store and drops stale or malformed ones', async () => {
    const h = startClient();
    await connectAndSubscribe(h, 1);
    fake.push('BTC-USDT', { last: '43000.1', sodUtc8: '42000', ts: T0 + 2 });
    fake.push('USDC-USDT', { last: '0.9998', sodUtc8: '1.0001', ts: T0 + 2 });
    await eventually(() => itemOf(h, 'USDT')?.last !== null && itemOf(h, 'BTC')?.last !== null);
    expect(itemOf(h, 'BTC')).toMatchObject({
      last: '43000.1',
      sodUtc8: '42000',
      changePct: '2.38',
      ts: T0 + 2,
    });
    expect(itemOf(h, 'USDT')).toMatchObject({ last: '1.00020004', quote: 'USDC', inverse: true });

    // An older tick and junk, then a marker on another instrument: frames arrive in order, so
    // once the marker landed the older tick and the junk were seen and dropped.
    fake.push('BTC-USDT', { last: '1', sodUtc8: '42000', ts: T0 + 1 });
    fake.sendRaw(
      JSON.stringify({
        arg: { channel: 'tickers', instId: 'BTC-USDT' },
        data: [{ instId: 'BTC-USDT', last: 'NaN', sodUtc8: '1', ts: String(T0 + 3) }],
      }),
    );
    fake.sendRaw('not json');
    fake.push('TRX-USDT', { last: '0.12', sodUtc8: '0.12', ts: T0 + 3 });
    await eventually(() => itemOf(h, 'TRX')?.last === '0.12');
    expect(itemOf(h, 'BTC')).toMatchObject({ last: '43000.1', ts: T0 + 2 });

    fake.push('BTC-USDT', { last: '43100', sodUtc8: '42000', ts: T0 + 4 });
    await eventually(() => itemOf(h, 'BTC')?.ts === T0 + 4);
    expect(itemOf(h, 'BTC')?.last).toBe('43100');
    expect(fake.acceptedCount()).toBe(1);
  });

  it('sends a text ping after a silence and stays on the connection when the pong comes', async () => {
    const h = startClient();
    const connection = await connectAndSubscribe(h, 1);
    await eventually(() => h.timers.nextDelay() === idlePingMs);
    h.timers.advance(idlePingMs);
    await eventually(() => connection.pings === 1);
    expect(connection.received.at(-1)).toBe('ping');
    // The pong re-arms the idle timer and cancels the pong deadline.
    await eventually(() => h.timers.nextDelay() === idlePingMs);
    h.timers.advance(pongTimeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.acceptedCount()).toBe(1);
    expect(idlePingMs + pongTimeoutMs).toBeLessThan(30_000);
  });

  it('reconnects when no pong arrives and subscribes again on the new connection', async () => {
    const h = startClient();
    const first = await connectAndSubscribe(h, 1);
    fake.answerPings = false;
    await eventually(() => h.timers.nextDelay() === idlePingMs);
    h.timers.advance(idlePingMs);
    await eventually(() => first.pings === 1);
    h.timers.advance(pongTimeoutMs);
    await eventually(() => h.store.status() === 'connecting');
    // First failure: backoff capped at the 1 s base (jitter at the top of its range).
    expect(h.timers.nextDelay()).toBe(1_000);
    h.timers.advance(1_000);
    fake.answerPings = true;
    const second = await connectAndSubscribe(h, 2);
    expect(subscribeFrames(second)[0]?.args).toHaveLength(UPSTREAM_INST_IDS.length);
    fake.push('ETH-USDT', { last: '2300.5', sodUtc8: '2300', ts: T0 + 10 });
    await eventually(() => itemOf(h, 'ETH')?.last === '2300.5');
    expect(h.statuses).toEqual(['live', 'connecting', 'live']);
  });

  it('backs off exponentially while the exchange is down, reports unavailable, and recovers', async () => {
    const h = startClient();
    await connectAndSubscribe(h, 1);
    fake.push('SOL-USDT', { last: '150', sodUtc8: '140', ts: T0 });
    await eventually(() => itemOf(h, 'SOL')?.last === '150');
    fake.accepting = false;
    fake.dropAll();

    // Each lost connection is logged (debug) with the delay of the next attempt.
    const losses = () => h.logs.filter((log) => log.message === 'price feed: connection lost');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await eventually(() => losses().length === attempt);
      expect(h.timers.pendingCount()).toBe(1);
      h.timers.advance(h.timers.nextDelay() ?? 0);
    }
    await eventually(() => losses().length === 5);
    const delays = losses().map((log) => (log.object as { retryInMs: number }).retryInMs);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(h.store.status()).toBe('unavailable');
    // The last values stay readable, with their time, while the feed is down.
    expect(itemOf(h, 'SOL')).toMatchObject({ last: '150', ts: T0 });
    expect(h.logs.filter((log) => log.level === 'warn')).toHaveLength(1);

    fake.accepting = true;
    h.timers.advance(16_000);
    const connection = await connectAndSubscribe(h, 2);
    expect(connection.subscribed.size).toBe(UPSTREAM_INST_IDS.length);
    expect(h.logs.some((log) => log.level === 'info' && log.message.includes('live again'))).toBe(true);
  });

  it('moves to a new connection soon after a notice, without counting a failure', async () => {
    const h = startClient();
    await connectAndSubscribe(h, 1);
    fake.notice();
    await eventually(() => h.store.status() === 'connecting');
    // noticeReconnectMs plus jitter up to as much again (top of the range here).
    expect(h.timers.nextDelay()).toBe(2 * DEFAULT_OKX_SETTINGS.noticeReconnectMs);
    h.timers.advance(2 * DEFAULT_OKX_SETTINGS.noticeReconnectMs);
    await connectAndSubscribe(h, 2);
    expect(
      h.logs.some((log) => log.level === 'info' && (log.object as { code?: string }).code === '64008'),
    ).toBe(true);
    expect(h.logs.filter((log) => log.level === 'warn')).toHaveLength(0);
  });

  it('logs the exchange error event for an instrument that does not exist', async () => {
    const h = startClient({ instIds: ['BTC-USDT', 'NOPE-USDT'] });
    const connection = await fake.waitForConnection(1);
    await eventually(() => h.timers.nextDelay() === subscribeDelayMs);
    h.timers.advance(subscribeDelayMs);
    await eventually(() => h.logs.some((log) => log.level === 'warn'));
    expect(h.logs.find((log) => log.level === 'warn')?.object).toMatchObject({ code: '60018' });
    expect([...connection.subscribed]).toEqual(['BTC-USDT']);
  });

  it('stays quiet and unavailable when the exchange cannot be reached at all', async () => {
    await fake.close();
    const h = startClient({ url: fake.url });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await eventually(() => h.timers.pendingCount() === 1);
      h.timers.advance(h.timers.nextDelay() ?? 0);
    }
    await eventually(() => h.timers.pendingCount() === 1);
    expect(h.store.status()).toBe('unavailable');
    expect(h.logs.filter((log) => log.level !== 'debug')).toHaveLength(1);
    fake = await startFakeOkx();
  });

  it('stops for good: no reconnect after stop', async () => {
    const h = startClient();
    await connectAndSubscribe(h, 1);
    await h.client.stop();
    expect(h.timers.pendingCount()).toBe(0);
    h.timers.advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.acceptedCount()).toBe(1);
  });
});

describe('reconnect backoff', () => {
  it('doubles from the base up to the cap with CSPRNG jitter in the upper half', () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const cap = Math.min(60_000, 1_000 * 2 ** (attempt - 1));
      for (let sample = 0; sample < 20; sample += 1) {
        const delay = backoffDelayMs(attempt, 1_000, 60_000, cryptoRandomInt);
        expect(delay).toBeGreaterThanOrEqual(cap / 2);
        expect(delay).toBeLessThanOrEqual(cap);
      }
    }
  });
});
