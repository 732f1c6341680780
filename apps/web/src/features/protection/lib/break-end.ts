import type { ExclusionDuration } from '@fairround/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Calendar months added the way the server adds them (docs/protection.md): by the UTC calendar. */
function addMonths(fromMs: number, months: number): number {
  const date = new Date(fromMs);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/**
 * When a break chosen now would end, to state it before the player confirms. The server fixes
 * the exact end when it starts the break; this is shown only in the confirmation.
 */
export function breakEndsAt(duration: ExclusionDuration, nowMs: number): number {
  switch (duration) {
    case '24h':
      return nowMs + DAY_MS;
    case '1w':
      return nowMs + 7 * DAY_MS;
    case '1m':
      return addMonths(nowMs, 1);
    case '6w':
      return nowMs + 42 * DAY_MS;
    case '6m':
      return addMonths(nowMs, 6);
    case '1y':
      return addMonths(nowMs, 12);
    case '5y':
      return addMonths(nowMs, 60);
  }
}
