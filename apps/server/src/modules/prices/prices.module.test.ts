import type { AddressInfo } from 'node:net';
import { priceSnapshotSchema, type PriceSnapshot, pricesEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openSocket } from '../../platform/ws/ws.test-utils.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { UPSTREAM_INST_IDS } from './instruments.js';
import { startFakeOkx, type FakeOkx } from './testing/fake-okx.js';

let database: TestDatabase;
let app: FastifyInstance | null = null;
let fake: FakeOkx | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = null;
  fake = null;
});

afterAll(async () => {
  await database.close();
});

async function getPrices(lang = 'en') {
  const response = await postApi<PriceSnapshot>(app!, pricesEndpoints.snapshot.path, { lang });
  expect(response.status).toBe(200);
  expect(response.body.code).toBe(1);
  return priceSnapshotSchema.parse(response.body.data);
}

describe(pricesEndpoints.snapshot.path, () => {
  it('answers the envelope with an unavailable feed and no values when PRICE_FEED=off', async () => {
    app = await buildTestApp(database);
    const response = await postApi<PriceSnapshot>(app, '/api/index/getprices', { lang: 'en' });
    expect(response.body).toMatchObject({ code: 1, info: expect.any(String) });
    const snapshot = priceSnapshotSchema.parse(response.body.data);
    expect(snapshot).toMatchObject({
      type: 'prices',
      source: 'off',
      status: 'unavailable',
      simulated: false,
      updatedAt: null,
    });
    expect(snapshot.items).toHaveLength(8);
    expect(snapshot.items.every((item) => item.last === null)).toBe(true);
  });

  it('labels every value of the demo source as simulated', async () => {
    app = await buildTestApp(database, { env: { PRICE_FEED: 'simulated' } });
    const snapshot = await getPrices();
    expect(snapshot).toMatchObject({ source: 'simulated', status: 'live', simulated: true });
    expect(snapshot.items.every((item) => item.simulated && item.last !== null)).toBe(true);
  });
});

describe('the app on PRICE_FEED=okx against the fake exchange', () => {
  it('subscribes after 2 s, serves pushed prices for first paint and over /ws, and disconnects on close', async () => {
    fake = await startFakeOkx({ instruments: UPSTREAM_INST_IDS });
    app = await buildTestApp(database, { env: { PRICE_FEED: 'okx', PRICE_FEED_URL: fake.url } });
    const connection = await fake.waitForConnection(1);
    expect((await getPrices()).status).toBe('connecting');
    await eventually(() => connection.subscribed.size === UPSTREAM_INST_IDS.length, 4_000);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`);
    expect((await client.next()).type).toBe('welcome');
    client.send({ type: 'subscribe', channel: 'prices' });
    expect((await client.next()).type).toBe('subscribed');

    fake.push('BTC-USDT', { last: '64000.5', sodUtc8: '63000', ts: Date.now() });
    let pushed: PriceSnapshot | null = null;
    const deadline = Date.now() + 7_000;
    while (!pushed && Date.now() < deadline) {
      const message = await client.next().catch(() => null);
      if (message?.type !== 'event') continue;
      const snapshot = priceSnapshotSchema.parse(message.payload);
      if (snapshot.items.find((item) => item.ccy === 'BTC')?.last === '64000.5') pushed = snapshot;
    }
    expect(pushed).toMatchObject({ source: 'okx', status: 'live', simulated: false });
    expect(pushed?.items.find((item) => item.ccy === 'BTC')).toMatchObject({
      last: '64000.5',
      changePct: '1.59',
    });
    expect((await getPrices()).items.find((item) => item.ccy === 'BTC')?.last).toBe('64000.5');
    await client.close();

    const closed = new Promise((resolve) => connection.socket.once('close', resolve));
    await app.close();
    app = null;
    await closed;
    expect(fake.acceptedCount()).toBe(1);
  }, 20_000);
});
