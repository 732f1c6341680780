import { ErrorCode, SESSION_DEAD_CODE } from '@fairround/shared';
import { showError } from '../feedback';
import { currentApiLanguage, errorText } from '../i18n';
import { LOGIN_PATH, navigateTo } from '../navigation';
import { clearToken, getToken } from '../session';
import { ApiError } from './api-error';

/** Same as the player app: every request gives up after 6 seconds. */
export const REQUEST_TIMEOUT_MS = 6_000;

export type ApiPostOptions = {
  /** Show a failure's message as a toast (default). Forms that show the error inline pass false. */
  toast?: boolean;
  signal?: AbortSignal;
};

type Envelope = { code: number; info: string; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function failureDetails(data: unknown): { errCode: number; field: string | undefined } {
  const details =
    typeof data === 'object' && data !== null ? (data as { errCode?: unknown; field?: unknown }) : {};
  return {
    errCode: typeof details.errCode === 'number' ? details.errCode : ErrorCode.UnknownError,
    field: typeof details.field === 'string' ? details.field : undefined,
  };
}

async function postEnvelope(
  path: string,
  body: Record<string, unknown>,
  options: ApiPostOptions,
): Promise<Envelope> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const token = getToken();
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, lang: currentApiLanguage(), ...(token ? { token } : {}) }),
      signal: controller.signal,
    });
    // Failures arrive as envelopes with any HTTP status (404, 429, 500); only non-envelopes are network trouble.
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TypeError(`not an API envelope (HTTP ${response.status})`);
    return parsed;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(ErrorCode.NetworkError, errorText(ErrorCode.NetworkError));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * POSTs JSON to `/api/admin/…` with `lang` and the staff `token` added, and unwraps the
 * `{code, info, data}` envelope: code 1 gives `data`; 409 ends the session and goes to the login
 * screen; any other failure throws an ApiError (and shows its `info` as a toast unless told not to).
 */
export async function apiPost<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: ApiPostOptions = {},
): Promise<T> {
  const showToast = options.toast ?? true;
  let envelope: Envelope;
  try {
    envelope = await postEnvelope(path, body, options);
  } catch (error) {
    if (error instanceof ApiError && showToast) showError(error.info);
    throw error;
  }
  if (envelope.code === 1) return envelope.data as T;

  const { errCode, field } = failureDetails(envelope.data);
  const info =
    typeof envelope.info === 'string' && envelope.info.length > 0 ? envelope.info : errorText(errCode);
  if (envelope.code === SESSION_DEAD_CODE) {
    const hadSession = getToken() !== null;
    clearToken();
    if (hadSession && showToast) showError(info);
    navigateTo(LOGIN_PATH, { replace: true });
  } else if (showToast) {
    showError(info);
  }
  throw new ApiError(errCode, info, field);
}
