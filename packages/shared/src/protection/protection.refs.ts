// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { protectionEndpoints } from './protection.endpoints.js';

/** Protection reads every screen of a logged-in player needs (notices, session clock, reality check). */
export const protectionRefs = {
  state: endpointRef<typeof protectionEndpoints.state>('/api/Protect/state'),
  session: endpointRef<typeof protectionEndpoints.session>('/api/Protect/session'),
};
