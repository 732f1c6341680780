import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import { adminAuditListBodyShape, auditListPageSchema } from './audit.js';
import {
  listedStaffSchema,
  staffCreateBodyShape,
  staffDisableBodyShape,
  staffListSchema,
  staffLoginBodyShape,
  staffLoginResultSchema,
  staffMeSchema,
  stepUpLocksSchema,
  stepUpOtpBodyShape as otp,
  staffTwoFactorEnableBodyShape,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
} from './staff.js';

/** The console's own calls: staff sign-in, two-factor, the audit log and staff accounts. */
export const adminEndpoints = {
  login: defineEndpoint({
    path: '/api/admin/login',
    auth: 'public',
    body: staffLoginBodyShape,
    response: staffLoginResultSchema,
  }),
  logout: defineEndpoint({ path: '/api/admin/logout', auth: 'staff', response: z.null() }),
  me: defineEndpoint({ path: '/api/admin/me', auth: 'staff', response: staffMeSchema }),
  setupTwoFactor: defineEndpoint({
    path: '/api/admin/2fa/setup',
    auth: 'staff',
    response: twoFactorSetupSchema,
  }),
  enableTwoFactor: defineEndpoint({
    path: '/api/admin/2fa/enable',
    auth: 'staff',
    body: staffTwoFactorEnableBodyShape,
    response: twoFactorEnabledSchema,
  }),
  auditList: defineEndpoint({
    path: '/api/admin/audit/list',
    auth: 'staff',
    body: adminAuditListBodyShape,
    response: auditListPageSchema,
  }),
  listStaff: defineEndpoint({ path: '/api/admin/staff/list', auth: 'staff', response: staffListSchema }),
  createStaff: defineEndpoint({
    path: '/api/admin/staff/create',
    auth: 'staff',
    stepUp: true,
    body: { ...staffCreateBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  disableStaff: defineEndpoint({
    path: '/api/admin/staff/disable',
    auth: 'staff',
    stepUp: true,
    body: { ...staffDisableBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  stepUpLocks: defineEndpoint({
    path: '/api/admin/staff/step-up-locks',
    auth: 'staff',
    response: stepUpLocksSchema,
  }),
};
