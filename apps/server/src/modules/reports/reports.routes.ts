import { reportsAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { Database } from '../../platform/db/database.js';
import { firstRunChecklist } from './checklist.js';
import type { DashboardService } from './dashboard.service.js';
import type { ReconciliationService } from './reconciliation.js';
import { ggrCsv, reconciliationCsv } from './reports.csv.js';

const TAGS = ['admin', 'reports'];
/** The same readers as the cashier's dashboard summary: owners, finance and support. */
const READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
const FINANCE = { kind: 'staff', roles: ['owner', 'finance'] } as const;
const OWNER = { kind: 'staff', roles: ['owner'] } as const;

export type ReportsRouteServices = {
  db: Database;
  dashboard: DashboardService;
  reconciliation: ReconciliationService;
};

/** Console calls of the dashboard and reports (`/api/admin/dashboard/*`, `/api/admin/reports/*`); all read-only. */
export function registerReportsRoutes(app: FastifyInstance, services: ReportsRouteServices): void {
  const { dashboard, reconciliation } = services;

  apiRoute(app, {
    endpoint: reportsAdminEndpoints.overview,
    auth: READERS,
    tags: TAGS,
    summary:
      'Money, settled bets by game and room, RTP, staking, players and queues of a range of local days (3080)',
    handler: (request) => dashboard.overview(request.body),
  });
  apiRoute(app, {
    endpoint: reportsAdminEndpoints.checklist,
    auth: OWNER,
    tags: TAGS,
    summary:
      'The first-run checklist: owner 2FA, a deposit method, an invitation code, support link, banners',
    handler: () => firstRunChecklist(services.db),
  });
  apiRoute(app, {
    endpoint: reportsAdminEndpoints.ggr,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Daily GGR by game and room over a range of local days (3080)',
    handler: (request) => dashboard.ggrReport(request.body),
  });
  apiRoute(app, {
    endpoint: reportsAdminEndpoints.ggrCsv,
    auth: FINANCE,
    tags: TAGS,
    summary: 'The daily GGR report as a CSV file: { filename, csv } (3080)',
    handler: async (request) => ggrCsv(await dashboard.ggrReport(request.body)),
  });
  apiRoute(app, {
    endpoint: reportsAdminEndpoints.reconciliation,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Player liability reconciliation now: balances, the ledger figure, movements and differences',
    handler: () => reconciliation.reconcile(),
  });
  apiRoute(app, {
    endpoint: reportsAdminEndpoints.reconciliationCsv,
    auth: FINANCE,
    tags: TAGS,
    summary: 'The liability reconciliation as a CSV file: { filename, csv }',
    handler: async () => reconciliationCsv(await reconciliation.reconcile()),
  });
}
