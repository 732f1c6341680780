import type { StaffRole } from '@fairround/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStaffCan } from '../lib/access';

/** A screen for some roles only; anyone else lands on the console's start page. */
export function RequireRoles({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const allowed = useStaffCan(roles);
  if (!allowed) return <Navigate to="/" replace />;
  return children;
}
