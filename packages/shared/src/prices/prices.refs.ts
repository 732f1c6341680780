// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { pricesEndpoints } from './prices.endpoints.js';

/** The home screen's price read, made at start-up. */
export const pricesRefs = {
  snapshot: endpointRef<typeof pricesEndpoints.snapshot>('/api/Index/getPrices'),
};
