import { defineEndpoint } from '../contract/endpoint.js';
import {
  dashboardOverviewSchema,
  firstRunChecklistSchema,
  ggrReportSchema,
  reconciliationSchema,
  reportCsvSchema,
  reportRangeBodyShape,
} from './reports-schemas.js';

/** The console's dashboard and reports (`/api/admin/dashboard/*`, `/api/admin/reports/*`); all read-only. */
export const reportsAdminEndpoints = {
  overview: defineEndpoint({
    path: '/api/admin/dashboard/overview',
    auth: 'staff',
    body: reportRangeBodyShape,
    response: dashboardOverviewSchema,
  }),
  checklist: defineEndpoint({
    path: '/api/admin/dashboard/checklist',
    auth: 'staff',
    response: firstRunChecklistSchema,
  }),
  ggr: defineEndpoint({
    path: '/api/admin/reports/ggr',
    auth: 'staff',
    body: reportRangeBodyShape,
    response: ggrReportSchema,
  }),
  ggrCsv: defineEndpoint({
    path: '/api/admin/reports/ggr/csv',
    auth: 'staff',
    body: reportRangeBodyShape,
    response: reportCsvSchema,
  }),
  reconciliation: defineEndpoint({
    path: '/api/admin/reports/reconciliation',
    auth: 'staff',
    response: reconciliationSchema,
  }),
  reconciliationCsv: defineEndpoint({
    path: '/api/admin/reports/reconciliation/csv',
    auth: 'staff',
    response: reportCsvSchema,
  }),
};
