import { reportsAdminEndpoints as endpoints, type ReportCsv, type ReportRangeQuery } from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** The reports' calls (apps/server/src/modules/reports/reports.routes.ts, docs/reports.md). */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  ggr: (range: ReportRangeQuery) => [...reportKeys.all, 'ggr', range] as const,
  reconciliation: () => [...reportKeys.all, 'reconciliation'] as const,
};

export function useGgrReport(range: ReportRangeQuery) {
  return useQuery({
    queryKey: reportKeys.ggr(range),
    queryFn: ({ signal }) => apiCall(endpoints.ggr, range, { signal, toast: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReconciliation(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.reconciliation(),
    queryFn: ({ signal }) => apiCall(endpoints.reconciliation, {}, { signal, toast: false }),
    enabled,
    staleTime: 0,
  });
}

/** Saves the server's CSV text as a file: the browser downloads exactly what the server wrote. */
function saveCsv(file: ReportCsv): ReportCsv {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return file;
}

/** `ggr` needs the range of days; the reconciliation is always as of now. */
type CsvRequest = { report: 'ggr'; range: ReportRangeQuery } | { report: 'reconciliation' };

export function useDownloadCsv() {
  return useMutation({
    mutationFn: async (request: CsvRequest) =>
      saveCsv(
        request.report === 'ggr'
          ? await apiCall(endpoints.ggrCsv, request.range)
          : await apiCall(endpoints.reconciliationCsv, {}),
      ),
  });
}
