import { pricesEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { PriceStore } from './price-store.js';

/** First paint of the price lists (home Market Trends, `/lotteryprize`); `/ws` `prices` follows. */
export function registerPricesRoutes(app: FastifyInstance, store: PriceStore): void {
  apiRoute(app, {
    endpoint: pricesEndpoints.snapshot,
    auth: { kind: 'public' },
    summary: 'Latest exchange prices of the eight listed currencies, with the feed status',
    tags: ['prices'],
    handler: async () => store.snapshot(),
  });
}
