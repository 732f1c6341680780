import type { StaffRole } from '../auth/api';

/**
 * Who may use the site screens, mirroring the server's policies: banners like articles
 * (banners.admin.routes.ts), links like other site configuration (app-config.admin.routes.ts).
 */
export const BANNER_EDITORS: readonly StaffRole[] = ['owner', 'content'];
export const LINK_EDITORS: readonly StaffRole[] = ['owner'];
