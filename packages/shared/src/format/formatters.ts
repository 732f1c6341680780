import type { UiLanguage } from '../i18n/languages.js';
import type { CurrencyConfig, MinorUnits } from '../money/money.js';
import {
  deviceTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  isToday,
  todayIn,
  validTimeZone,
  type Moment,
  type TimePrecision,
} from './date-time.js';
import { formatMinorText, formatMoneyText, type MoneyTextOptions } from './money-text.js';
import { formatNumber, formatPercent, formatUnit, type PercentKind } from './numbers.js';
import { formatRelativeTime } from './relative-time.js';
import { formatTimeZoneName } from './time-zone.js';

/**
 * Every display format of one language, one time zone and one currency, ready to call: what the
 * player app's `useFormatters`, the console's and the server's refusal texts all go through, so a
 * day, a time, an amount or a rate reads the same wherever it is shown.
 */
export type Formatters = {
  language: UiLanguage;
  /** The operator's IANA zone, or undefined when none was named that this runtime knows. */
  timeZone: string | undefined;
  dateTime: (value: Moment, precision?: TimePrecision) => string;
  date: (value: Moment) => string;
  time: (value: Moment, precision?: TimePrecision) => string;
  /** A `YYYY-MM-DD` calendar day. */
  day: (day: string) => string;
  /** "3 minutes ago", "in 2 hours". */
  relative: (value: Moment, now?: Date) => string;
  number: (value: number | bigint) => string;
  /** A per-cent figure ("0.15") or `{ basisPoints }`, with the kind's fixed decimals. */
  percent: (value: string | number | { basisPoints: number | bigint }, kind?: PercentKind) => string;
  /** "5 KB", "30 s" (Intl unit names: kilobyte, second, minute…). */
  unit: (value: number, unit: string) => string;
  /** A wire amount ("1234.5") as "$1,234.50"; the text itself when it is not an amount. */
  money: (value: string, options?: MoneyTextOptions) => string;
  /** Integer minor units as "$1,234.50". */
  minor: (value: MinorUnits | bigint, options?: MoneyTextOptions) => string;
  /** The zone in words ("Indochina Time"); the device's when none was named. */
  zoneName: () => string;
  /** Today in the zone, as `YYYY-MM-DD`. */
  today: () => string;
  /** The moment is on today's date in the zone. */
  isToday: (value: Moment) => boolean;
};

export function formattersFor(
  language: UiLanguage,
  zone: string | undefined,
  currency: CurrencyConfig,
): Formatters {
  const timeZone = validTimeZone(zone);
  return {
    language,
    timeZone,
    dateTime: (value, precision) => formatDateTime(value, language, timeZone, precision),
    date: (value) => formatDate(value, language, timeZone),
    time: (value, precision) => formatTime(value, language, timeZone, precision),
    day: (day) => formatDay(day, language),
    relative: (value, now) => formatRelativeTime(value, language, now),
    number: (value) => formatNumber(value, language),
    percent: (value, kind) => formatPercent(value, language, kind),
    unit: (value, unit) => formatUnit(value, unit, language),
    money: (value, options) => formatMoneyText(value, currency, options) ?? value,
    minor: (value, options) => formatMinorText(value, currency, options),
    zoneName: () => formatTimeZoneName(timeZone ?? deviceTimeZone(), language),
    today: () => todayIn(timeZone),
    isToday: (value) => isToday(value, timeZone),
  };
}
