import { defineEndpoint } from '../contract/endpoint.js';
import { stepUpOtpBodyShape as otp } from './staff.js';
import {
  riskDigestSchema,
  riskListBodyShape,
  riskListSchema,
  riskReviewBodyShape,
  riskReviewedSchema,
  riskThresholdsSchema,
  riskThresholdsUpdateBodyShape,
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
  /** Owner only, with the step-up code; answers the thresholds now in force. */
  updateThresholds: defineEndpoint({
    path: '/api/admin/risk/thresholds/update',
    auth: 'staff',
    stepUp: true,
    body: { ...riskThresholdsUpdateBodyShape, ...otp },
    response: riskThresholdsSchema,
  }),
};
