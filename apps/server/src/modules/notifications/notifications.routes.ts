import { notificationsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { NotificationsService } from './notifications.service.js';

const TAGS = ['notifications'];

/** The player's notification centre: list, unread count, mark read. */
export function registerNotificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
): void {
  apiRoute(app, {
    endpoint: notificationsEndpoints.list,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: "The player's notices, newest first, with the unread count; `before` pages to older ones",
    handler: (request) => notifications.list(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: notificationsEndpoints.unread,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'How many notices the player has not read (the badge)',
    handler: async (request) => ({ unread: await notifications.unreadOf(playerIdOf(request)) }),
  });
  apiRoute(app, {
    endpoint: notificationsEndpoints.markRead,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: "Marks the given notices read (ids that are not the player's are ignored)",
    handler: (request) => notifications.markRead(playerIdOf(request), request.body.ids),
  });
  apiRoute(app, {
    endpoint: notificationsEndpoints.markAllRead,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Marks every notice of the player read',
    handler: (request) => notifications.markAllRead(playerIdOf(request)),
  });
}
