import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeRedirectTarget } from '../lib/navigation';
import { useSession } from '../lib/session';

/**
 * Login and register are for visitors: a player who opens them while already logged in is sent
 * where they were going (`?redirect=`, checked like after a login) or home. Decided once, when the
 * screen opens: a login made on the screen itself navigates on by its own rule.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  const [openedLoggedIn] = useState(isLoggedIn);
  if (openedLoggedIn) return <Navigate to={safeRedirectTarget(search)} replace />;
  return children;
}
