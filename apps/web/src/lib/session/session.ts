import { useSyncExternalStore } from 'react';

/**
 * The player's session token, kept per device in localStorage (seed §3: token and login flag are
 * persisted). One small external store so React components, the API client and the query cache
 * all see the same value and hear about every change (login, logout, dead session).
 */
const TOKEN_KEY = 'fairround.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStoredToken(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_KEY);
    return value && value.length > 0 ? value : null;
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the session then lives in memory.
    return null;
  }
}

let currentToken: string | null = readStoredToken();

function writeStoredToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // See readStoredToken: memory still holds the token for this tab.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return currentToken;
}

export function setToken(token: string): void {
  if (token === currentToken) return;
  currentToken = token;
  writeStoredToken(token);
  emit();
}

export function clearToken(): void {
  if (currentToken === null) return;
  currentToken = null;
  writeStoredToken(null);
  emit();
}

/**
 * The token the player just logged out of on the server. Until the screen they logged out from
 * has left (see useConfirmedLogout), the token stays, and a request still in flight or a route's
 * prefetch answers 409 with it: that is the logout itself, not a session that died on its own.
 */
let loggedOutToken: string | null = null;

export function markLoggedOut(): void {
  loggedOutToken = currentToken;
}

export function isLoggedOutToken(token: string | null): boolean {
  return token !== null && token === loggedOutToken;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes the same storage key: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY) return;
    const next = readStoredToken();
    if (next === currentToken) return;
    currentToken = next;
    emit();
  });
}

export type Session = { token: string | null; isLoggedIn: boolean };

const LOGGED_OUT: Session = { token: null, isLoggedIn: false };
let cachedSession: Session = LOGGED_OUT;

/** A stable snapshot per token, as useSyncExternalStore requires. */
function sessionSnapshot(): Session {
  if (cachedSession.token !== currentToken) {
    cachedSession = currentToken ? { token: currentToken, isLoggedIn: true } : LOGGED_OUT;
  }
  return cachedSession;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot);
}
