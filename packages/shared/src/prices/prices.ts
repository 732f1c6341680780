import { z } from 'zod';

/**
 * Live crypto prices (PRODUCT.md §7, docs/prices.md): the same snapshot answers the first-paint
 * call `/api/Index/getPrices` and is the payload of the public `prices` WebSocket channel.
 * Prices are display data, not money: they stay the exchange's decimal strings end to end.
 */

/** The eight currencies of the seed's price list, in the seed's order. */
export const PRICE_CURRENCIES = ['BTC', 'ETH', 'USDT', 'BNB', 'SOL', 'USDC', 'DOGE', 'TRX'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const PRICE_FEED_SOURCES = ['okx', 'simulated', 'off'] as const;
export type PriceFeedSource = (typeof PRICE_FEED_SOURCES)[number];

/**
 * - live: the upstream connection is subscribed and pushing;
 * - connecting: starting or reconnecting after a short drop (values, if any, are the last seen);
 * - unavailable: the feed is off, or the upstream has been unreachable for a while.
 */
export const PRICE_FEED_STATUSES = ['live', 'connecting', 'unavailable'] as const;
export type PriceFeedStatus = (typeof PRICE_FEED_STATUSES)[number];

const unsignedDecimal = z.string().regex(/^\d+(\.\d+)?$/);
const signedDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const epochMs = z.number().int().nonnegative();

export const priceItemSchema = z.object({
  ccy: z.enum(PRICE_CURRENCIES),
  /** What `last` is counted in: USDT for the seven coins, USDC for USDT itself. */
  quote: z.enum(['USDT', 'USDC']),
  /** The exchange instrument the values come from (`BTC-USDT`, …). */
  instId: z.string(),
  /** True when the values are 1 / the instrument's prices (USDT is read off `USDC-USDT`). */
  inverse: z.boolean(),
  /** Latest traded price; null until the first value arrives. */
  last: unsignedDecimal.nullable(),
  /** Opening price of the day in UTC+8, the exchange's reference for the daily change. */
  sodUtc8: unsignedDecimal.nullable(),
  /** (last − sodUtc8) / sodUtc8 in percent, two decimals (`"-1.25"`); null when unknown. */
  changePct: signedDecimal.nullable(),
  /** The exchange's time of the value (epoch ms); null until the first value arrives. */
  ts: epochMs.nullable(),
  /** True for every value of the demo source: a display must say "simulated". */
  simulated: z.boolean(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const priceSnapshotSchema = z.object({
  type: z.literal('prices'),
  source: z.enum(PRICE_FEED_SOURCES),
  status: z.enum(PRICE_FEED_STATUSES),
  /** True when the values are the demo random walk, not an exchange's. */
  simulated: z.boolean(),
  /** Server epoch ms of the last accepted value; null before any. */
  updatedAt: epochMs.nullable(),
  /** Always the eight currencies, in PRICE_CURRENCIES order. */
  items: z.array(priceItemSchema),
});
export type PriceSnapshot = z.infer<typeof priceSnapshotSchema>;
