import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiPostOptions,
  type DeadSession,
} from '@fairround/shared/client-kit';
import { showError } from '../feedback';
import { currentApiLanguage, errorText } from '../i18n';
import { LOGIN_PATH, navigateTo } from '../navigation';
import { clearToken, getToken } from '../session';

export { REQUEST_TIMEOUT_MS, type ApiPostOptions };

/** A 409 ends the staff session: forget the token and go to the login screen. */
function endDeadSession({ info, showToast }: DeadSession): void {
  const hadSession = getToken() !== null;
  clearToken();
  if (hadSession && showToast) showError(info);
  navigateTo(LOGIN_PATH, { replace: true });
}

/**
 * POSTs JSON to `/api/admin/…` with `lang` and the staff `token` added, and unwraps the
 * `{code, info, data}` envelope: code 1 gives `data`; 409 ends the session and goes to the login
 * screen; any other failure throws an ApiError (and shows its `info` as a toast unless told not to).
 */
const client = createApiClient({
  getToken,
  language: currentApiLanguage,
  errorText,
  showFailure: showError,
  onSessionDead: endDeadSession,
});

/** Calls a shared endpoint (`@fairround/shared` `*Endpoints`): its path, body and answer types. */
export const apiCall = client.call;
