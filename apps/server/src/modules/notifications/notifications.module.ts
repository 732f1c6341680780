import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, registerPushDelivery } from './notifications.service.js';
import { registerPushRoutes } from './push.routes.js';
import { createPushService } from './push.service.js';

/**
 * The player's notification centre and its Web Push; other modules write notices with
 * `recordNotification` and, after their commit, call `announceNotifications`.
 */
export function registerNotificationsModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { config } = deps;
  const notifications = createNotificationsService({ db, clock: deps.clock });
  const push = createPushService({
    db,
    clock: deps.clock,
    enabled: config.WEB_PUSH,
    subject: config.WEB_PUSH_SUBJECT,
    hosts: config.WEB_PUSH_HOSTS,
    ca: config.WEB_PUSH_CA_FILE ? readFileSync(config.WEB_PUSH_CA_FILE, 'utf8') : undefined,
    currency: { code: config.CURRENCY_CODE, symbol: config.CURRENCY_SYMBOL, minorDigits: config.CURRENCY_MINOR_DIGITS },
  });
  registerPushDelivery(deps.realtime, (playerIds) => push.deliver(playerIds));
  registerNotificationsRoutes(app, { notifications });
  registerPushRoutes(app, { push });
}
