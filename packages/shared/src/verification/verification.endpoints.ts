import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminVerificationDecideBodyShape,
  adminVerificationFileBodyShape,
  adminVerificationFileSchema,
  adminVerificationListBodyShape,
  adminVerificationPageSchema,
  adminVerificationSchema,
  verificationSettingsSchema,
  verificationSettingsUpdateBodyShape,
  verificationStatusSchema,
  verificationUploadBodyShape,
} from './verification.js';

/** The player's verification calls (`/api/Verification/*`, docs/verification.md). */
export const verificationEndpoints = {
  status: defineEndpoint({
    path: '/api/Verification/status',
    auth: 'player',
    response: verificationStatusSchema,
  }),
  upload: defineEndpoint({
    path: '/api/Verification/upload',
    auth: 'player',
    body: verificationUploadBodyShape,
    response: verificationStatusSchema,
  }),
  submit: defineEndpoint({
    path: '/api/Verification/submit',
    auth: 'player',
    response: verificationStatusSchema,
  }),
};

/** The console's verification calls (`/api/admin/verification/*`): owner and finance. */
export const verificationAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/verification/list',
    auth: 'staff',
    body: adminVerificationListBodyShape,
    response: adminVerificationPageSchema,
  }),
  file: defineEndpoint({
    path: '/api/admin/verification/file',
    auth: 'staff',
    body: adminVerificationFileBodyShape,
    response: adminVerificationFileSchema,
  }),
  decide: defineEndpoint({
    path: '/api/admin/verification/decide',
    auth: 'staff',
    stepUp: true,
    body: { ...adminVerificationDecideBodyShape, ...otp },
    response: adminVerificationSchema,
  }),
  settings: defineEndpoint({
    path: '/api/admin/verification/settings',
    auth: 'staff',
    response: verificationSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    path: '/api/admin/verification/settings/update',
    auth: 'staff',
    stepUp: true,
    body: { ...verificationSettingsUpdateBodyShape, ...otp },
    response: verificationSettingsSchema,
  }),
};
