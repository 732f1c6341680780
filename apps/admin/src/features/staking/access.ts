import type { StaffRole } from '@fairround/shared';

/**
 * Who may do what on the staking screens, mirroring the server's route policies
 * (apps/server/src/modules/staking/staking.admin.routes.ts): owners, finance and support read
 * everything; funding or releasing the reserve is a money action for owners and finance; tiers,
 * limits and the accrual's "run now" are the owner's.
 */
export const STAKING_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const STAKING_FUNDERS: readonly StaffRole[] = ['owner', 'finance'];
export const STAKING_OWNERS: readonly StaffRole[] = ['owner'];
