import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showSuccess } from '../../../components/ui';
import { fetchHistoryCsv, type HistoryQuery } from '../api/history';
import { downloadText } from '../lib/download';

/**
 * Downloads the current filter as CSV (every page, not just those on screen). A history too long
 * for one file comes in parts: the newest rows first, then "Export next part" for older ones.
 * Failures are shown by the API client's toast.
 */
export function ExportButton({ query, disabled }: { query: HistoryQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<{ cursor: string; rows: number } | null>(null);

  async function exportPart(cursor: string | null) {
    setBusy(true);
    try {
      const file = await fetchHistoryCsv(query, cursor);
      downloadText(file.filename, file.csv);
      showSuccess(t('history.exported', { file: file.filename }));
      setNext(file.nextCursor ? { cursor: file.nextCursor, rows: file.rows } : null);
    } catch {
      // The API client has already said what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fr-history-export">
      <Button
        variant="secondary"
        block
        loading={busy}
        disabled={disabled || busy}
        onClick={() => void exportPart(null)}
      >
        {busy ? t('history.exporting') : t('history.exportCsv')}
      </Button>
      {next && (
        <div className="fr-history-export__next" role="status">
          <p>{t('history.exportPartial', { num: next.rows })}</p>
          <Button variant="ghost" disabled={busy} onClick={() => void exportPart(next.cursor)}>
            {t('history.exportNext')}
          </Button>
        </div>
      )}
    </div>
  );
}
