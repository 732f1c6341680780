import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

/** The player's notification centre; other modules write to it with `recordNotification`. */
export function registerNotificationsModule(app: FastifyInstance, deps: AppDeps): void {
  const notifications = createNotificationsService({ db: deps.database.db, clock: deps.clock });
  registerNotificationsRoutes(app, { notifications });
}
