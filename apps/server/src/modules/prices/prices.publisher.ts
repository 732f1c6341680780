import { channels } from '@fairround/shared';
import type { Realtime } from '../../platform/ws/realtime.js';
import type { PriceStore } from './price-store.js';
import { systemTimers, type TimerHandle, type Timers } from './timers.js';

/** The seed's ticker period: clients get the latest prices at most every 3 s. */
export const PRICE_FANOUT_MS = 3_000;

/**
 * Every 3 s, pushes the store's snapshot on the public `prices` channel if anything changed
 * since the last push (a value or the status); an unchanged feed sends nothing.
 */
export function createPricesPublisher(options: {
  realtime: Pick<Realtime, 'publish'>;
  store: PriceStore;
  timers?: Timers;
  intervalMs?: number;
}) {
  const { realtime, store } = options;
  const timers = options.timers ?? systemTimers;
  const intervalMs = options.intervalMs ?? PRICE_FANOUT_MS;
  let timer: TimerHandle | null = null;
  let published = -1;

  const tick = async () => {
    const version = store.version();
    if (version !== published) {
      published = version;
      // publish() logs and swallows fan-out failures; clients catch up on the next change.
      await realtime.publish(channels.prices, store.snapshot());
    }
  };

  const schedule = () => {
    timer = timers.setTimeout(() => {
      void tick().finally(() => {
        if (timer) schedule();
      });
    }, intervalMs);
  };

  return {
    start() {
      if (timer) return;
      published = store.version();
      schedule();
    },
    stop() {
      timers.clearTimeout(timer);
      timer = null;
    },
  };
}
