/**
 * Lets non-React code (the API client on a 409) move the router. The router registers its
 * navigate function at start-up; paths are relative to the `/admin/` basename.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | null = null;

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigate?.(path, options);
}

export const LOGIN_PATH = '/login';
