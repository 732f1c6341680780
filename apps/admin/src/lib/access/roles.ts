import type { StaffRole } from '@fairround/shared';
import { useMe } from './me';

/**
 * Who may open the account screens, mirroring the server's route policies
 * (apps/server/src/modules/accounts/accounts.admin.routes.ts). The server refuses anyone else
 * anyway; the console only hides what would be refused.
 */
export const PLAYER_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const PLAYER_MODERATORS: readonly StaffRole[] = ['owner', 'support'];
export const OWNER_ONLY: readonly StaffRole[] = ['owner'];

/**
 * Who may open the cashier screens, mirroring the server's route policies
 * (apps/server/src/modules/cashier/cashier.admin.routes.ts): queues, money actions and the
 * ledger check for owners and finance; the dashboard and player ledgers for support too;
 * changing the cashier settings for owners only.
 */
export const CASHIER_OPERATORS: readonly StaffRole[] = ['owner', 'finance'];
export const CASHIER_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const CASHIER_SETTINGS_EDITORS: readonly StaffRole[] = ['owner'];

/** True when the signed-in staff has one of the roles. */
export function useStaffCan(roles: readonly StaffRole[]): boolean {
  const role = useMe().data?.staff.role;
  return role !== undefined && roles.includes(role);
}
