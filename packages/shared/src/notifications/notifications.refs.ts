// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { notificationsEndpoints } from './notifications.endpoints.js';

/** The unread badge sits in the app's frame (start-up code), so its calls are refs. */
export const notificationsRefs = {
  list: endpointRef<typeof notificationsEndpoints.list>('/api/Notice/list'),
  unread: endpointRef<typeof notificationsEndpoints.unread>('/api/Notice/unread'),
  markRead: endpointRef<typeof notificationsEndpoints.markRead>('/api/Notice/read'),
  markAllRead: endpointRef<typeof notificationsEndpoints.markAllRead>('/api/Notice/read_all'),
};
