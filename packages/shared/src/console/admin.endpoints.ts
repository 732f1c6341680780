import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import { adminAuditListBodyShape, auditListPageSchema } from './audit.js';
import {
  listedStaffSchema,
  staffChangePasswordBodyShape,
  staffChangeRoleBodyShape,
  staffCreateBodyShape,
  staffDisableBodyShape,
  staffListSchema,
  staffLoginBodyShape,
  staffLoginResultSchema,
  staffMeSchema,
  staffPasswordChangedSchema,
  staffResetPasswordBodyShape,
  staffSessionListSchema,
  staffSessionsEndedSchema,
  staffTargetBodyShape,
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
  /** Any staff, for their own account; `otp` is checked by the service when two-factor is on. */
  changeOwnPassword: defineEndpoint({
    path: '/api/admin/me/password',
    auth: 'staff',
    body: staffChangePasswordBodyShape,
    response: staffPasswordChangedSchema,
  }),
  ownSessions: defineEndpoint({
    path: '/api/admin/me/sessions',
    auth: 'staff',
    response: staffSessionListSchema,
  }),
  resetStaffPassword: defineEndpoint({
    path: '/api/admin/staff/reset-password',
    auth: 'staff',
    stepUp: true,
    body: { ...staffResetPasswordBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  resetStaffTwoFactor: defineEndpoint({
    path: '/api/admin/staff/reset-2fa',
    auth: 'staff',
    stepUp: true,
    body: { ...staffTargetBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  changeStaffRole: defineEndpoint({
    path: '/api/admin/staff/role',
    auth: 'staff',
    stepUp: true,
    body: { ...staffChangeRoleBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  enableStaff: defineEndpoint({
    path: '/api/admin/staff/enable',
    auth: 'staff',
    stepUp: true,
    body: { ...staffTargetBodyShape, ...otp },
    response: listedStaffSchema,
  }),
  staffSessions: defineEndpoint({
    path: '/api/admin/staff/sessions',
    auth: 'staff',
    body: staffTargetBodyShape,
    response: staffSessionListSchema,
  }),
  endStaffSessions: defineEndpoint({
    path: '/api/admin/staff/sessions/end',
    auth: 'staff',
    stepUp: true,
    body: { ...staffTargetBodyShape, ...otp },
    response: staffSessionsEndedSchema,
  }),
  stepUpLocks: defineEndpoint({
    path: '/api/admin/staff/step-up-locks',
    auth: 'staff',
    response: stepUpLocksSchema,
  }),
};
