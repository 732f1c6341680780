/**
 * The staff session token, kept in this browser until logout or a 409. Listeners (the query
 * cache, the router guard) hear every change so no screen keeps another staff's data.
 */
const TOKEN_KEY = 'fairround.admin.token';
/** Usernames that signed in here with two-factor, so the login form can ask for the code up front. */
const TWO_FACTOR_USERS_KEY = 'fairround.admin.twoFactorUsers';
const MAX_REMEMBERED_USERS = 20;

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the session lasts for this page only.
  }
}

let memoryToken = read(TOKEN_KEY);

export function getToken(): string | null {
  return memoryToken;
}

export function setToken(token: string): void {
  memoryToken = token;
  write(TOKEN_KEY, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  if (memoryToken === null) return;
  memoryToken = null;
  write(TOKEN_KEY, null);
  listeners.forEach((listener) => listener(null));
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function rememberedTwoFactorUsers(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(TWO_FACTOR_USERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function hasRememberedTwoFactor(username: string): boolean {
  return rememberedTwoFactorUsers().includes(username.trim().toLowerCase());
}

export function rememberTwoFactor(username: string): void {
  const name = username.trim().toLowerCase();
  const others = rememberedTwoFactorUsers().filter((known) => known !== name);
  write(TWO_FACTOR_USERS_KEY, JSON.stringify([name, ...others].slice(0, MAX_REMEMBERED_USERS)));
}
