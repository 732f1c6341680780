import type { UiLanguage } from './languages.js';

/**
 * The Intl locale of each UI language. Vietnamese names its region so every runtime picks the
 * same conventions (day first, 24-hour clock); the other tags already carry theirs.
 */
const LOCALES: Record<UiLanguage, string> = {
  vi: 'vi-VN',
  'en-US': 'en-US',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
};

export function localeOf(language: UiLanguage): string {
  return LOCALES[language];
}

type NameStyle = 'longGeneric' | 'long';

function zoneName(timeZone: string, language: UiLanguage, at: Date, style: NameStyle): string | undefined {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, timeZoneName: style })
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
