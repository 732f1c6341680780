// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { accountsEndpoints } from './accounts.endpoints.js';

/** The player's account calls made by code the app loads at start-up. */
export const accountsRefs = {
  logout: endpointRef<typeof accountsEndpoints.logout>('/api/Index/logout'),
  userInfo: endpointRef<typeof accountsEndpoints.userInfo>('/api/Game/getuserinfo'),
};
