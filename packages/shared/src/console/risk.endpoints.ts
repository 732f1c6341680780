import { defineEndpoint } from '../contract/endpoint.js';
import {
  riskDigestSchema,
  riskListBodyShape,
  riskListSchema,
  riskReviewBodyShape,
  riskReviewedSchema,
} from './risk.js';

/** The console's risk calls (apps/server/src/modules/risk/risk.routes.ts). */
export const riskAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/risk/list',
    auth: 'staff',
    body: riskListBodyShape,
    response: riskListSchema,
  }),
  review: defineEndpoint({
    path: '/api/admin/risk/review',
    auth: 'staff',
    body: riskReviewBodyShape,
    response: riskReviewedSchema,
  }),
  digest: defineEndpoint({
    path: '/api/admin/risk/digest',
    auth: 'staff',
    response: riskDigestSchema,
  }),
};
