import {
  CATALOGUES,
  ErrorCode,
  accountsEndpoints,
  appConfigEndpoints,
  protectionEndpoints,
  bannersEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes, connectNavigator } from '../../app/router';
import { ok, stubApi } from '../../test/render-app';
import { setLanguage } from '../i18n';
import { getToken, markLoggedOut, setToken } from '../session';
import { ApiError } from './api-error';
import { apiCall, REQUEST_TIMEOUT_MS } from './client';
import { queryClient } from './query-client';

function sentBody(fetchMock: ReturnType<typeof stubApi>, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiCall', () => {
  let disconnect: (() => void) | undefined;
  afterEach(() => disconnect?.());

  it('posts JSON with the API language and the session token added', async () => {
    const fetchMock = stubApi(() => ok({ answer: 42 }));
    setToken('token-123');
    await setLanguage('zh-CN');

    const data = await apiCall(gameEndpoints.gameInfo, { roomid: 7 });

    expect(data).toEqual({ answer: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(gameEndpoints.gameInfo.path);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ roomid: 7, lang: 'chs', token: 'token-123' });
  });

  it('sends no token for a visitor and the default language vi', async () => {
    const fetchMock = stubApi(() => ok(null));
    await apiCall(appConfigEndpoints.config, {});
    expect(sentBody(fetchMock)).toEqual({ lang: 'vi' });
  });

  it('throws the catalogue code, message and field of a failure and shows the message', async () => {
    stubApi(() => ({
      code: 0,
      info: 'The two passwords do not match',
      data: { errCode: ErrorCode.PasswordsDiffer, field: 'spassword' },
    }));

    const error = await failureOf(apiCall(accountsEndpoints.register, {}));

    expect(error.errCode).toBe(ErrorCode.PasswordsDiffer);
    expect(error.field).toBe('spassword');
    expect(error.info).toBe('The two passwords do not match');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
  });

  it('shows no toast when the caller renders the failure itself', async () => {
    stubApi(() => ({ code: 0, info: 'Order not found', data: { errCode: ErrorCode.OrderNotFound } }));
    const error = await failureOf(apiCall(gameEndpoints.current, {}, { toast: false }));
    expect(error.errCode).toBe(ErrorCode.OrderNotFound);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Order not found')).toBeNull();
  });

  it('on code 409 clears the token, resets player queries and goes to login with the way back', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/user?tab=2'] });
    disconnect = connectNavigator(router);
    setToken('dead-token');
    queryClient.setQueryData(['account', 'userinfo'], { nickname: 'An' });
    await queryClient.prefetchQuery({
      queryKey: ['app-config'],
      queryFn: async () => ({ version: '1' }),
      meta: { keepOnSessionChange: true },
    });
    stubApi(() => ({
      code: 409,
      info: 'Your session has ended, please log in again',
      data: { errCode: ErrorCode.LoginInvalid },
    }));

    const error = await failureOf(apiCall(accountsEndpoints.userInfo, {}));

    expect(error.errCode).toBe(ErrorCode.LoginInvalid);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('fairround.token')).toBeNull();
    expect(queryClient.getQueryData(['account', 'userinfo'])).toBeUndefined();
    expect(queryClient.getQueryData(['app-config'])).toEqual({ version: '1' });
    // The router finishes the navigation once the login screen's chunk has loaded.
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user?tab=2')}`);
  });

  it('on code 409 while already on the login screen stays there', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/login?redirect=%2Fuser'] });
    disconnect = connectNavigator(router);
    stubApi(() => ({ code: 409, info: 'Your session has ended', data: { errCode: ErrorCode.LoginInvalid } }));
    await failureOf(apiCall(accountsEndpoints.logout, {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser');
  });

  it('on code 409 for a visitor stays put: no session ended, route guards send visitors to log in', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
    disconnect = connectNavigator(router);
    stubApi(() => ({ code: 409, info: 'Your session has ended', data: { errCode: ErrorCode.LoginInvalid } }));
    await failureOf(apiCall(protectionEndpoints.state, {}, { toast: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/');
  });

  it('on code 409 for a token the player just logged out of stays put: the logout goes Home itself', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/user'] });
    disconnect = connectNavigator(router);
    setToken('logged-out-token');
    markLoggedOut();
    stubApi(() => ({ code: 409, info: 'Your session has ended', data: { errCode: ErrorCode.LoginInvalid } }));
    await failureOf(apiCall(accountsEndpoints.userInfo, {}, { toast: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/user');
    expect(getToken()).toBe('logged-out-token');
  });

  it('on code 409 for a session this device has already left stays put and keeps the new session', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
    disconnect = connectNavigator(router);
    setToken('old-token');
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = failureOf(apiCall(accountsEndpoints.userInfo, {}, { toast: false }));
    setToken('new-token');
    answer(
      new Response(
        JSON.stringify({
          code: 409,
          info: 'Your session has ended',
          data: { errCode: ErrorCode.LoginInvalid },
        }),
      ),
    );
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('new-token');
  });

  it('gives up after 6 seconds with the translated network error 1004', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const pending = failureOf(apiCall(gameEndpoints.gameList, {}, { toast: false }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;

    expect(error.errCode).toBe(ErrorCode.NetworkError);
    expect(error.info).toBe(CATALOGUES.vi.errors[ErrorCode.NetworkError]);
  });

  it('turns a failed connection or a non-envelope answer into 1004 in the current language', async () => {
    await setLanguage('en-US');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failureOf(apiCall(bannersEndpoints.slides, {}, { toast: false }));
    expect(offline.errCode).toBe(ErrorCode.NetworkError);
    expect(offline.info).toBe(CATALOGUES['en-US'].errors[ErrorCode.NetworkError]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const badGateway = await failureOf(apiCall(bannersEndpoints.slides, {}, { toast: false }));
    expect(badGateway.errCode).toBe(ErrorCode.NetworkError);
  });

  it('hands back the abort when the caller cancels, without calling it a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiCall(bannersEndpoints.slides, {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
