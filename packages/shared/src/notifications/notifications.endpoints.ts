import { defineEndpoint } from '../contract/endpoint.js';
import {
  notificationsListBodyShape,
  notificationsMarkReadBodyShape,
  notificationsPageSchema,
  notificationsUnreadSchema,
} from './notification-schemas.js';

/** The player's notification centre (`/api/Notice/*`); changes also nudge the `me` channel. */
export const notificationsEndpoints = {
  list: defineEndpoint({
    path: '/api/Notice/list',
    auth: 'player',
    body: notificationsListBodyShape,
    response: notificationsPageSchema,
  }),
  unread: defineEndpoint({ path: '/api/Notice/unread', auth: 'player', response: notificationsUnreadSchema }),
  markRead: defineEndpoint({
    path: '/api/Notice/read',
    auth: 'player',
    body: notificationsMarkReadBodyShape,
    response: notificationsUnreadSchema,
  }),
  markAllRead: defineEndpoint({
    path: '/api/Notice/read_all',
    auth: 'player',
    response: notificationsUnreadSchema,
  }),
};
