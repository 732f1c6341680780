import type { DashboardOverview, FirstRunChecklist, ReportRangeQuery } from '@fairround/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';

/** The dashboard's calls (apps/server/src/modules/reports/reports.routes.ts, docs/reports.md). */

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  overview: (range: ReportRangeQuery) => [...dashboardKeys.all, 'overview', range] as const,
  checklist: () => [...dashboardKeys.all, 'checklist'] as const,
};

/** The queues and players online change by the minute, so the dashboard polls while open. */
export const OVERVIEW_REFRESH_MS = 30_000;

export function useOverview(range: ReportRangeQuery) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.overview(range),
      queryFn: ({ signal }) => apiPost<DashboardOverview>('/api/admin/dashboard/overview', range, { signal, toast: false }),
      refetchInterval: OVERVIEW_REFRESH_MS,
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function useChecklist(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.checklist(),
    queryFn: ({ signal }) => apiPost<FirstRunChecklist>('/api/admin/dashboard/checklist', {}, { signal, toast: false }),
    enabled,
    staleTime: 0,
  });
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
export function chosenRange(choice: RangeChoice, custom: Required<ReportRangeQuery> | null, today: string): Required<ReportRangeQuery> {
  if (choice !== 'custom') return presetRange(choice, today);
  return custom ?? presetRange('last7', today);
}
