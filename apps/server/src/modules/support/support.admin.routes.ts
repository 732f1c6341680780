import { supportAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { SupportConsoleService } from './support.console.service.js';
import type { SupportContextService } from './support.context.js';

const TAGS = ['admin', 'support'];
const SUPPORT_STAFF = { kind: 'staff', roles: ['owner', 'support'] } as const;

/** The console support inbox (`/api/admin/support/*`); every change is audited in its transaction. */
export function registerSupportAdminRoutes(
  app: FastifyInstance,
  support: SupportConsoleService,
  context: SupportContextService,
): void {
  apiRoute(app, {
    endpoint: supportAdminEndpoints.list,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Conversations, unread first then latest activity, by filter (all, open, unassigned, assigned to me, closed)',
    handler: (request) => support.list(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.get,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'A conversation and a page of its messages; marks the player’s messages read (3003)',
    handler: (request) => support.get(request.body.id, request.body),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.player,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary:
      'The player of a conversation: profile, balances and latest deposits and withdrawals (3003); read-only',
    handler: (request) => context.playerOf(request.body.id),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.assign,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Assigns the conversation to the caller (3003, 3018); audited',
    handler: (request) => support.assignToMe(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.reply,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Replies to the player (pushed to their app) or visitor (1001, 3040, 3003; 3018 once a visitor chat joined a player); audited',
    handler: (request) => support.reply(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.close,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Closes the conversation (3003, 3018); audited',
    handler: (request) => support.setStatus(actorOf(request), request.body.id, 'closed'),
  });
  apiRoute(app, {
    endpoint: supportAdminEndpoints.reopen,
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Reopens the conversation (3003, 3018); audited',
    handler: (request) => support.setStatus(actorOf(request), request.body.id, 'open'),
  });
}
