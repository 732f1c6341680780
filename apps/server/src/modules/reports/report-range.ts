import {
  isCalendarDate,
  REPORT_MAX_RANGE_DAYS,
  type ReportRange,
  type ReportRangeQuery,
} from '@fairround/shared';
import {
  addDays,
  localDateOf,
  localDaysRange,
  parseLocalDate,
  type LocalDate,
} from '../../platform/time/local-day.js';
import { rangeInvalid } from './reports.errors.js';
import type { DayBucket } from './reports.queries.js';

/** The dashboard's and reports' days: calendar days of the deployment's zone (config TIMEZONE). */

export const dayText = (date: LocalDate): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const dayNumber = (date: LocalDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

export type ResolvedRange = { first: LocalDate; last: LocalDate; days: DayBucket[]; view: ReportRange };

/** Every local day from `first` through `last`, each with its [start, end) instants. */
export function dayBuckets(first: LocalDate, last: LocalDate, timeZone: string): DayBucket[] {
  const buckets: DayBucket[] = [];
  for (let date = first; dayNumber(date) <= dayNumber(last); date = addDays(date, 1)) {
    const { from, to } = localDaysRange(date, date, timeZone);
    buckets.push({ day: dayText(date), from, to });
  }
  return buckets;
}

/**
 * Reads `from`/`to` (YYYY-MM-DD, inclusive; both default to today in the zone). Refuses with 3080
 * a date that is not real, a start after the end or more than REPORT_MAX_RANGE_DAYS days.
 */
export function resolveRange(input: ReportRangeQuery, now: Date, timeZone: string): ResolvedRange {
  const today = localDateOf(now, timeZone);
  const read = (text: string | undefined, field: 'from' | 'to') => {
    if (text === undefined || text === '') return null;
    if (!isCalendarDate(text)) throw rangeInvalid(field);
    return parseLocalDate(text);
  };
  const last = read(input.to, 'to') ?? today;
  const first = read(input.from, 'from') ?? (input.to ? last : today);
  const length = dayNumber(last) - dayNumber(first) + 1;
  if (length < 1) throw rangeInvalid('from');
  if (length > REPORT_MAX_RANGE_DAYS) throw rangeInvalid('from');
  const days = dayBuckets(first, last, timeZone);
  const view: ReportRange = {
    from: dayText(first),
    to: dayText(last),
    timeZone,
    fromInstant: days[0]!.from.toISOString(),
    toInstant: days.at(-1)!.to.toISOString(),
  };
  return { first, last, days, view };
}
