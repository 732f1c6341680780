import { defineEndpoint } from '../contract/endpoint.js';
import {
  broadcastAudienceBodyShape,
  broadcastCreateBodyShape,
  broadcastIdBodyShape,
  broadcastListBodyShape,
  broadcastPageSchema,
  broadcastRecipientsSchema,
  broadcastSchema,
  playerMessageBodyShape,
  playerMessageSentSchema,
} from './player-messages.js';

/** The console's calls (`/api/admin/messages/*`): owner and support staff. */
export const playerMessagesAdminEndpoints = {
  toPlayer: defineEndpoint({
    path: '/api/admin/messages/player',
    auth: 'staff',
    body: playerMessageBodyShape,
    response: playerMessageSentSchema,
  }),
  audience: defineEndpoint({
    path: '/api/admin/messages/audience',
    auth: 'staff',
    body: broadcastAudienceBodyShape,
    response: broadcastRecipientsSchema,
  }),
  createBroadcast: defineEndpoint({
    path: '/api/admin/messages/broadcast',
    auth: 'staff',
    body: broadcastCreateBodyShape,
    response: broadcastSchema,
  }),
  listBroadcasts: defineEndpoint({
    path: '/api/admin/messages/broadcasts',
    auth: 'staff',
    body: broadcastListBodyShape,
    response: broadcastPageSchema,
  }),
  cancelBroadcast: defineEndpoint({
    path: '/api/admin/messages/broadcast/cancel',
    auth: 'staff',
    body: broadcastIdBodyShape,
    response: broadcastSchema,
  }),
};
