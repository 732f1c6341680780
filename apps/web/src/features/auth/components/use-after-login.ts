import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRedirectAfterLogin } from '../../../lib/navigation';

/**
 * Where a fresh session goes: back to the screen that sent the visitor to log in (the
 * `redirect` query, checked by the navigation helpers), otherwise to the player's `/user` page.
 */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirectBack = useRedirectAfterLogin();
  return useCallback(() => {
    if (new URLSearchParams(search).has('redirect')) redirectBack();
    else void navigate('/user', { replace: true });
  }, [navigate, redirectBack, search]);
}

/** The `?redirect=` part of a query, carried between the login and register screens. */
export function redirectQuery(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
}
