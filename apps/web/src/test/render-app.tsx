import { COUNTRIES, DEFAULT_QUHAO } from '@fairround/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { buildRoutes, connectNavigator, type AppRoute } from '../app/router';
import { AppConfigProvider, type AppConfig } from '../lib/app-config';

export const TEST_CONFIG: AppConfig = {
  version: '1.0.0',
  defaultLanguage: 'vi',
  languages: [
    { ui: 'vi', api: 'vi' },
    { ui: 'en-US', api: 'en' },
    { ui: 'zh-CN', api: 'chs' },
    { ui: 'zh-TW', api: 'cht' },
  ],
  currency: { code: 'USD', symbol: '$', minorDigits: 2 },
  supportUrl: null,
  appLinks: { android: null, ios: null },
  countries: [...COUNTRIES],
  defaultQuhao: DEFAULT_QUHAO,
  timeZone: 'Asia/Ho_Chi_Minh',
};

/**
 * Renders the real route table (or the given rows) in a memory router with every provider the
 * app has, already past the config gate. `history` lists earlier entries; the last one is shown.
 */
export function renderApp(options: { history?: string[]; routes?: AppRoute[]; config?: AppConfig } = {}) {
  const history = options.history ?? ['/'];
  const router = createMemoryRouter(buildRoutes(options.routes), {
    initialEntries: history,
    initialIndex: history.length - 1,
  });
  const disconnect = connectNavigator(router);
  const view = render(
    <Providers>
      <AppConfigProvider value={options.config ?? TEST_CONFIG}>
        <RouterProvider router={router} />
      </AppConfigProvider>
    </Providers>,
  );
  return { router, disconnect, ...view };
}

export type Envelope = { code: number; info: string; data: unknown };

/** Answers API calls by path, like the server would (HTTP 200 with an envelope). */
export function stubApi(handler: (path: string, body: Record<string, unknown>) => Envelope | Promise<Envelope>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const envelope = await handler(path, body);
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function ok(data: unknown): Envelope {
  return { code: 1, info: 'Done', data };
}
