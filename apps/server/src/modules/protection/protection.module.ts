import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerProtectionAdminRoutes } from './protection.admin.routes.js';
import { createProtectionGuards, type ProtectionDeps } from './protection.guards.js';
import { registerProtectionRoutes } from './protection.routes.js';
import { announceNotifications } from '../notifications/notifications.service.js';
import { startRepeatingPass } from '../../platform/repeating-pass.js';
import { PROTECTION_NOTICES_INTERVAL_MS, recordDueProtectionNotices } from './protection.notices.js';
import { createProtectionService } from './protection.service.js';

export const protectionDepsOf = (deps: AppDeps): ProtectionDeps => ({
  clock: deps.clock,
  timeZone: deps.config.TIMEZONE,
  minorDigits: deps.config.CURRENCY_MINOR_DIGITS,
});

/** The guards other modules (cashier, rounds, staking) call inside their own transactions. */
export const protectionGuardsOf = (deps: AppDeps) => createProtectionGuards(protectionDepsOf(deps));

/** Player protection (PRODUCT.md §9, docs/protection.md): limits, reality check, time-out, self-exclusion. */
export function registerProtectionModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const protection = createProtectionService({ db, ...protectionDepsOf(deps) });
  registerProtectionRoutes(app, protection);
  registerProtectionAdminRoutes(app, { db, protection });
  if (deps.config.PROTECTION_NOTICES) {
    const notices = { db, clock: deps.clock, minorDigits: deps.config.CURRENCY_MINOR_DIGITS };
    // One pass a minute on each instance (idempotent), the first right at start.
    const stop = startRepeatingPass({
      intervalMs: PROTECTION_NOTICES_INTERVAL_MS,
      run: async () => announceNotifications({ db, realtime: deps.realtime }, await recordDueProtectionNotices(notices)),
      onError: (error) => app.log.error({ err: error }, 'protection notices pass failed'),
    });
    app.addHook('onClose', async () => stop());
  }
}
