/**
 * Where an account screen goes back to once its job is done (`?back=/withdraw`). Only screens
 * listed here are accepted, so a crafted link cannot send the player anywhere else.
 */
const RETURN_PATHS = ['/withdraw'] as const;

export function withReturn(path: string, back: string | null): string {
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}

/** The `back` of a query string when it is one of the screens above, else null. */
export function returnPathOf(search: string): string | null {
  const back = new URLSearchParams(search).get('back');
  return RETURN_PATHS.find((path) => path === back) ?? null;
}
