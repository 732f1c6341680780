import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createPriceFeed } from './prices.feed.js';
import { registerPricesRoutes } from './prices.routes.js';

/**
 * Live prices (PRODUCT.md §7, docs/prices.md). The feed starts with the app and stops when it
 * closes; with PRICE_FEED=off (the tests' and e2e default) nothing connects anywhere.
 */
export function registerPricesModule(app: FastifyInstance, deps: AppDeps): void {
  const feed = createPriceFeed({
    config: deps.config,
    realtime: deps.realtime,
    log: app.log.child({ module: 'prices' }),
    now: () => deps.clock.now().getTime(),
  });
  registerPricesRoutes(app, feed.store);
  app.addHook('onReady', async () => feed.start());
  app.addHook('onClose', async () => feed.stop());
}
