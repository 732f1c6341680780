import type { StaffRole } from '@fairround/shared';

/**
 * Who may open the rounds screens, mirroring the server's route policies
 * (apps/server/src/modules/rounds/rounds.admin.routes.ts): reading for owners, finance and
 * support; changing timings, limits, odds and publishing chains for owners only.
 */
export const ROUNDS_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const ROUNDS_EDITORS: readonly StaffRole[] = ['owner'];
