import { formatDecimal } from './decimal.js';
import { UPSTREAM_INST_IDS } from './instruments.js';
import type { PriceStore } from './price-store.js';
import { cryptoRandomInt, systemTimers, type RandomInt, type TimerHandle, type Timers } from './timers.js';

/**
 * PRICE_FEED=simulated: a demo source for machines without the exchange. Each series starts at a
 * fixed reference price (docs/prices.md: round figures of the right magnitude, not market data)
 * and takes one small random step a second from the CSPRNG, pulled gently back towards its
 * reference so a demo left running never drifts into nonsense. The store marks every value
 * `simulated: true`, so each display says so.
 */
const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);
const DAY_MS = 86_400_000;
const UTC8_OFFSET_MS = 8 * 3_600_000;
/** Steps are drawn in hundredths of a basis point (1 = 0.0001 %). */
const STEP_DENOMINATOR = 1_000_000n;

type WalkShape = {
  /** The starting price, in units of 10⁻⁶ of the quote. */
  reference: bigint;
  /** The largest step, in hundredths of a basis point (500 = ±0.05 % a second). */
  maxStep: number;
  /** Each step also closes 1/`reversion` of the gap to the reference. */
  reversion: bigint;
};

const coin = (reference: bigint): WalkShape => ({ reference, maxStep: 500, reversion: 2_000n });

/**
 * The reference starting prices, in USDT (USDC-USDT is a stablecoin pair: it stays within a few
 * hundredths of a per cent of 1). Documented in docs/prices.md; change both together.
 */
export const SIMULATED_REFERENCES: ReadonlyMap<string, WalkShape> = new Map([
  ['BTC-USDT', coin(60_000n * UNIT)],
  ['ETH-USDT', coin(3_000n * UNIT)],
  ['USDC-USDT', { reference: UNIT, maxStep: 20, reversion: 50n }],
  ['BNB-USDT', coin(600n * UNIT)],
  ['SOL-USDT', coin(150n * UNIT)],
  ['DOGE-USDT', coin((15n * UNIT) / 100n)],
  ['TRX-USDT', coin((12n * UNIT) / 100n)],
]);

/** The largest relative move of one step: the biggest draw plus the biggest pull (tests bound it). */
export const SIMULATED_MAX_STEP_PERCENT = 0.1;

export type SimulatedFeedOptions = {
  store: PriceStore;
  now: () => number;
  timers?: Timers;
  random?: RandomInt;
  stepMs?: number;
};

type Series = { shape: WalkShape; units: bigint; sodUnits: bigint };

/** Decimals shown, like the exchange's ticks: 2 from 100 up, 4 from 1 up, else all 6. */
function decimalsOf(reference: bigint): number {
  if (reference >= 100n * UNIT) return 2;
  return reference >= UNIT ? 4 : SCALE;
}

/** The walk's value with the decimals its magnitude shows (the extra digits cut, never rounded up). */
function priceText(units: bigint, reference: bigint): string {
  const decimals = decimalsOf(reference);
  return formatDecimal(units / 10n ** BigInt(SCALE - decimals), decimals);
}

const utc8Day = (ms: number) => Math.floor((ms + UTC8_OFFSET_MS) / DAY_MS);

function shapeOf(instId: string): WalkShape {
  const shape = SIMULATED_REFERENCES.get(instId);
  if (!shape) throw new Error(`no simulated reference price for ${instId}`);
  return shape;
}

/** One step: a random move of at most ±maxStep, plus a pull of 1/reversion of the gap back. */
function stepOf(series: Series, random: RandomInt): bigint {
  const { reference, maxStep, reversion } = series.shape;
  const move = BigInt(random(2 * maxStep + 1) - maxStep);
  const next =
    series.units + (series.units * move) / STEP_DENOMINATOR + (reference - series.units) / reversion;
  return next > 0n ? next : 1n;
}

export function createSimulatedFeed(options: SimulatedFeedOptions) {
  const { store, now } = options;
  const timers = options.timers ?? systemTimers;
  const random = options.random ?? cryptoRandomInt;
  const stepMs = options.stepMs ?? 1_000;
  const series = new Map<string, Series>(
    UPSTREAM_INST_IDS.map((instId) => {
      const shape = shapeOf(instId);
      return [instId, { shape, units: shape.reference, sodUnits: shape.reference }];
    }),
  );
  let day = utc8Day(now());
  let timer: TimerHandle | null = null;

  const publishAll = () => {
    const ts = now();
    for (const [instId, { shape, units, sodUnits }] of series) {
      const last = priceText(units, shape.reference);
      store.apply({ instId, last, sodUtc8: priceText(sodUnits, shape.reference), ts });
    }
  };

  const step = () => {
    const today = utc8Day(now());
    for (const value of series.values()) {
      // Like the exchange's sodUtc8: the value at the start of the day in UTC+8.
      if (today !== day) value.sodUnits = value.units;
      value.units = stepOf(value, random);
    }
    day = today;
    publishAll();
  };

  const schedule = () => {
    timer = timers.setTimeout(() => {
      step();
      schedule();
    }, stepMs);
  };

  return {
    start() {
      if (timer) return;
      publishAll();
      store.setStatus('live');
      schedule();
    },
    stop() {
      timers.clearTimeout(timer);
      timer = null;
    },
  };
}
