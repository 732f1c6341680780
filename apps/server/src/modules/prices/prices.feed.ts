import type { Config } from '../../config/config.js';
import type { Realtime } from '../../platform/ws/realtime.js';
import { UPSTREAM_INST_IDS } from './instruments.js';
import { createOkxClient, type FeedLog, type OkxClientSettings } from './okx-client.js';
import { createPriceStore, type PriceStore } from './price-store.js';
import { createPricesPublisher } from './prices.publisher.js';
import { createSimulatedFeed } from './simulated-feed.js';
import type { RandomInt, Timers } from './timers.js';

export type PriceFeedOptions = {
  config: Pick<Config, 'PRICE_FEED' | 'PRICE_FEED_URL'>;
  realtime: Pick<Realtime, 'publish'>;
  log: FeedLog;
  now: () => number;
  timers?: Timers;
  random?: RandomInt;
  okxSettings?: Partial<OkxClientSettings>;
};

export type PriceFeed = { store: PriceStore; start(): void; stop(): Promise<void> };

type FeedSource = { start(): void; stop(): void | Promise<void> };

/** What writes into the store for the configured PRICE_FEED; none when it is off. */
function sourceOf(options: PriceFeedOptions, store: PriceStore): FeedSource | null {
  const { config, timers, random, now, log } = options;
  switch (config.PRICE_FEED) {
    case 'off':
      return null;
    case 'simulated':
      return createSimulatedFeed({ store, now, timers, random });
    case 'okx':
      return createOkxClient({
        url: config.PRICE_FEED_URL,
        instIds: UPSTREAM_INST_IDS,
        onTick: (tick) => {
          if (store.apply(tick) === 'invalid')
            log.debug({ instId: tick.instId }, 'price feed: invalid ticker values ignored');
        },
        onStatus: (status) => store.setStatus(status),
        log,
        timers,
        random,
        settings: options.okxSettings,
      });
  }
}

/** The configured source (okx, simulated or off) feeding one store, fanned out over `/ws`. */
export function createPriceFeed(options: PriceFeedOptions): PriceFeed {
  const store = createPriceStore({ source: options.config.PRICE_FEED, now: options.now });
  const publisher = createPricesPublisher({ realtime: options.realtime, store, timers: options.timers });
  const source = sourceOf(options, store);
  return {
    store,
    start() {
      if (!source) return;
      source.start();
      publisher.start();
    },
    async stop() {
      publisher.stop();
      await source?.stop();
    },
  };
}
