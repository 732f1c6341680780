import { accountsEndpoints, adminEndpoints, appConfigEndpoints } from '@fairround/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import { ErrorCode } from '../errors/error-codes.js';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientConfig, type Envelope } from './api-client.js';
import { ApiError } from './api-error.js';

type Answer = Envelope | string | Error;

let fetchMock: ReturnType<typeof vi.fn>;
let token: string | null;
let config: ApiClientConfig & {
  showFailure: Mock<ApiClientConfig['showFailure']>;
  onSessionDead: Mock<ApiClientConfig['onSessionDead']>;
};

/** The server answers every call with `answer`: an envelope (any HTTP status), a page of HTML, or no connection. */
function serverAnswers(answer: Answer, status = 200): void {
  fetchMock.mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return new Response(body, { status });
  });
}

function sentBody(): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  token = 'token-123';
  config = {
    getToken: () => token,
    language: () => 'chs',
    errorText: (code) => `text of ${code}`,
    showFailure: vi.fn<ApiClientConfig['showFailure']>(),
    onSessionDead: vi.fn<ApiClientConfig['onSessionDead']>(),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the client kit API client', () => {
  it('posts JSON with the language and token added and gives the data of code 1', async () => {
    serverAnswers({ code: 1, info: 'ok', data: { answer: 42 } });
    const apiPost = createApiClient(config).post;

    await expect(apiPost(accountsEndpoints.userInfo.path, { roomid: 7 })).resolves.toEqual({ answer: 42 });

    expect(fetchMock.mock.calls[0]?.[0]).toBe(accountsEndpoints.userInfo.path);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
    expect(sentBody()).toEqual({ roomid: 7, lang: 'chs', token: 'token-123' });
    expect(config.showFailure).not.toHaveBeenCalled();
  });

  it('calls a shared endpoint at its path with its body and gives its typed data', async () => {
    const endpoint = defineEndpoint({
      path: '/api/Test/double',
      auth: 'player',
      body: { amount: z.number() },
      response: z.object({ doubled: z.number() }),
    });
    serverAnswers({ code: 1, info: 'ok', data: { doubled: 14 } });

    const data: { doubled: number } = await createApiClient(config).call(endpoint, { amount: 7 });

    expect(data).toEqual({ doubled: 14 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Test/double');
    expect(sentBody()).toEqual({ amount: 7, lang: 'chs', token: 'token-123' });
  });

  it('sends no token key for a visitor', async () => {
    token = null;
    serverAnswers({ code: 1, info: 'ok', data: null });
    await createApiClient(config).post(appConfigEndpoints.config.path);
    expect(sentBody()).toEqual({ lang: 'chs' });
  });

  it('throws the code, message and field of a failure, whatever the HTTP status, and shows the message', async () => {
    serverAnswers(
      { code: 0, info: 'The two passwords do not match', data: { errCode: 1012, field: 'spassword' } },
      422,
    );

    const error = await failureOf(createApiClient(config).post(accountsEndpoints.register.path));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errCode: 1012,
      field: 'spassword',
      info: 'The two passwords do not match',
    });
    expect((error as ApiError).isNetworkError).toBe(false);
    expect(config.showFailure).toHaveBeenCalledExactlyOnceWith('The two passwords do not match');
  });

  it('shows nothing when the call asks for no toast', async () => {
    serverAnswers({ code: 0, info: 'Wrong code', data: { errCode: 3006 } });
    await failureOf(createApiClient(config).post(adminEndpoints.login.path, {}, { toast: false }));
    expect(config.showFailure).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue text without an info, and to "unknown error" without a code', async () => {
    serverAnswers({ code: 0, info: '', data: { errCode: 2004 } });
    expect(await failureOf(createApiClient(config).post('/api/x'))).toMatchObject({
      errCode: 2004,
      info: 'text of 2004',
    });

    serverAnswers({ code: 0, info: 'Broken', data: null });
    expect(await failureOf(createApiClient(config).post('/api/x'))).toMatchObject({
      errCode: ErrorCode.UnknownError,
      info: 'Broken',
      field: undefined,
    });
  });

  it('hands a dead session (409) to the app with the token the request went out with, and shows no toast itself', async () => {
    serverAnswers({ code: 409, info: 'Please log in again', data: { errCode: 1005 } });
    const apiPost = createApiClient(config).post;
    const call = apiPost(accountsEndpoints.userInfo.path);
    token = null;

    expect(await failureOf(call)).toMatchObject({ errCode: 1005, info: 'Please log in again' });
    expect(config.onSessionDead).toHaveBeenCalledExactlyOnceWith({
      info: 'Please log in again',
      showToast: true,
      sentToken: 'token-123',
    });
    expect(config.showFailure).not.toHaveBeenCalled();
  });

  it.each([
    ['a page that is not an envelope', 'Bad Gateway' as Answer, 502],
    ['no connection', new TypeError('Failed to fetch') as Answer, 200],
  ])("turns %s into a network error in the user's language", async (_case, answer, status) => {
    serverAnswers(answer, status);

    const error = await failureOf(createApiClient(config).post('/api/x'));

    expect(error).toMatchObject({
      errCode: ErrorCode.NetworkError,
      info: `text of ${ErrorCode.NetworkError}`,
    });
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(config.showFailure).toHaveBeenCalledExactlyOnceWith(`text of ${ErrorCode.NetworkError}`);
  });

  it('gives up after the timeout (6 s unless the call says otherwise)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const apiPost = createApiClient(config).post;

    const standard = failureOf(apiPost('/api/slow'));
    const quick = failureOf(apiPost('/api/slow', {}, { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await quick).toMatchObject({ errCode: ErrorCode.NetworkError });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    expect(await standard).toMatchObject({ errCode: ErrorCode.NetworkError });
    expect(REQUEST_TIMEOUT_MS).toBe(6_000);
  });

  it('gives a caller that cancelled its own abort back, with no toast', async () => {
    fetchMock.mockImplementation(
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();

    const call = failureOf(createApiClient(config).post('/api/x', {}, { signal: controller.signal }));
    controller.abort(new DOMException('screen left', 'AbortError'));

    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).message).toBe('screen left');
    expect(config.showFailure).not.toHaveBeenCalled();
  });
});
