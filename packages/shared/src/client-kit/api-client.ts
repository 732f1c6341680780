import type { AnyEndpoint, EndpointBody, EndpointRef, EndpointResult } from '../contract/endpoint.js';
import { ErrorCode, SESSION_DEAD_CODE } from '../errors/error-codes.js';
import type { ApiLanguage } from '../i18n/languages.js';
import { ApiError } from './api-error.js';

/** Seed §9: every request gives up after 6 seconds, in both apps. */
export const REQUEST_TIMEOUT_MS = 6_000;

export type ApiPostOptions = {
  /** Show a failure's message as a toast (default). Screens that show the error inline pass false. */
  toast?: boolean;
  /** Cancels the request, e.g. React Query's signal when a screen unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** The server's answer to every call (seed §7): code 1 with `data`, or a failure with `info`. */
export type Envelope = { code: number; info: string; data: unknown };

/** What a dead session (code 409) hands to the app, which decides where the user goes. */
export type DeadSession = {
  /** The failure's message, in the user's language. */
  info: string;
  /** Whether the call allowed a toast. */
  showToast: boolean;
  /** The token the request went out with (null for a visitor). */
  sentToken: string | null;
};

/** What differs between the player app and the console: where the token, language and texts come from. */
export type ApiClientConfig = {
  getToken: () => string | null;
  language: () => ApiLanguage;
  /** The catalogue message of an error code in the user's language. */
  errorText: (code: number) => string;
  /** Shows a failure's message (a toast); called only when the call allowed it. */
  showFailure: (info: string) => void;
  onSessionDead: (dead: DeadSession) => void;
};

export type ApiPost = <T>(
  path: string,
  body?: Record<string, unknown>,
  options?: ApiPostOptions,
) => Promise<T>;

/** Posts a shared endpoint's body and answers its typed `data` (packages/shared `defineEndpoint`). */
export type ApiCall = <E extends AnyEndpoint>(
  endpoint: E | EndpointRef<E>,
  body: EndpointBody<E>,
  options?: ApiPostOptions,
) => Promise<EndpointResult<E>>;

export type ApiClient = {
  /** By path, with a hand-written answer type; for calls that have no shared endpoint yet. */
  post: ApiPost;
  call: ApiCall;
};

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

type EnvelopeRequest = { token: string | null; language: ApiLanguage; networkErrorText: () => string };

/** Posts the body and returns the parsed envelope; anything that is not one counts as a network error. */
async function postEnvelope(
  path: string,
  body: Record<string, unknown>,
  request: EnvelopeRequest,
  options: ApiPostOptions,
): Promise<Envelope> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const { token, language } = request;
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, lang: language, ...(token ? { token } : {}) }),
      signal: controller.signal,
    });
    // Failures arrive as envelopes with any HTTP status (404, 429, 500); only non-envelopes are network trouble.
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TypeError(`not an API envelope (HTTP ${response.status})`);
    return parsed;
  } catch (error) {
    // A caller that cancelled gets its own abort back: nothing failed, nobody should see a toast.
    if (options.signal?.aborted) throw error;
    throw new ApiError(ErrorCode.NetworkError, request.networkErrorText());
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * The apps' `apiPost`: POSTs JSON with the user's `lang` and `token` added (seed §7) and unwraps
 * the `{code, info, data}` envelope. Code 1 gives `data`; anything else throws an ApiError with the
 * catalogue code, the message and the blamed field, after showing the message unless the call
 * passed `toast: false`; a dead session (409) goes to the app's `onSessionDead` instead.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const post = createPost(config);
  return {
    post,
    call: (endpoint, body, options) => post(endpoint.path, body as Record<string, unknown>, options),
  };
}

function createPost(config: ApiClientConfig): ApiPost {
  const networkErrorText = () => config.errorText(ErrorCode.NetworkError);
  return async function apiPost<T>(
    path: string,
    body: Record<string, unknown> = {},
    options: ApiPostOptions = {},
  ) {
    const showToast = options.toast ?? true;
    const sentToken = config.getToken();
    let envelope: Envelope;
    try {
      envelope = await postEnvelope(
        path,
        body,
        { token: sentToken, language: config.language(), networkErrorText },
        options,
      );
    } catch (error) {
      if (error instanceof ApiError && showToast) config.showFailure(error.info);
      throw error;
    }
    if (envelope.code === 1) return envelope.data as T;

    const { errCode, field } = failureDetails(envelope.data);
    const info =
      typeof envelope.info === 'string' && envelope.info.length > 0
        ? envelope.info
        : config.errorText(errCode);
    if (envelope.code === SESSION_DEAD_CODE) config.onSessionDead({ info, showToast, sentToken });
    else if (showToast) config.showFailure(info);
    throw new ApiError(errCode, info, field);
  };
}
