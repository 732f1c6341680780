import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createDashboardService } from './dashboard.service.js';
import { createReconciliation } from './reconciliation.js';
import { registerReportsRoutes } from './reports.routes.js';

/** The console's dashboard, reports and first-run checklist (docs/reports.md); read-only. */
export function registerReportsModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const dashboard = createDashboardService({ db, clock: deps.clock, minorDigits, timeZone: deps.config.TIMEZONE });
  const reconciliation = createReconciliation({ db, clock: deps.clock, minorDigits });
  registerReportsRoutes(app, { db, dashboard, reconciliation });
}
