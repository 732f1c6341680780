import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerProtectionAdminRoutes } from './protection.admin.routes.js';
import { createProtectionGuards, type ProtectionDeps } from './protection.guards.js';
import { registerProtectionRoutes } from './protection.routes.js';
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
}
