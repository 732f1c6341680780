import type { UiLanguage } from '@fairround/shared';
import { useMemo } from 'react';
import { useAppConfig } from '../app-config';
import { useLanguage } from '../i18n';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  isToday,
  todayIn,
  validTimeZone,
  type Moment,
  type TimePrecision,
} from './date-time';
import { formatNumber } from './number';
import { formatTimeZoneName } from './time-zone';

/** Every display format of the screen's language and the operator's time zone, ready to call. */
export type Formatters = {
  language: UiLanguage;
  /** The operator's IANA zone, or undefined when the server named none this runtime knows. */
  timeZone: string | undefined;
  dateTime: (value: Moment, precision?: TimePrecision) => string;
  date: (value: Moment) => string;
  time: (value: Moment) => string;
  /** A `YYYY-MM-DD` calendar day. */
  day: (day: string) => string;
  number: (value: number) => string;
  /** The operator's zone in words ("Indochina Time"); the device's when the server named none. */
  zoneName: () => string;
  /** Today in the operator's zone, as `YYYY-MM-DD`. */
  today: () => string;
  /** The moment is on today's date in the operator's zone. */
  isToday: (value: Moment) => boolean;
};

export function formattersFor(language: UiLanguage, operatorZone: string | undefined): Formatters {
  const timeZone = validTimeZone(operatorZone);
  return {
    language,
    timeZone,
    dateTime: (value, precision) => formatDateTime(value, language, timeZone, precision),
    date: (value) => formatDate(value, language, timeZone),
    time: (value) => formatTime(value, language, timeZone),
    day: (day) => formatDay(day, language),
    number: (value) => formatNumber(value, language),
    zoneName: () =>
      formatTimeZoneName(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, language),
    today: () => todayIn(timeZone),
    isToday: (value) => isToday(value, timeZone),
  };
}

/**
 * The formats of the language on screen in the operator's time zone (getconfig's `timeZone`),
 * so every player reads the same days and times as the cashier, the records and the console,
 * wherever their phone is set.
 */
export function useFormatters(): Formatters {
  const language = useLanguage();
  const { timeZone } = useAppConfig();
  return useMemo(() => formattersFor(language, timeZone), [language, timeZone]);
}
