import { HISTORY_FILTERS, type HistoryFilter } from '@fairround/shared';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, CloseIcon, SegmentedTabs } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import type { HistoryQuery } from '../api/history';

type Edge = 'start' | 'end';

/**
 * The kind tabs (all and each kind, scrolling sideways on a narrow screen) and the first and
 * last days, bounded by today in the operator's zone. Either day may be left empty; a start after
 * the end is said plainly and nothing is asked of the server.
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
  const dayField = (edge: Edge, label: string) => (
    <DayField
      id={`${id}-${edge}`}
      edge={edge}
      label={label}
      value={query[edge]}
      max={today}
      errorId={invalid ? errorId : undefined}
      onChange={(value) => onChange({ ...query, [edge]: value })}
    />
  );

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

/**
 * One day: the chosen day written the app's way (`formattersFor(…).day`, the same in every
 * browser) or "any day", under a transparent native date input that fills the box, so a tap
 * still opens the phone's own picker while the browser's own date format is never seen.
 */
function DayField({
  id,
  edge,
  label,
  value,
  max,
  errorId,
  onChange,
}: {
  id: string;
  edge: Edge;
  label: string;
  value: string;
  max: string;
  /** The id of the "start after end" message while it is shown. */
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const invalid = errorId !== undefined;
  return (
    <div className="fr-history-day">
      <label htmlFor={id} className="fr-history-day__label">
        {label}
      </label>
      <div className={`fr-history-day__box${invalid ? ' fr-history-day__box--invalid' : ''}`}>
        {/* The input itself carries the value for assistive technology; this is what the eye reads. */}
        <span
          className={`fr-history-day__text${value === '' ? ' fr-history-day__text--empty' : ''}`}
          data-testid={`history-${edge}-text`}
          aria-hidden="true"
        >
          {value === '' ? t('history.anyDay') : format.day(value)}
        </span>
        <CalendarIcon size={16} className="fr-history-day__icon" />
        <input
          id={id}
          type="date"
          className="fr-history-day__input"
          data-testid={`history-${edge}`}
          value={value}
          max={max}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          onClick={openPicker}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** Opens the calendar wherever the box is tapped, not only on the (invisible) calendar button. */
function openPicker(event: MouseEvent<HTMLInputElement>) {
  try {
    event.currentTarget.showPicker?.();
  } catch {
    // Not allowed here (no user gesture, a cross-origin frame): the native behaviour stands.
  }
}
