const MINUTE_MS = 60_000;

/**
 * The next reality check, in server time: the first multiple of the interval after the session
 * start (`startedAt + k × interval`) that is later than both now and the last check already
 * shown, so a check is never shown twice when the clock offset moves a little. Null when off.
 */
export function nextRealityCheckAt(input: {
  startedAt: number;
  minutes: number;
  serverNow: number;
  lastShownAt: number | null;
}): number | null {
  const { startedAt, minutes, serverNow, lastShownAt } = input;
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const intervalMs = minutes * MINUTE_MS;
  const after = Math.max(serverNow, lastShownAt ?? Number.NEGATIVE_INFINITY, startedAt);
  const count = Math.floor((after - startedAt) / intervalMs) + 1;
  return startedAt + count * intervalMs;
}
