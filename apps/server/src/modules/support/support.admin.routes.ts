import {
  adminSupportGetBodyShape,
  adminSupportIdBodyShape,
  adminSupportListBodyShape,
  adminSupportReplyBodyShape,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../cashier/console-actor.js';
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
    path: '/api/admin/support/list',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Conversations, unread first then latest activity, by filter (all, open, unassigned, assigned to me, closed)',
    body: adminSupportListBodyShape,
    handler: (request) => support.list(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/support/get',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'A conversation and a page of its messages; marks the player’s messages read (3003)',
    body: adminSupportGetBodyShape,
    handler: (request) => support.get(request.body.id, request.body),
  });
  apiRoute(app, {
    path: '/api/admin/support/player',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary:
      'The player of a conversation: profile, balances and latest deposits and withdrawals (3003); read-only',
    body: adminSupportIdBodyShape,
    handler: (request) => context.playerOf(request.body.id),
  });
  apiRoute(app, {
    path: '/api/admin/support/assign',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Assigns the conversation to the caller (3003, 3018); audited',
    body: adminSupportIdBodyShape,
    handler: (request) => support.assignToMe(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    path: '/api/admin/support/reply',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Replies to the player, pushed to their app (1001, 3040, 3003); audited',
    body: adminSupportReplyBodyShape,
    handler: (request) => support.reply(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/support/close',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Closes the conversation (3003, 3018); audited',
    body: adminSupportIdBodyShape,
    handler: (request) => support.setStatus(actorOf(request), request.body.id, 'closed'),
  });
  apiRoute(app, {
    path: '/api/admin/support/reopen',
    auth: SUPPORT_STAFF,
    tags: TAGS,
    summary: 'Reopens the conversation (3003, 3018); audited',
    body: adminSupportIdBodyShape,
    handler: (request) => support.setStatus(actorOf(request), request.body.id, 'open'),
  });
}
