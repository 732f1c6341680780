import { PRICE_CURRENCIES, type PriceCurrency } from '@fairround/shared';

/** Where a currency's price comes from on the exchange. */
export type PriceInstrument = {
  ccy: PriceCurrency;
  instId: string;
  quote: 'USDT' | 'USDC';
  inverse: boolean;
};

/**
 * Seven coins are quoted against USDT directly. USDT against itself would be a constant 1, which
 * says nothing, so its line is read off the real `USDC-USDT` market inverted: the price of one
 * USDT in USDC (docs/prices.md). No value is ever made up.
 */
function instrumentOf(ccy: PriceCurrency): PriceInstrument {
  if (ccy === 'USDT') return { ccy, instId: 'USDC-USDT', quote: 'USDC', inverse: true };
  return { ccy, instId: `${ccy}-USDT`, quote: 'USDT', inverse: false };
}

export const PRICE_INSTRUMENTS: readonly PriceInstrument[] = PRICE_CURRENCIES.map(instrumentOf);

/** The distinct exchange instruments to subscribe to (USDC-USDT serves two lines). */
export const UPSTREAM_INST_IDS: readonly string[] = [
  ...new Set(PRICE_INSTRUMENTS.map((instrument) => instrument.instId)),
];
