import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { clearToken, markLoggedOut } from '../../../lib/session';
import { useLogoutMutation } from '../api/logout';

/**
 * Set once the server has ended the session and the app is on its way home. The token is
 * forgotten only when Home is on screen: forgetting it earlier would let the screen being left
 * (often auth-only) send the player to /login instead. Module-level because the frame holding
 * the reality check is mounted again on the way.
 */
let forgetTokenAtHome = false;

function forgetToken(): void {
  forgetTokenAtHome = false;
  clearToken();
  // The toast module (antd-mobile) only when needed: the frame's code stays small.
  void import('../../../components/ui/toast').then((toast) =>
    toast.showSuccess(i18n.t('protection.realityCheck.loggedOut')),
  );
}

/** Finishes a log-out started by useLogOutToHome once Home is on screen; mounted app-wide. */
export function useForgetTokenAtHome(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (forgetTokenAtHome && pathname === '/') forgetToken();
  }, [pathname]);
}

/** Ends the session on the server, then shows Home logged out (like the /user log-out). */
export function useLogOutToHome(): { logOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutateAsync, isPending } = useLogoutMutation();

  const logOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // The toast told why and the player is still logged in; or the session had already ended
      // (409) and the API client has cleared it and opened /login.
      return;
    }
    if (pathname === '/') return forgetToken();
    // Until Home forgets the token, a 409 answered to it is this logout, not a dead session.
    markLoggedOut();
    forgetTokenAtHome = true;
    await navigate('/', { replace: true });
  }, [mutateAsync, navigate, pathname]);

  return { logOut, pending: isPending };
}
