/**
 * Runs the fake exchange on its own for the browser journeys (never in production):
 *   FAKE_OKX_PORT=18090 node --import tsx apps/server/src/modules/prices/testing/fake-okx.cli.ts
 * then start the server with PRICE_FEED=okx PRICE_FEED_URL=ws://127.0.0.1:18090/ws/v5/public.
 * It serves the fixed test fixture below, re-pushed with a fresh `ts` every few seconds so the
 * page shows updates; the values are test fixtures, not market data.
 */
import { UPSTREAM_INST_IDS } from '../instruments.js';
import { startFakeOkx, type FakeTicker } from './fake-okx.js';

const FIXTURE: Record<string, Omit<FakeTicker, 'ts'>> = {
  'BTC-USDT': { last: '64000.5', sodUtc8: '63000' },
  'ETH-USDT': { last: '3150.25', sodUtc8: '3200' },
  'USDC-USDT': { last: '0.9998', sodUtc8: '1.0001' },
  'BNB-USDT': { last: '580.1', sodUtc8: '575' },
  'SOL-USDT': { last: '142.37', sodUtc8: '145.2' },
  'DOGE-USDT': { last: '0.12345', sodUtc8: '0.12' },
  'TRX-USDT': { last: '0.1234', sodUtc8: '0.1234' },
};
const REPUSH_MS = 2_000;

const fake = await startFakeOkx({
  port: Number(process.env.FAKE_OKX_PORT ?? 18090),
  instruments: UPSTREAM_INST_IDS,
  idleDisconnectMs: 30_000,
});
const pushAll = () => {
  const ts = Date.now();
  for (const [instId, values] of Object.entries(FIXTURE)) fake.push(instId, { ...values, ts });
};
pushAll();
const timer = setInterval(pushAll, REPUSH_MS);
process.stdout.write(`fake exchange listening on ${fake.url}\n`);

const stop = () => {
  clearInterval(timer);
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
