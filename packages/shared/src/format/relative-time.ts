import { localeOf } from '../i18n/intl-names.js';
import type { UiLanguage } from '../i18n/languages.js';
import { toDate, type Moment } from './date-time.js';

const formats = new Map<UiLanguage, Intl.RelativeTimeFormat>();

function relativeFormat(language: UiLanguage): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that still reads as a whole count, up to days (a date reads better past a week). */
const STEPS: { unit: Intl.RelativeTimeFormatUnit; size: number; below: number }[] = [
  { unit: 'second', size: SECOND, below: MINUTE },
  { unit: 'minute', size: MINUTE, below: HOUR },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: Number.POSITIVE_INFINITY },
];

/**
 * How far a moment is from now in the reader's language: "3 phút trước", "in 2 hours",
 * "昨天". Counts are truncated toward now, so "59 seconds ago" never reads as a minute.
 * Unreadable input comes back as it is.
 */
export function formatRelativeTime(value: Moment, language: UiLanguage, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  const difference = date.getTime() - now.getTime();
  const distance = Math.abs(difference);
  const step = STEPS.find((candidate) => distance < candidate.below) ?? STEPS[STEPS.length - 1]!;
  const count = Math.trunc(difference / step.size);
  return relativeFormat(language).format(count === 0 ? 0 : count, step.unit);
}
