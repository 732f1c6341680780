import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { StaffRole } from '@fairround/shared';
import { useMe } from '../auth/api';

/**
 * Who may open the account screens, mirroring the server's route policies
 * (apps/server/src/modules/accounts/accounts.admin.routes.ts). The server refuses anyone else
 * anyway; the console only hides what would be refused.
 */
export const PLAYER_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];
export const PLAYER_MODERATORS: readonly StaffRole[] = ['owner', 'support'];
export const OWNER_ONLY: readonly StaffRole[] = ['owner'];

/** True when the signed-in staff has one of the roles. */
export function useStaffCan(roles: readonly StaffRole[]): boolean {
  const role = useMe().data?.staff.role;
  return role !== undefined && roles.includes(role);
}

/** A screen for some roles only; anyone else lands on the console's start page. */
export function RequireRoles({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const allowed = useStaffCan(roles);
  if (!allowed) return <Navigate to="/" replace />;
  return children;
}
