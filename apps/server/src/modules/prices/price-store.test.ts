import { PRICE_CURRENCIES, priceSnapshotSchema } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { createPriceStore } from './price-store.js';

const at = 1_700_000_000_000;

describe('the price store', () => {
  it('lists the eight currencies in the seed order, empty until values arrive', () => {
    const snapshot = createPriceStore({ source: 'okx', now: () => at }).snapshot();
    expect(priceSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.items.map((item) => item.ccy)).toEqual([...PRICE_CURRENCIES]);
    expect(snapshot).toMatchObject({
      source: 'okx',
      status: 'connecting',
      simulated: false,
      updatedAt: null,
    });
    expect(
      snapshot.items.every((item) => item.last === null && item.changePct === null && item.ts === null),
    ).toBe(true);
  });

  it('keeps last, sodUtc8, the change and the exchange time of each instrument', () => {
    const store = createPriceStore({ source: 'okx', now: () => at + 5 });
    expect(store.apply({ instId: 'BTC-USDT', last: '43000.1', sodUtc8: '42000', ts: at })).toBe('accepted');
    const btc = store.snapshot().items.find((item) => item.ccy === 'BTC');
    expect(btc).toEqual({
      ccy: 'BTC',
      quote: 'USDT',
      instId: 'BTC-USDT',
      inverse: false,
      last: '43000.1',
      sodUtc8: '42000',
      changePct: '2.38',
      ts: at,
      simulated: false,
    });
    expect(store.snapshot().updatedAt).toBe(at + 5);
  });

  it('reads USDT off the USDC-USDT market, inverted and labelled as quoted in USDC', () => {
    const store = createPriceStore({ source: 'okx', now: () => at });
    store.apply({ instId: 'USDC-USDT', last: '0.9998', sodUtc8: '1.0001', ts: at });
    const items = store.snapshot().items;
    expect(items.find((item) => item.ccy === 'USDC')).toMatchObject({
      last: '0.9998',
      sodUtc8: '1.0001',
      changePct: '-0.03',
      quote: 'USDT',
    });
    expect(items.find((item) => item.ccy === 'USDT')).toMatchObject({
      instId: 'USDC-USDT',
      quote: 'USDC',
      inverse: true,
      last: '1.00020004',
      sodUtc8: '0.99990001',
      changePct: '0.03',
    });
  });

  it('drops a tick older than the latest one of its instrument, and refuses junk', () => {
    const store = createPriceStore({ source: 'okx', now: () => at });
    store.apply({ instId: 'ETH-USDT', last: '2300', sodUtc8: '2200', ts: at + 2 });
    const version = store.version();
    expect(store.apply({ instId: 'ETH-USDT', last: '1', sodUtc8: '2200', ts: at + 1 })).toBe('stale');
    expect(store.apply({ instId: 'ETH-USDT', last: '-5', sodUtc8: '2200', ts: at + 3 })).toBe('invalid');
    expect(store.apply({ instId: 'XRP-USDT', last: '1', sodUtc8: '1', ts: at + 3 })).toBe(
      'unknown-instrument',
    );
    expect(store.version()).toBe(version);
    expect(store.snapshot().items.find((item) => item.ccy === 'ETH')?.last).toBe('2300');
    expect(store.apply({ instId: 'ETH-USDT', last: '2301', sodUtc8: '2200', ts: at + 2 })).toBe('accepted');
  });

  it('stays unavailable with no values when the feed is off', () => {
    const store = createPriceStore({ source: 'off', now: () => at });
    store.setStatus('live');
    expect(store.snapshot()).toMatchObject({ source: 'off', status: 'unavailable', updatedAt: null });
  });
});
