import { playerMessagesAdminEndpoints as endpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/console-actor.js';
import { apiRoute } from '../../platform/http/api-route.js';
import type { SupportOutreachService } from './support.outreach.service.js';

const TAGS = ['admin', 'support'];
const SUPPORT_STAFF = { kind: 'staff', roles: ['owner', 'support'] } as const;
/** A stolen support session must not spam every player: a few broadcasts an hour per account. */
const BROADCAST_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };
const MESSAGE_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/** The operator speaking first (`/api/admin/messages/*`); every send is audited in its transaction. */
export function registerSupportOutreachRoutes(app: FastifyInstance, outreach: SupportOutreachService): void {
  apiRoute(app, {
    endpoint: endpoints.toPlayer,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    rateLimit: MESSAGE_RATE_LIMIT,
    summary:
      'A message to one player: it lands in their support thread and notification centre (1001, 1002, 3040; 3002 too many); audited',
    handler: (request) => outreach.messagePlayer(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: endpoints.audience,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'How many players a broadcast to this audience would reach now (players on a break are left out)',
    handler: (request) => outreach.audienceSize(request.body.audience),
  });
  apiRoute(app, {
    endpoint: endpoints.createBroadcast,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    rateLimit: BROADCAST_RATE_LIMIT,
    summary:
      'A broadcast notice to all players, a VIP level and above, or players active in the last N days; now or at `sendAt` (3102, 3103, 3105); audited',
    handler: (request) => outreach.createBroadcast(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: endpoints.listBroadcasts,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Broadcasts, newest first, with their state and how many players each reached',
    handler: (request) => outreach.list(request.body),
  });
  apiRoute(app, {
    endpoint: endpoints.cancelBroadcast,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Cancels a scheduled broadcast (3003, 3104 once sent or cancelled); audited',
    handler: (request) => outreach.cancel(actorOf(request), request.body.id),
  });
}
