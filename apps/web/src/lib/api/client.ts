import { ErrorCode, SESSION_DEAD_CODE } from '@fairround/shared';
import { currentApiLanguage, errorText } from '../i18n';
import { currentPath, isAuthScreen, loginPathFor, navigateTo } from '../navigation';
import { clearToken, getToken, isLoggedOutToken } from '../session';
import { ApiError } from './api-error';

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

/** Seed §9: every request gives up after 6 seconds. */
export const REQUEST_TIMEOUT_MS = 6_000;

export type ApiPostOptions = {
  /** Show a failure's message as a warning toast (default). Screens that render the error inline pass false. */
  toast?: boolean;
  /** Cancels the request, e.g. React Query's signal when a screen unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

type Envelope = { code: number; info: string; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function failureDetails(data: unknown): { errCode: number; field: string | undefined } {
  const details = typeof data === 'object' && data !== null ? (data as { errCode?: unknown; field?: unknown }) : {};
  return {
    errCode: typeof details.errCode === 'number' ? details.errCode : ErrorCode.UnknownError,
    field: typeof details.field === 'string' ? details.field : undefined,
  };
}

/** Posts the body and returns the parsed envelope; anything that is not one counts as a network error. */
async function postEnvelope(
  path: string,
  body: Record<string, unknown>,
  token: string | null,
  options: ApiPostOptions,
): Promise<Envelope> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, lang: currentApiLanguage(), ...(token ? { token } : {}) }),
      signal: controller.signal,
    });
    // Failures arrive as envelopes with any HTTP status (404, 429…); only non-envelopes are network trouble.
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TypeError(`not an API envelope (HTTP ${response.status})`);
    return parsed;
  } catch (error) {
    // A caller that cancelled gets its own abort back: nothing failed, nobody should see a toast.
    if (options.signal?.aborted) throw error;
    throw new ApiError(ErrorCode.NetworkError, errorText(ErrorCode.NetworkError));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * The session is dead (code 409): forget the token (the query cache resets on that, see
 * query-client.ts) and send the player to log in, coming back here afterwards.
 */
function endDeadSession(info: string, showToast: boolean, sentToken: string | null): void {
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
 * `{code, info, data}` envelope: code 1 gives `data`; anything else throws an ApiError.
 */
export async function apiPost<T>(path: string, body: Record<string, unknown> = {}, options: ApiPostOptions = {}): Promise<T> {
  const showToast = options.toast ?? true;
  const sentToken = getToken();
  let envelope: Envelope;
  try {
    envelope = await postEnvelope(path, body, sentToken, options);
  } catch (error) {
    if (error instanceof ApiError && showToast) showWarning(error.info);
    throw error;
  }
  if (envelope.code === 1) return envelope.data as T;

  const { errCode, field } = failureDetails(envelope.data);
  const info = typeof envelope.info === 'string' && envelope.info.length > 0 ? envelope.info : errorText(errCode);
  if (envelope.code === SESSION_DEAD_CODE) endDeadSession(info, showToast, sentToken);
  else if (showToast) showWarning(info);
  throw new ApiError(errCode, info, field);
}
