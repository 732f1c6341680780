import type { PriceFeedSource, PriceFeedStatus, PriceItem, PriceSnapshot } from '@fairround/shared';
import { changePercent, decimalText, inverse, parsePrice, type Decimal } from './decimal.js';
import { PRICE_INSTRUMENTS, UPSTREAM_INST_IDS, type PriceInstrument } from './instruments.js';
import type { UpstreamTick } from './okx-protocol.js';

type Latest = { last: Decimal; sodUtc8: Decimal; ts: number };

export type ApplyResult = 'accepted' | 'stale' | 'invalid' | 'unknown-instrument';

export type PriceStore = {
  /** Keeps a tick unless it is older than the latest one seen for its instrument. */
  apply(tick: UpstreamTick): ApplyResult;
  setStatus(status: PriceFeedStatus): void;
  status(): PriceFeedStatus;
  snapshot(): PriceSnapshot;
  /** Bumped on every change, so the fan-out only sends what is new. */
  version(): number;
};

const emptyValues = { last: null, sodUtc8: null, changePct: null, ts: null } as const;

function itemOf(instrument: PriceInstrument, latest: Latest | undefined, simulated: boolean): PriceItem {
  const base = {
    ccy: instrument.ccy,
    quote: instrument.quote,
    instId: instrument.instId,
    inverse: instrument.inverse,
    simulated,
  };
  if (!latest) return { ...base, ...emptyValues };
  if (!instrument.inverse) {
    return {
      ...base,
      last: decimalText(latest.last),
      sodUtc8: decimalText(latest.sodUtc8),
      changePct: changePercent(latest.last, latest.sodUtc8),
      ts: latest.ts,
    };
  }
  // (1/last − 1/sod) / (1/sod) = (sod − last) / last: computed from the exchange's own values.
  return {
    ...base,
    last: inverse(latest.last),
    sodUtc8: inverse(latest.sodUtc8),
    changePct: changePercent(latest.sodUtc8, latest.last),
    ts: latest.ts,
  };
}

/** The latest value per exchange instrument plus the feed's status, for one feed source. */
export function createPriceStore(options: { source: PriceFeedSource; now: () => number }): PriceStore {
  const { source, now } = options;
  const simulated = source === 'simulated';
  const latest = new Map<string, Latest>();
  const known = new Set(UPSTREAM_INST_IDS);
  let status: PriceFeedStatus = source === 'off' ? 'unavailable' : 'connecting';
  let updatedAt: number | null = null;
  let version = 0;

  return {
    apply(tick) {
      if (!known.has(tick.instId)) return 'unknown-instrument';
      const last = parsePrice(tick.last);
      const sodUtc8 = parsePrice(tick.sodUtc8);
      if (!last || !sodUtc8 || !Number.isSafeInteger(tick.ts)) return 'invalid';
      const previous = latest.get(tick.instId);
      // Pushes can overtake each other across a reconnect; an older value never replaces a newer.
      if (previous && tick.ts < previous.ts) return 'stale';
      latest.set(tick.instId, { last, sodUtc8, ts: tick.ts });
      updatedAt = now();
      version += 1;
      return 'accepted';
    },
    setStatus(next) {
      if (source === 'off' || next === status) return;
      status = next;
      version += 1;
    },
    status: () => status,
    version: () => version,
    snapshot: () => ({
      type: 'prices',
      source,
      status,
      simulated,
      updatedAt,
      items: PRICE_INSTRUMENTS.map((instrument) =>
        itemOf(instrument, latest.get(instrument.instId), simulated),
      ),
    }),
  };
}
