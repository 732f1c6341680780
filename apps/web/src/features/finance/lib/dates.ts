import { formatDayMonth, type UiLanguage } from '@fairround/shared';
import { shiftDay, todayIn } from '../../../lib/format';

/**
 * Calendar days of the device's zone as `YYYY-MM-DD`: the chart and "yesterday's proceeds"
 * count a proceed on the day the player saw it arrive.
 */
export function dayOf(iso: string): string {
  return todayIn(undefined, new Date(iso));
}

/** Today, or `offset` days from it (negative: before). */
export function dayFromToday(offset: number, now: Date = new Date()): string {
  return shiftDay(todayIn(undefined, now), offset);
}

/** The first moment of a calendar day in the device's zone. */
export function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** A calendar day as a short label for the chart's axis ("22/11", "11/22"). */
export function formatShortDay(day: string, language: UiLanguage): string {
  return formatDayMonth(day, language);
}
