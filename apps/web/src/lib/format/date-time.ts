import type { UiLanguage } from '@fairround/shared';

/**
 * Dates and times for display, in the player's language. Calendar days are `YYYY-MM-DD` strings
 * (what the API takes), never Date objects, so no time zone can shift them by a day.
 */

function validTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** "22/11/2026 14:05:09" (vi), "11/22/2026, 2:05:09 PM" (en)… in the given zone (default: the device's). */
export function formatDateTime(iso: string, language: UiLanguage, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = validTimeZone(timeZone);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'medium',
    ...(zone ? { timeZone: zone } : {}),
  }).format(date);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`) written the player's way: "22/11/2026", "11/22/2026", "2026/11/22". */
export function formatDay(day: string, language: UiLanguage): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** Today's calendar day in a time zone (default: the device's), as `YYYY-MM-DD`. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const zone = validTimeZone(timeZone);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  }).format(now);
}

/** The calendar day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}
