import { HISTORY_FILTERS, type HistoryFilter } from '@fairround/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SegmentedTabs } from '../../../components/ui';
import type { HistoryQuery } from '../api/history';

/**
 * The kind tabs (all and each kind, scrolling sideways on a narrow screen) and the first and
 * last days, native date fields bounded by today in the operator's zone. Either day may be left
 * empty; a start after the end is said plainly and nothing is asked of the server.
 */
export function HistoryFilters({
  query,
  today,
  onChange,
}: {
  query: HistoryQuery;
  today: string;
  onChange: (query: HistoryQuery) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = query.start !== '' && query.end !== '' && query.start > query.end;
  const errorId = `${id}-error`;

  function dayField(edge: 'start' | 'end', label: string) {
    const inputId = `${id}-${edge}`;
    return (
      <div className="fr-history-day">
        <label htmlFor={inputId} className="fr-history-day__label">
          {label}
        </label>
        <input
          id={inputId}
          type="date"
          className="fr-history-day__input"
          value={query[edge]}
          max={today}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange({ ...query, [edge]: event.target.value })}
        />
      </div>
    );
  }

  return (
    <div className="fr-history-filters">
      <div className="fr-history-kinds">
        <SegmentedTabs<HistoryFilter>
          label={t('history.kindLabel')}
          tabs={HISTORY_FILTERS.map((kind) => ({ key: kind, label: t(`history.kinds.${kind}`) }))}
          value={query.kind}
          onChange={(kind) => onChange({ ...query, kind })}
        />
      </div>
      <div className="fr-history-days">
        {dayField('start', t('history.from'))}
        {dayField('end', t('history.to'))}
        {(query.start !== '' || query.end !== '') && (
          <button
            type="button"
            className="fr-round-icon-button"
            aria-label={t('history.clearDates')}
            onClick={() => onChange({ ...query, start: '', end: '' })}
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {invalid && (
        <p id={errorId} className="fr-history-days__error" role="alert">
          {t('history.startAfterEnd')}
        </p>
      )}
    </div>
  );
}
