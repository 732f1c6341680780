/** The article an in-app link opens (`/help/27`, `/info/1000?x=1`), or null for any other path. */
export function articleIdOfPath(path: string): number | null {
  const match = /^\/(?:help|info)\/(\d{1,10})(?:[?#]|$)/i.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
