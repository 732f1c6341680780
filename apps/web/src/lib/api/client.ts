import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiPostOptions,
  type DeadSession,
} from '@fairround/shared/client-kit';
import { currentApiLanguage, errorText } from '../i18n';
import { currentPath, isAuthScreen, loginPathFor, navigateTo } from '../navigation';
import { clearToken, getToken, isLoggedOutToken } from '../session';

export { REQUEST_TIMEOUT_MS, type ApiPostOptions };

/**
 * Shows a failure as a warning toast. The toast module (antd-mobile) is imported on first use,
 * so the start-up code does not carry it; by then a screen has usually loaded it already.
 */
function showWarning(message: string): void {
  import('../../components/ui/toast').then(
    (toast) => toast.showWarning(message),
    () => undefined,
  );
}

/**
 * The session is dead (code 409): forget the token (the query cache resets on that, see
 * query-client.ts) and send the player to log in, coming back here afterwards.
 */
function endDeadSession({ info, showToast, sentToken }: DeadSession): void {
  // No session ended: a visitor's call to a player route (the cache refetches a screen's queries
  // the moment a session goes, before the screen has turned them off). Route guards send
  // visitors to log in; this is only about a session that dies under a player.
  if (sentToken === null) return;
  // The request went out under a session this device has already left (logged out, or another
  // login since): its 409 says nothing about the session now.
  if (sentToken !== getToken()) return;
  // The player logged out a moment ago: the logout takes them Home and forgets the token itself.
  if (isLoggedOutToken(sentToken)) return;
  clearToken();
  const here = currentPath();
  // Already on the login or register screen (or a second 409 of the same burst): stay put.
  if (isAuthScreen(here)) return;
  if (showToast) showWarning(info);
  navigateTo(loginPathFor(here), { replace: true });
}

/**
 * POSTs JSON to the API with the player's `lang` and `token` added (seed §7) and unwraps the
 * `{code, info, data}` envelope: code 1 gives `data`; anything else throws an ApiError, shown as
 * a warning toast unless the call passes `toast: false`.
 */
const client = createApiClient({
  getToken,
  language: currentApiLanguage,
  errorText,
  showFailure: showWarning,
  onSessionDead: endDeadSession,
});

/** Calls a shared endpoint (`@fairround/shared` `*Endpoints`): its path, body and answer types. */
export const apiCall = client.call;
