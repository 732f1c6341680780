import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import { pushKeySchema, pushSubscribeBodyShape, pushUnsubscribeBodyShape } from './push-schemas.js';

/** Web Push for the notification centre (`/api/Push/*`): the server key and this device's subscription. */
export const pushEndpoints = {
  key: defineEndpoint({ path: '/api/Push/key', auth: 'public', response: pushKeySchema }),
  subscribe: defineEndpoint({
    path: '/api/Push/subscribe',
    auth: 'player',
    body: pushSubscribeBodyShape,
    response: z.null(),
  }),
  unsubscribe: defineEndpoint({
    path: '/api/Push/unsubscribe',
    auth: 'player',
    body: pushUnsubscribeBodyShape,
    response: z.null(),
  }),
};
