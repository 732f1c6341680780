// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { supportEndpoints } from './support.endpoints.js';

/** The player's support calls: the unread badge is start-up code, so the chat's calls are refs too. */
export const supportRefs = {
  history: endpointRef<typeof supportEndpoints.history>('/api/Support/history'),
  send: endpointRef<typeof supportEndpoints.send>('/api/Support/send'),
  read: endpointRef<typeof supportEndpoints.read>('/api/Support/read'),
  unread: endpointRef<typeof supportEndpoints.unread>('/api/Support/unread'),
  claimVisitor: endpointRef<typeof supportEndpoints.claimVisitor>('/api/Support/claim_visitor'),
};
