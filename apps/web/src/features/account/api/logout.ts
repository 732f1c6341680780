import { accountsRefs } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog, showSuccess } from '../../../components/ui';
import { apiCall } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { clearToken, markLoggedOut } from '../../../lib/session';

/** Named by path: the confirmation sits on screens of the first chunk, which stays free of zod. */
const logoutEndpoint = accountsRefs.logout;

/** `POST /api/Index/logout`: ends this session on the server. A failure shows its toast. */
export function logout(): Promise<null> {
  return apiCall(logoutEndpoint, {});
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}

/**
 * Log out after a confirmation (seed §4): the server ends the session first, then the player
 * is taken to Home and the token is forgotten on this device. If the server cannot be reached
 * the player stays logged in (the toast says why) rather than leaving a live session behind.
 *
 * The token goes only once this screen has left: the router renders a navigation to a lazily
 * loaded screen in a transition, so clearing the token right after `navigate()` resolves could
 * still let this (auth-only) screen's guard see it go and open /login instead of Home.
 */
export function useConfirmedLogout(): { logOut: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogoutMutation();
  const { mutateAsync } = mutation;
  const leaving = useRef(false);

  useEffect(() => {
    const state = leaving;
    return () => {
      if (!state.current) return;
      clearToken();
      showSuccess(i18n.t('account.logout.done'));
    };
  }, []);

  const logOut = useCallback(async () => {
    const confirmed = await confirmDialog({
      title: t('account.logout.title'),
      content: t('account.logout.body'),
      confirmText: t('account.logout.confirm'),
      cancelText: t('account.logout.cancel'),
    });
    if (!confirmed) return;
    try {
      await mutateAsync();
    } catch {
      // Either the toast told why (the player can try again), or the session had already
      // ended (409), in which case the API client has cleared it and opened /login.
      return;
    }
    leaving.current = true;
    markLoggedOut();
    await navigate('/', { replace: true });
  }, [mutateAsync, navigate, t]);

  return { logOut, pending: mutation.isPending };
}
