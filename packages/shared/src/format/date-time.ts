import { localeOf } from '../i18n/intl-names.js';
import type { UiLanguage } from '../i18n/languages.js';

/**
 * Dates and times for display, through Intl in the player's language: each language's own order
 * and separators, always with the year in full ("25/11/2026", "11/25/2026", "2026/11/25"). A
 * two-digit year ("25/11/26") reads as a day in Vietnamese. Moments are shown in the given time
 * zone (the screens pass the operator's, see `useFormatters`); without one, the device's.
 * Calendar days are `YYYY-MM-DD` strings (what the API takes), never Date objects, so no time
 * zone can shift them by a day.
 */

/** A moment from the API: ISO text, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl formatter per locale and options, kept: building one costs far more than formatting
 * with it, and a records list formats hundreds of moments per render.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function validTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    dateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The device's own IANA zone: what moments fall back to when the operator named none. */
export function deviceTimeZone(): string {
  return dateTimeFormat('en-US', {}).resolvedOptions().timeZone;
}

export function toDate(value: Moment): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function zoneOption(timeZone: string | undefined): { timeZone?: string } {
  const zone = validTimeZone(timeZone);
  return zone ? { timeZone: zone } : {};
}

/**
 * The language's short style with the year written in full: the short style is what each
 * language expects on a phone, but it cuts the year to two digits, so that one part is swapped.
 */
function formatWithFullYear(date: Date, language: UiLanguage, options: Intl.DateTimeFormatOptions): string {
  const locale = localeOf(language);
  const year = dateTimeFormat(locale, { year: 'numeric', timeZone: options.timeZone }).formatToParts(date);
  const fullYear = year.find((part) => part.type === 'year')?.value;
  return dateTimeFormat(locale, { dateStyle: 'short', ...options })
    .formatToParts(date)
    .map((part) => (part.type === 'year' && fullYear ? fullYear : part.value))
    .join('');
}

/** How exact a clock time is: records and proofs show seconds, chat messages minutes. */
export type TimePrecision = 'seconds' | 'minutes';

/** "04:01:03 25/11/2026" (vi), "11/25/2026, 4:01:03 AM" (en), "2026/11/25 04:01:03" (zh-CN). */
export function formatDateTime(
  value: Moment,
  language: UiLanguage,
  timeZone?: string,
  precision: TimePrecision = 'seconds',
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const timeStyle = precision === 'seconds' ? 'medium' : 'short';
  return formatWithFullYear(date, language, { timeStyle, ...zoneOption(timeZone) });
}

/** A moment's date only: "25/11/2026" (vi), "11/25/2026" (en), "2026/11/25" (zh). */
export function formatDate(value: Moment, language: UiLanguage, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return formatWithFullYear(date, language, zoneOption(timeZone));
}

/**
 * A moment's clock time, hours and minutes: "04:01" (vi), "4:01 AM" (en), "凌晨4:01" (zh-TW); with
 * seconds for "updated at" stamps that refresh more often than once a minute.
 */
export function formatTime(
  value: Moment,
  language: UiLanguage,
  timeZone?: string,
  precision: TimePrecision = 'minutes',
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const timeStyle = precision === 'seconds' ? 'medium' : 'short';
  return dateTimeFormat(localeOf(language), { timeStyle, ...zoneOption(timeZone) }).format(date);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`) written the player's way: "22/11/2026", "11/22/2026", "2026/11/22". */
export function formatDay(day: string, language: UiLanguage): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatWithFullYear(date, language, { timeZone: 'UTC' });
}

/** The moment falls on today's calendar day in the time zone (default: the device's). */
export function isToday(value: Moment, timeZone?: string, now: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && todayIn(timeZone, date) === todayIn(timeZone, now);
}

/** Today's calendar day in a time zone (default: the device's), as `YYYY-MM-DD`. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...zoneOption(timeZone),
  }).format(now);
}

/** The calendar day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/**
 * hh:mm:ss on a 24-hour clock in every language, for stamps that tick ("last updated 15:04:05",
 * a winners feed): PRODUCT §2 asks for this one form, whatever the language's usual clock.
 */
export function formatWallClock(value: Moment, language: UiLanguage, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return dateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...zoneOption(timeZone),
  }).format(date);
}

/** A calendar day (`YYYY-MM-DD`) as day and month only, for chart axes: "22/11" (vi), "11/22" (en). */
export function formatDayMonth(day: string, language: UiLanguage): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(localeOf(language), { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
