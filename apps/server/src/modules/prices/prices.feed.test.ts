import { channels, priceSnapshotSchema, type PriceSnapshot } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSocket, startSocketServer } from '../../platform/ws/ws.test-utils.js';
import { createPriceFeed, type PriceFeed } from './prices.feed.js';
import { PRICE_FANOUT_MS } from './prices.publisher.js';
import { createManualTimers } from './testing/manual-timers.js';

const quietLog = { debug: () => {}, info: () => {}, warn: () => {} };
const UTC8_MIDNIGHT = Date.UTC(2026, 0, 1, 16, 0, 0);

let feed: PriceFeed | null = null;
let server: FastifyInstance | null = null;

afterEach(async () => {
  await feed?.stop();
  await server?.close();
  feed = null;
  server = null;
});

function simulatedFeed(options: { now: () => number; random: (max: number) => number }) {
  const timers = createManualTimers();
  const published: PriceSnapshot[] = [];
  feed = createPriceFeed({
    config: { PRICE_FEED: 'simulated', PRICE_FEED_URL: 'ws://127.0.0.1:9/unused' },
    realtime: {
      publish: async (channel, payload) => {
        expect(channel).toBe(channels.prices);
        published.push(priceSnapshotSchema.parse(payload));
        return published.length;
      },
    },
    log: quietLog,
    timers,
    ...options,
  });
  return { feed, timers, published };
}

describe('PRICE_FEED=off', () => {
  it('shows an unavailable feed with no values and never schedules anything', () => {
    const timers = createManualTimers();
    const published: unknown[] = [];
    feed = createPriceFeed({
      config: { PRICE_FEED: 'off', PRICE_FEED_URL: 'ws://127.0.0.1:9/unused' },
      realtime: { publish: async (_channel, payload) => published.push(payload) },
      log: quietLog,
      now: () => 0,
      timers,
    });
    feed.start();
    expect(timers.pendingCount()).toBe(0);
    const snapshot = feed.store.snapshot();
    expect(snapshot).toMatchObject({
      source: 'off',
      status: 'unavailable',
      simulated: false,
      updatedAt: null,
    });
    expect(snapshot.items.every((item) => item.last === null && !item.simulated)).toBe(true);
    expect(published).toEqual([]);
  });
});

describe('PRICE_FEED=simulated', () => {
  it('is a labelled random walk from 1.000000 whose every value says simulated', () => {
    let now = 1_700_000_000_000;
    // random(41) − 20 basis points per step: 40 → +0.20%, 0 → −0.20%, 20 → unchanged.
    const draws = [40, 0, 20];
    let call = 0;
    const { timers, published } = simulatedFeed({
      now: () => now,
      random: () => draws[call++ % draws.length] ?? 20,
    });
    feed?.start();
    const first = feed!.store.snapshot();
    expect(first).toMatchObject({ source: 'simulated', status: 'live', simulated: true, updatedAt: now });
    expect(first.items.map((item) => [item.ccy, item.last, item.simulated])).toEqual(
      first.items.map((item) => [item.ccy, item.ccy === 'USDT' ? '1.0000' : '1.000000', true]),
    );

    now += 1_000;
    timers.advance(1_000);
    const lasts = feed!.store.snapshot().items.map((item) => item.last);
    // Draws go to the seven series in UPSTREAM_INST_IDS order (BTC, ETH, USDC, BNB, SOL, DOGE,
    // TRX); the list is in the seed order, and USDT is USDC-USDT inverted.
    expect(lasts).toEqual([
      '1.002000',
      '0.998000',
      '1.0000',
      '1.002000',
      '0.998000',
      '1.000000',
      '1.000000',
      '1.002000',
    ]);
    expect(published).toHaveLength(0);

    now += 2_000;
    timers.advance(2_000);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      source: 'simulated',
      simulated: true,
      status: 'live',
      updatedAt: now,
    });
    expect(published[0]?.items.every((item) => item.simulated)).toBe(true);
  });

  it('resets the start-of-day value at midnight UTC+8, like the exchange', () => {
    let now = UTC8_MIDNIGHT - 1_500;
    const { timers } = simulatedFeed({ now: () => now, random: () => 40 });
    feed?.start();
    const btc = () => feed!.store.snapshot().items.find((item) => item.ccy === 'BTC');
    now += 1_000;
    timers.advance(1_000);
    expect(btc()).toMatchObject({ last: '1.002000', sodUtc8: '1.000000', changePct: '0.20' });
    now += 1_000;
    timers.advance(1_000);
    expect(btc()).toMatchObject({ last: '1.004004', sodUtc8: '1.002000', changePct: '0.20' });
  });
});

describe('the /ws fan-out', () => {
  it('pushes the snapshot on the public prices channel every 3 s when it changed', async () => {
    const started = await startSocketServer();
    server = started.app;
    const timers = createManualTimers();
    let now = 1_700_000_000_000;
    feed = createPriceFeed({
      config: { PRICE_FEED: 'simulated', PRICE_FEED_URL: 'ws://127.0.0.1:9/unused' },
      realtime: started.realtime,
      log: quietLog,
      now: () => now,
      timers,
      random: () => 40,
    });
    feed.start();

    const client = await openSocket(started.url);
    expect((await client.next()).type).toBe('welcome');
    client.send({ type: 'subscribe', channel: 'prices' });
    expect(await client.next()).toMatchObject({ type: 'subscribed', channel: 'prices', seq: 0 });

    now += PRICE_FANOUT_MS;
    timers.advance(PRICE_FANOUT_MS);
    const event = await client.next();
    if (event.type !== 'event') throw new Error(`expected an event, got ${event.type}`);
    expect(event).toMatchObject({ channel: 'prices', seq: 1 });
    const snapshot = priceSnapshotSchema.parse(event.payload);
    expect(snapshot).toMatchObject({
      type: 'prices',
      source: 'simulated',
      simulated: true,
      status: 'live',
      updatedAt: now,
    });
    // Two whole +0.20% steps are in (the fan-out timer was armed before the third step's).
    expect(snapshot.items.find((item) => item.ccy === 'BTC')?.last).toBe('1.004004');
    await client.close();
  });
});
