import { SUPPORT_VISITOR_START_LIMIT, supportEndpoints, visitorSupportEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { SupportVisitorService } from './support.visitor.service.js';

const PUBLIC = { kind: 'public' } as const;
const PLAYER = { kind: 'player' } as const;
const TAGS = ['support'];
/**
 * Budgets per address (docs/rate-limits.md): a visitor has no session, so each call counts against
 * the client address. Starting a conversation is capped per hour; sending is tighter than a
 * player's 120 a minute, in front of the service's own per-conversation limit.
 */
const START_RATE_LIMIT = { max: SUPPORT_VISITOR_START_LIMIT.conversations, timeWindowMs: SUPPORT_VISITOR_START_LIMIT.windowMs };
const SEND_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };
/** The visitor page reloads the history every few seconds (no socket before login). */
const HISTORY_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };

/** Support before login (`/api/Support/visitor_*`) and the player's claim of a visitor chat after login. */
export function registerSupportVisitorRoutes(app: FastifyInstance, visitors: SupportVisitorService): void {
  apiRoute(app, {
    endpoint: visitorSupportEndpoints.start,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'Starts a visitor conversation for a contact phone (2050, 3002) and answers its token, once',
    rateLimit: START_RATE_LIMIT,
    handler: (request) => visitors.start(request.body),
  });
  apiRoute(app, {
    endpoint: visitorSupportEndpoints.send,
    auth: PUBLIC,
    tags: TAGS,
    summary: "Sends a visitor's message (3003 unknown token, 1001 empty, 3040 too long, 3002 too many)",
    rateLimit: SEND_RATE_LIMIT,
    handler: (request) => visitors.send(request.body),
  });
  apiRoute(app, {
    endpoint: visitorSupportEndpoints.history,
    auth: PUBLIC,
    tags: TAGS,
    summary: "The visitor's conversation, a page oldest first (3003 unknown token)",
    rateLimit: HISTORY_RATE_LIMIT,
    handler: (request) => visitors.history(request.body),
  });
  apiRoute(app, {
    endpoint: supportEndpoints.claimVisitor,
    auth: PLAYER,
    tags: TAGS,
    summary: "Joins this device's visitor conversation to the player's thread, once (3003, 3018); audited",
    handler: (request) => visitors.claim(playerIdOf(request), request.body.visitorToken, request.ip),
  });
}
