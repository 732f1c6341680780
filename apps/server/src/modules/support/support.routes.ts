import { supportEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { SupportPlayerService } from './support.player.service.js';

const PLAYER = { kind: 'player' } as const;
const TAGS = ['support'];
/** The HTTP budget of a player (docs/rate-limits.md), in front of the service's own per-conversation limit. */
const SEND_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };

/** The player's support chat calls (`/api/Support/*`); new messages also arrive on `/ws` `support`. */
export function registerSupportRoutes(app: FastifyInstance, support: SupportPlayerService): void {
  apiRoute(app, {
    endpoint: supportEndpoints.history,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's own conversation: status, unread count and a page of messages (oldest first)",
    handler: (request) => support.history(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: supportEndpoints.send,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Sends a text message to support (1001 empty, 3040 too long, 3002 too many); clientKey makes retries safe',
    rateLimit: SEND_RATE_LIMIT,
    handler: (request) => support.send(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: supportEndpoints.read,
    auth: PLAYER,
    tags: TAGS,
    summary: "Marks the operators' messages read",
    handler: (request) => support.markRead(playerIdOf(request)),
  });
  apiRoute(app, {
    endpoint: supportEndpoints.unread,
    auth: PLAYER,
    tags: TAGS,
    summary: "How many of the operators' messages the player has not read (the tab badge)",
    handler: (request) => support.unread(playerIdOf(request)),
  });
}
