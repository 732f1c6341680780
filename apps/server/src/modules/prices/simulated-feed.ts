import { formatDecimal } from './decimal.js';
import { UPSTREAM_INST_IDS } from './instruments.js';
import type { PriceStore } from './price-store.js';
import { cryptoRandomInt, systemTimers, type RandomInt, type TimerHandle, type Timers } from './timers.js';

/**
 * PRICE_FEED=simulated: a demo source for machines without the exchange. It is deliberately not
 * price-like: every series starts at 1.000000 and takes a random step of at most ±0.20% per
 * second (CSPRNG), and the store marks every value `simulated: true` so each display says so.
 */
const SCALE = 6;
const START_UNITS = 1_000_000n;
const MAX_STEP_BASIS_POINTS = 20;
const DAY_MS = 86_400_000;
const UTC8_OFFSET_MS = 8 * 3_600_000;

export type SimulatedFeedOptions = {
  store: PriceStore;
  now: () => number;
  timers?: Timers;
  random?: RandomInt;
  stepMs?: number;
};

type Series = { units: bigint; sodUnits: bigint };

const utc8Day = (ms: number) => Math.floor((ms + UTC8_OFFSET_MS) / DAY_MS);

export function createSimulatedFeed(options: SimulatedFeedOptions) {
  const { store, now } = options;
  const timers = options.timers ?? systemTimers;
  const random = options.random ?? cryptoRandomInt;
  const stepMs = options.stepMs ?? 1_000;
  const series = new Map<string, Series>(
    UPSTREAM_INST_IDS.map((instId) => [instId, { units: START_UNITS, sodUnits: START_UNITS }]),
  );
  let day = utc8Day(now());
  let timer: TimerHandle | null = null;

  const publishAll = () => {
    const ts = now();
    for (const [instId, { units, sodUnits }] of series) {
      store.apply({ instId, last: formatDecimal(units, SCALE), sodUtc8: formatDecimal(sodUnits, SCALE), ts });
    }
  };

  const step = () => {
    const today = utc8Day(now());
    for (const value of series.values()) {
      // Like the exchange's sodUtc8: the value at the start of the day in UTC+8.
      if (today !== day) value.sodUnits = value.units;
      const basisPoints = BigInt(random(2 * MAX_STEP_BASIS_POINTS + 1) - MAX_STEP_BASIS_POINTS);
      const next = value.units + (value.units * basisPoints) / 10_000n;
      value.units = next > 0n ? next : 1n;
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
