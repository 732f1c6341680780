import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerRiskRoutes } from './risk.routes.js';
import { createRiskService } from './risk.service.js';

/** Risk signals for the console (issue #26): read-only SQL over other modules' rows, plus staff reviews. */
export function registerRiskModule(app: FastifyInstance, deps: AppDeps): void {
  const risk = createRiskService({ db: deps.database.db, clock: deps.clock, minorDigits: deps.config.CURRENCY_MINOR_DIGITS });
  registerRiskRoutes(app, { risk });
}
