import { isCalendarDate } from '@fairround/shared';
import { shiftDay } from '../../../lib/format';

/** A fund-flow date range: inclusive calendar days, `YYYY-MM-DD` (what the API takes). */
export type DayRange = { start: string; end: string };

/** The drawer opens on the last few days (PRODUCT §4: "default 3 days back"). */
export const DEFAULT_RANGE_DAYS_BACK = 3;

/** From three days before `today` up to `today`. */
export function defaultRange(today: string): DayRange {
  return { start: shiftDay(today, -DEFAULT_RANGE_DAYS_BACK), end: today };
}

/**
 * What is wrong with a range, or null: both must be real days, the start not after the end
 * (the server refuses that with 1001), and neither in the future.
 */
export function rangeProblem(range: DayRange, today: string): 'invalid' | 'startAfterEnd' | 'future' | null {
  if (!isCalendarDate(range.start) || !isCalendarDate(range.end)) return 'invalid';
  // YYYY-MM-DD strings compare like the days they name.
  if (range.start > range.end) return 'startAfterEnd';
  if (range.end > today) return 'future';
  return null;
}
