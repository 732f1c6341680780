import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

/** Screens a player is sent back from, never to: returning there after login would loop. */
const AUTH_SCREENS = ['/login', '/register'];

export function isAuthScreen(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, '') ?? '';
  return AUTH_SCREENS.includes(pathname);
}

/** `/login?redirect=<path>`: where an auth-flagged screen or a dead session sends a visitor. */
export function loginPathFor(returnTo: string): string {
  if (isAuthScreen(returnTo) || returnTo === '/' || returnTo === '') return '/login';
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Reads `redirect` from a query string and keeps it only when it is a path inside this app, so a
 * crafted link cannot send a player to another site after login (`//evil.example`, `https://…`).
 */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (isAuthScreen(target)) return '/';
  return target;
}

/** After a successful login or register: back to the screen that asked for it, or home. */
export function redirectAfterLogin(navigate: NavigateFunction, search: string): void {
  void navigate(safeRedirectTarget(search), { replace: true });
}

/** The same as a hook for login/register screens: `const goBack = useRedirectAfterLogin(); goBack();` */
export function useRedirectAfterLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => redirectAfterLogin(navigate, search), [navigate, search]);
}
