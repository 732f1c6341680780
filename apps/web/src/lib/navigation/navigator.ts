/**
 * Lets code outside React (the API client on a dead session) move the app to another screen. The
 * router registers itself here once it exists; before that a full page load is the fallback.
 */
export type AppNavigator = {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Path plus query of the screen on show, e.g. `/user?tab=2`. */
  currentPath: () => string;
};

let registered: AppNavigator | null = null;

export function registerNavigator(navigator: AppNavigator): () => void {
  registered = navigator;
  return () => {
    if (registered === navigator) registered = null;
  };
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (registered) registered.navigate(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return registered ? registered.currentPath() : `${window.location.pathname}${window.location.search}`;
}
