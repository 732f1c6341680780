import { exportEndpoints, exportFileUrl, type ExportKind, type ExportTicket } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../api';

/** A list's query as the export takes it: its filters only, without the page or blank fields. */
export function exportFilters(query: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        key !== 'page' && key !== 'pageSize' && value !== undefined && value !== null && value !== '',
    ),
  );
}

/**
 * Hands the browser the file's link: it streams the CSV straight to disk (no Blob of the whole
 * file in memory). The link is single use and lives a minute, so it is followed at once.
 */
export function startDownload(ticket: ExportTicket): void {
  const link = document.createElement('a');
  link.href = exportFileUrl(ticket.token);
  link.download = ticket.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Asks the server for a link to the export of `kind` with `filters`, then downloads it. */
export function useExportCsv() {
  return useMutation({
    mutationFn: async ({ kind, filters }: { kind: ExportKind; filters: Record<string, unknown> }) => {
      const ticket = await apiCall(exportEndpoints.create, { kind, filters: exportFilters(filters) });
      startDownload(ticket);
      return ticket;
    },
  });
}
