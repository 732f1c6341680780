import type { ReportRangeQuery, UiLanguage } from '@fairround/shared';

/** Table cells: a short date with the time to the second ("22/11/2026 10:55:49" in vi). */
export function formatShortDateTime(iso: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** `day` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out; calendar arithmetic only, no zone). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A preset, or days the operator picked in the calendar. */
export type RangeChoice = RangePreset | 'custom';

/** A preset's days, counted back from today in the operator's zone (as the server answered it). */
export function presetRange(preset: RangePreset, today: string): Required<ReportRangeQuery> {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
  }
}

/** The days a choice stands for: a preset's, or the picked ones (the last 7 days until picked). */
export function chosenRange(
  choice: RangeChoice,
  custom: Required<ReportRangeQuery> | null,
  today: string,
): Required<ReportRangeQuery> {
  if (choice !== 'custom') return presetRange(choice, today);
  return custom ?? presetRange('last7', today);
}
