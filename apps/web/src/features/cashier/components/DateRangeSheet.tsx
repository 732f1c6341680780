import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, CalendarIcon, DayPicker } from '../../../components/ui';
import { formatDay } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { defaultRange, rangeProblem, type DayRange } from '../lib/date-range';

type Edge = 'start' | 'end';

/**
 * The fund flow's date drawer: a start and an end day (each from a wheel picker), Reset back to
 * the default last three days, Confirm only when the start is not after the end.
 */
export function DateRangeSheet({
  open,
  initial,
  today,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: DayRange;
  today: string;
  onClose: () => void;
  onApply: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<DayRange>(initial);
  const [picking, setPicking] = useState<Edge | null>(null);
  const problem = rangeProblem(draft, today);
  const errorId = 'fund-flow-range-error';

  function dayButton(edge: Edge, label: string) {
    const invalid = problem === 'startAfterEnd';
    return (
      <button
        type="button"
        className={invalid ? 'fr-day-button fr-day-button--invalid' : 'fr-day-button'}
        onClick={() => setPicking(edge)}
        aria-describedby={invalid ? errorId : undefined}
        data-testid={`range-${edge}`}
      >
        <span className="fr-day-button__label">{label}</span>
        <span className="fr-day-button__value">
          <CalendarIcon size={16} />
          {formatDay(draft[edge], language)}
        </span>
      </button>
    );
  }

  return (
    <BottomSheet open={open} onClose={onClose} title={t('cashier.fundFlow.drawerTitle')}>
      <div className="fr-range-form">
        <div className="fr-range-form__days">
          {dayButton('start', t('cashier.fundFlow.start'))}
          {dayButton('end', t('cashier.fundFlow.end'))}
        </div>
        {problem === 'startAfterEnd' && (
          <p id={errorId} className="fr-field__error" role="alert">
            {t('cashier.fundFlow.startAfterEnd')}
          </p>
        )}
        <div className="fr-range-form__actions">
          <Button variant="secondary" onClick={() => setDraft(defaultRange(today))}>
            {t('cashier.fundFlow.reset')}
          </Button>
          <Button variant="primary" disabled={problem !== null} onClick={() => onApply(draft)}>
            {t('cashier.fundFlow.apply')}
          </Button>
        </div>
      </div>
      <DayPicker
        open={picking !== null}
        title={picking === 'end' ? t('cashier.fundFlow.end') : t('cashier.fundFlow.start')}
        day={picking ? draft[picking] : today}
        max={today}
        confirmText={t('cashier.fundFlow.apply')}
        cancelText={t('cashier.common.cancel')}
        onConfirm={(day) => {
          if (picking) setDraft((current) => ({ ...current, [picking]: day }));
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
    </BottomSheet>
  );
}
