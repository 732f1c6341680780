import { defineEndpoint } from '../contract/endpoint.js';
import { priceSnapshotSchema } from './prices.js';

/** First paint of the price lists; `/ws` `prices` pushes the same snapshot afterwards. */
export const pricesEndpoints = {
  snapshot: defineEndpoint({ path: '/api/Index/getPrices', auth: 'public', response: priceSnapshotSchema }),
};
