import type { LimitPeriod } from '@fairround/shared';
import {
  addDays,
  localDateOf,
  startOfLocalDay,
  wallClockParts,
  type LocalDate,
} from '../../platform/time/local-day.js';

/**
 * Limit periods are calendar periods in the operator's time zone (config TIMEZONE): the day
 * from local midnight, the week from Monday, the month from its 1st.
 */
export type PeriodWindow = { from: Date; to: Date };

function firstDayOf(period: LimitPeriod, today: LocalDate): LocalDate {
  if (period === 'day') return today;
  if (period === 'month') return { ...today, day: 1 };
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

function firstDayAfter(period: LimitPeriod, first: LocalDate): LocalDate {
  if (period === 'day') return addDays(first, 1);
  if (period === 'week') return addDays(first, 7);
  return first.month === 12 ? { year: first.year + 1, month: 1, day: 1 } : { year: first.year, month: first.month + 1, day: 1 };
}

/** [from, to) of the period that contains `now`. */
export function periodWindow(period: LimitPeriod, now: Date, timeZone: string): PeriodWindow {
  const first = firstDayOf(period, localDateOf(now, timeZone));
  return { from: startOfLocalDay(first, timeZone), to: startOfLocalDay(firstDayAfter(period, first), timeZone) };
}

/** "2026-11-26 00:00" in the operator's zone: how times appear inside error messages. */
export function formatLocalTime(instant: Date, timeZone: string): string {
  const parts = wallClockParts(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
