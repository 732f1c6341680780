import type { StaffRole } from '@fairround/shared';

/**
 * Who may use the site screens, mirroring the server's policies: banners like articles
 * (banners.admin.routes.ts), links like other site configuration (app-config.admin.routes.ts).
 */
export const BANNER_EDITORS: readonly StaffRole[] = ['owner', 'content'];
/** Home tiles like banners (home-tiles.admin.routes.ts). */
export const TILE_EDITORS: readonly StaffRole[] = ['owner', 'content'];
export const LINK_EDITORS: readonly StaffRole[] = ['owner'];
/** Help organisations (protection.admin.routes.ts): player readers see them, the owner edits. */
export const HELP_LINK_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const HELP_LINK_EDITORS: readonly StaffRole[] = ['owner'];
