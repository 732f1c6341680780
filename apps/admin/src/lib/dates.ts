import { formatDateTime, shiftDay, type ReportRangeQuery, type UiLanguage } from '@fairround/shared';

// Calendar-day arithmetic is the shared kit's (YYYY-MM-DD in and out, no zone).
export { shiftDay };

/** Table cells: the date with the year in full and the time to the second ("10:55:49 22/11/2026" in vi). */
export function formatShortDateTime(iso: string, language: UiLanguage): string {
  return formatDateTime(iso, language);
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
