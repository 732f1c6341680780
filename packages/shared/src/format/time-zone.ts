import { localeOf } from '../i18n/intl-names.js';
import type { UiLanguage } from '../i18n/languages.js';
import { dateTimeFormat, formatDateTime, toDate, type Moment } from './date-time.js';

type NameStyle = 'longGeneric' | 'long';

function zoneName(timeZone: string, language: UiLanguage, at: Date, style: NameStyle): string | undefined {
  return dateTimeFormat(localeOf(language), { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/** "GMT+07:00": the runtime knows no name for the zone in this style. */
const OFFSET_ONLY = /^(GMT|UTC)([+\-−]\d|$)/;

/**
 * A time zone named in words in the reader's language ("Indochina Time", "Giờ Đông Dương",
 * "中南半岛时间") rather than its IANA id; the player app and the console both show the operator's
 * zone this way. The generic name holds all year, whatever the daylight saving; UTC has only a
 * specific name ("Coordinated Universal Time"), so that is the second try. A runtime that cannot
 * name the zone at all gets the IANA id, which is still exact.
 */
export function formatTimeZoneName(timeZone: string, language: UiLanguage, at: Date = new Date()): string {
  try {
    const generic = zoneName(timeZone, language, at, 'longGeneric');
    if (generic && !OFFSET_ONLY.test(generic)) return generic;
    return zoneName(timeZone, language, at, 'long') ?? generic ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * A moment to the minute with its zone named, for deadlines read across zones ("until 00:00
 * 29/11/2026 (Giờ Đông Dương)", "11/29/2026, 12:00 AM (Indochina Time)"): refusal texts and
 * notices about the next day's allowance.
 */
export function formatDateTimeInZone(value: Moment, language: UiLanguage, timeZone: string): string {
  const at = toDate(value);
  if (!at) return String(value);
  return `${formatDateTime(at, language, timeZone, 'minutes')} (${formatTimeZoneName(timeZone, language, at)})`;
}
