import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRedirectAfterLogin } from '../lib/navigation';
import { setToken } from '../lib/session';
import { renderApp } from '../test/render-app';
import type { AppRoute } from './router';

function FakeLogin() {
  const location = useLocation();
  const goBack = useRedirectAfterLogin();
  return (
    <div>
      <p>login at {`${location.pathname}${location.search}`}</p>
      <button
        type="button"
        onClick={() => {
          setToken('fresh-token');
          goBack();
        }}
      >
        log in
      </button>
    </div>
  );
}

const ROUTES: AppRoute[] = [
  { path: '/login', page: async () => ({ default: FakeLogin }) },
  { path: '/withdraw', page: async () => ({ default: () => <p>withdraw screen</p> }), auth: true },
];

describe('RequireAuth', () => {
  it('redirects a visitor to /login with the path to return to', async () => {
    const { router } = renderApp({ history: ['/withdraw?bank=2'], routes: ROUTES });
    expect(await screen.findByText('login at /login?redirect=%2Fwithdraw%3Fbank%3D2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('withdraw screen')).toBeNull();
  });

  it('brings the player back to that path after login', async () => {
    const { router } = renderApp({ history: ['/withdraw?bank=2'], routes: ROUTES });
    (await screen.findByRole('button', { name: 'log in' })).click();
    expect(await screen.findByText('withdraw screen')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/withdraw?bank=2');
  });

  it('lets a logged-in player through, whatever the path casing', async () => {
    setToken('live-token');
    renderApp({ history: ['/WITHDRAW'], routes: ROUTES });
    expect(await screen.findByText('withdraw screen')).toBeTruthy();
  });
});
