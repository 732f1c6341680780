import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import type { StaffMe, StaffRole } from '@fairround/shared';
import { authKeys } from '../lib/query-keys';
import { queryClient } from '../lib/api';

/**
 * Renders one console screen with every provider the console has, signed in as `role` (the
 * staff is already known, so no `/api/admin/me` call is made).
 */
export function renderConsole(ui: ReactNode, { role = 'owner' }: { role?: StaffRole } = {}) {
  const me: StaffMe = {
    staff: {
      id: 'b6f1c7a2-0d3e-4f5a-8b9c-0a1b2c3d4e5f',
      username: `${role}1`,
      role,
      twoFactorEnabled: true,
      mustChangePassword: false,
    },
    twoFactorRequired: false,
  };
  queryClient.setQueryData(authKeys.me, me);
  return render(
    <Providers>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

export type Envelope = { code: number; info: string; data: unknown };

export const ok = (data: unknown): Envelope => ({ code: 1, info: 'ok', data });

/** Answers API calls by path like the server would (HTTP 200 with an envelope) and records them. */
export function stubApi(
  handler: (path: string, body: Record<string, unknown>) => Envelope | Promise<Envelope>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const envelope = await handler(path, body);
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `/api/Index/getconfig` answer the money columns read their currency code from. */
export const CONFIG_ANSWER = ok({ currency: { code: 'USD', symbol: '$', minorDigits: 2 } });
