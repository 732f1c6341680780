import { pushEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import { apiRoute } from '../../platform/http/api-route.js';
import type { PushService } from './push.service.js';

const TAGS = ['notifications'];
/** Subscribing is rare (once per device); more than this from one address is not a browser. */
const SUBSCRIBE_RATE_LIMIT = { max: 20, timeWindowMs: 60 * 60_000 };

/** Web Push: the server's key and this device's subscription. */
export function registerPushRoutes(app: FastifyInstance, { push }: { push: PushService }): void {
  apiRoute(app, {
    endpoint: pushEndpoints.key,
    auth: { kind: 'public' },
    tags: TAGS,
    summary: "The server's VAPID public key for PushManager.subscribe; null when Web Push is off",
    handler: async () => ({ publicKey: await push.publicKey() }),
  });
  apiRoute(app, {
    endpoint: pushEndpoints.subscribe,
    auth: { kind: 'player' },
    tags: TAGS,
    rateLimit: SUBSCRIBE_RATE_LIMIT,
    summary:
      "Saves this device's push subscription (its language words the messages): 3089 for a push service the server does not send to, 1001 bad keys",
    handler: async (request) => {
      await push.subscribe(playerIdOf(request), request.body);
      return null;
    },
  });
  apiRoute(app, {
    endpoint: pushEndpoints.unsubscribe,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: "Forgets this device's push subscription",
    handler: async (request) => {
      await push.unsubscribe(playerIdOf(request), request.body.endpoint);
      return null;
    },
  });
}
