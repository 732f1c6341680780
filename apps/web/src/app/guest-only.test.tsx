import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/session';
import { renderApp } from '../test/render-app';
import type { AppRoute } from './router';

function FakeLogin() {
  return (
    <button type="button" onClick={() => setToken('fresh-token')}>
      log in here
    </button>
  );
}

const ROUTES: AppRoute[] = [
  { path: '/', page: async () => ({ default: () => <p>home screen</p> }) },
  { path: '/login', page: async () => ({ default: FakeLogin }), guestOnly: true },
  { path: '/register', page: async () => ({ default: () => <p>register screen</p> }), guestOnly: true },
  { path: '/recharge', page: async () => ({ default: () => <p>recharge screen</p> }), auth: true },
];

describe('GuestOnly (login and register)', () => {
  it('sends a logged-in player from /login to where they were going', async () => {
    setToken('live-token');
    const { router } = renderApp({ history: ['/login?redirect=%2Frecharge'], routes: ROUTES });
    expect(await screen.findByText('recharge screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recharge');
  });

  it('sends a logged-in player from /register home, and never to another site', async () => {
    setToken('live-token');
    const { router } = renderApp({ history: ['/register?redirect=%2F%2Fevil.example'], routes: ROUTES });
    expect(await screen.findByText('home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the screens to a visitor, and leaves a login made there to the screen', async () => {
    const { router } = renderApp({ history: ['/register'], routes: ROUTES });
    expect(await screen.findByText('register screen')).toBeTruthy();
    await router.navigate('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'log in here' }));
    // Logged in now, but the screen decides where a fresh login goes: no jump from the guard.
    expect(screen.getByRole('button', { name: 'log in here' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
