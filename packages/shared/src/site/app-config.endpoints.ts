import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import { appConfigSchema } from './app-config.js';
import { siteLinksSchema, siteLinksUpdateBodyShape } from './site-rules.js';

/** The player app's configuration, read before its first screen. */
export const appConfigEndpoints = {
  config: defineEndpoint({ path: '/api/Index/getconfig', auth: 'public', response: appConfigSchema }),
};

/** The console's store links and external support link (owner only). */
export const appConfigAdminEndpoints = {
  links: defineEndpoint({ path: '/api/admin/site/links/get', auth: 'staff', response: siteLinksSchema }),
  updateLinks: defineEndpoint({
    path: '/api/admin/site/links/update',
    auth: 'staff',
    stepUp: true,
    body: { ...siteLinksUpdateBodyShape, ...otp },
    response: siteLinksSchema,
  }),
};
