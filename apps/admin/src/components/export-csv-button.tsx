import { DownloadOutlined } from '@ant-design/icons';
import type { ExportKind } from '@fairround/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../lib/feedback';
import { useExportCsv } from '../lib/exports/export-csv';

/**
 * "Export CSV" for a console list: every row matching `filters` (the list's query as applied; its
 * page is dropped), streamed by the server. Failures show as the API client's toast.
 */
export function ExportCsvButton({ kind, filters }: { kind: ExportKind; filters: object }) {
  const { t } = useTranslation();
  const exporting = useExportCsv();
  return (
    <Tooltip title={t('exports.hint')}>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting.isPending}
        data-testid={`export-csv-${kind}`}
        onClick={() =>
          exporting.mutate(
            { kind, filters: { ...filters } },
            { onSuccess: (ticket) => showSuccess(t('exports.started', { filename: ticket.filename })) },
          )
        }
      >
        {exporting.isPending ? t('exports.preparing') : t('exports.button')}
      </Button>
    </Tooltip>
  );
}
