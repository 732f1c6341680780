import type { StaffRole } from '@fairround/shared';

/** Who may manage articles, mirroring apps/server/src/modules/content/content.admin.routes.ts. */
export const CONTENT_EDITORS: readonly StaffRole[] = ['owner', 'content'];
