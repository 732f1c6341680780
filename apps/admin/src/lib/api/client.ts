import type { StaffMe } from '@fairround/shared';
import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiCall,
  type ApiPostOptions,
  type DeadSession,
} from '@fairround/shared/client-kit';
import { showError } from '../feedback';
import { currentApiLanguage, errorText } from '../i18n';
import { LOGIN_PATH, navigateTo } from '../navigation';
import { authKeys } from '../query-keys';
import { clearToken, getToken } from '../session';
import { askStepUpCode } from '../step-up/step-up-code';
import { queryClient } from './query-client';

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

/**
 * Calls a shared endpoint (`@fairround/shared` `*Endpoints`): its path, body and answer types.
 * A step-up endpoint sent without `otp` first asks the operator for the current two-factor code
 * (unless the server does not require two-factor); a cancelled prompt is an abort, no toast.
 */
export const apiCall: ApiCall = async (endpoint, body, options) => {
  const posted = body as Record<string, unknown> | undefined;
  if (!endpoint.stepUp || posted?.otp !== undefined || !twoFactorRequired()) return client.call(endpoint, body, options);
  const otp = await askStepUpCode();
  if (otp === null) throw new DOMException('The two-factor prompt was cancelled', 'AbortError');
  return client.call(endpoint, { ...posted, otp } as unknown as typeof body, options);
};

/** What the signed-in staff's `me` said; true until it is known, as the server's default is. */
function twoFactorRequired(): boolean {
  return queryClient.getQueryData<StaffMe>(authKeys.me)?.twoFactorRequired ?? true;
}
