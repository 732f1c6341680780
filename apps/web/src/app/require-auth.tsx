import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/navigation';
import { useSession } from '../lib/session';

/**
 * Guards auth-flagged routes (seed §2): a visitor is sent to `/login?redirect=<this path>` and the
 * login screen returns them here afterwards. A session that dies later is caught by the API
 * client (code 409), which does the same.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
