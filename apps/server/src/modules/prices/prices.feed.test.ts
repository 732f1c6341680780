import { channels, priceSnapshotSchema, type PriceSnapshot } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSocket, startSocketServer } from '../../platform/ws/ws.test-utils.js';
import { createPriceFeed, type PriceFeed } from './prices.feed.js';
import { PRICE_FANOUT_MS } from './prices.publisher.js';
import { SIMULATED_MAX_STEP_PERCENT } from './simulated-feed.js';
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

/** A seeded, repeatable stand-in for the CSPRNG: a 32-bit LCG (the feed takes any RandomInt). */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return (maxExclusive: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return maxExclusive <= 1 ? 0 : state % maxExclusive;
  };
}

describe('PRICE_FEED=simulated', () => {
  it('stays plausible: each step moves every coin by less than 0.1 %, a day stays near the reference', () => {
    let now = 1_700_000_000_000;
    const { timers } = simulatedFeed({ now: () => now, random: seededRandom(24) });
    feed?.start();
    const value = (ccy: string) =>
      Number(feed!.store.snapshot().items.find((item) => item.ccy === ccy)?.last);
    const ccys = feed!.store.snapshot().items.map((item) => item.ccy);
    const reference = new Map(ccys.map((ccy) => [ccy, value(ccy)]));
    let previous = new Map(reference);
    for (let second = 0; second < 600; second += 1) {
      now += 1_000;
      timers.advance(1_000);
      for (const ccy of ccys) {
        const step = Math.abs(value(ccy) / previous.get(ccy)! - 1) * 100;
        expect(step, `${ccy} at ${second} s`).toBeLessThan(SIMULATED_MAX_STEP_PERCENT);
      }
      previous = new Map(ccys.map((ccy) => [ccy, value(ccy)]));
    }
    // After ten minutes every coin is still within 10 % of where it started, the stablecoins within 0.1 %.
    for (const ccy of ccys) {
      const drift = Math.abs(value(ccy) / reference.get(ccy)! - 1) * 100;
      expect(drift, ccy).toBeLessThan(ccy === 'USDT' || ccy === 'USDC' ? 0.1 : 10);
    }
  });

  it('starts each coin at its reference price, labelled simulated, and moves it by small steps', () => {
    let now = 1_700_000_000_000;
    // random(2 × max + 1) − max hundredths of a bp: the highest draw is +max (+0.05 % for a coin).
    const draws = [1_000, 0, 20];
    let call = 0;
    const { timers, published } = simulatedFeed({
      now: () => now,
      random: () => draws[call++ % draws.length] ?? 0,
    });
    feed?.start();
    const first = feed!.store.snapshot();
    expect(first).toMatchObject({ source: 'simulated', status: 'live', simulated: true, updatedAt: now });
    // The reference table (docs/prices.md), in the list's order, with the decimals of their
    // magnitude (2 from 100 up, 4 from 1 up, else 6); USDT is USDC-USDT inverted.
    expect(first.items.map((item) => [item.ccy, item.last, item.simulated])).toEqual([
      ['BTC', '60000.00', true],
      ['ETH', '3000.00', true],
      ['USDT', '1.0000', true],
      ['BNB', '600.00', true],
      ['SOL', '150.00', true],
      ['USDC', '1.0000', true],
      ['DOGE', '0.150000', true],
      ['TRX', '0.120000', true],
    ]);

    now += 1_000;
    timers.advance(1_000);
    const lasts = feed!.store.snapshot().items.map((item) => item.last);
    // Draws go to the seven series in UPSTREAM_INST_IDS order (BTC, ETH, USDC, BNB, SOL, DOGE,
    // TRX): BTC +0.05 %, ETH −0.05 %, USDC 20 − 20 = 0, BNB +0.05 %, SOL −0.05 %, DOGE −0.048 %
    // (draw 20 − 500), TRX +0.05 %.
    expect(lasts).toEqual([
      '60030.00',
      '2998.50',
      '1.0000',
      '600.30',
      '149.92',
      '1.0000',
      '0.149928',
      '0.120060',
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
    // The highest draw every time: +0.05 % a step (the second also pulls 0.015 back to 60,000).
    const { timers } = simulatedFeed({ now: () => now, random: (max) => max - 1 });
    feed?.start();
    const btc = () => feed!.store.snapshot().items.find((item) => item.ccy === 'BTC');
    now += 1_000;
    timers.advance(1_000);
    expect(btc()).toMatchObject({ last: '60030.00', sodUtc8: '60000.00', changePct: '0.05' });
    now += 1_000;
    timers.advance(1_000);
    expect(btc()).toMatchObject({ last: '60060.00', sodUtc8: '60030.00', changePct: '0.05' });
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
      random: (max) => max - 1,
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
    // Two whole +0.05 % steps are in (the fan-out timer was armed before the third step's).
    expect(snapshot.items.find((item) => item.ccy === 'BTC')?.last).toBe('60060.00');
    await client.close();
  });
});
