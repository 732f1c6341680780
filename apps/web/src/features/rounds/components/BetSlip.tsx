import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';

/** Race room chips (PRODUCT §2): whole amounts; "all-in" is handled by the caller (it confirms). */
export const RACE_CHIPS = [10, 50, 100, 500, 1000] as const;

/**
 * The amount per option, the running total and the buy button. The amount takes whole numbers
 * only; the chips (race room) set it. Everything is disabled while betting is not open. What stops
 * the order (no option, amount under the minimum or over the balance…) is said right under the
 * amount, in words; the total always shows an amount.
 */
export function BetSlip({
  amount,
  onAmount,
  selectedCount,
  totalText,
  message,
  disabled,
  busy,
  onBuy,
  onClear,
  chips,
  onAllIn,
}: {
  amount: string;
  onAmount: (value: string) => void;
  selectedCount: number;
  totalText: string;
  /** Why the order cannot go as it stands, or null. */
  message: string | null;
  disabled: boolean;
  busy: boolean;
  onBuy: () => void;
  onClear: () => void;
  chips?: readonly number[];
  onAllIn?: () => void;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <section className="fr-tile" aria-label={t('rounds.slip.label')}>
      {chips && (
        <div className="fr-chips" role="group" aria-label={t('rounds.slip.chips')}>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className="fr-chip"
              aria-pressed={amount === String(chip)}
              disabled={disabled}
              onClick={() => onAmount(String(chip))}
            >
              {chip >= 1000 ? `${chip / 1000}K` : chip}
            </button>
          ))}
          {onAllIn && (
            <button type="button" className="fr-chip fr-chip--all" disabled={disabled} onClick={onAllIn}>
              {t('rounds.slip.allIn')}
            </button>
          )}
        </div>
      )}
      <div className="fr-slip__row">
        <label className="fr-slip__field">
          <span className="fr-slip__label">{t('rounds.slip.amount')}</span>
          <input
            className="fr-slip__input"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            value={amount}
            disabled={disabled}
            placeholder={t('rounds.slip.amountPlaceholder')}
            aria-invalid={message !== null}
            aria-describedby={messageId}
            onChange={(event) => onAmount(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <div className="fr-slip__total">
          <span className="fr-slip__label">{t('rounds.slip.selected', { n: selectedCount })}</span>
          <span className="fr-slip__sum" data-testid="slip-total">
            {totalText}
          </span>
        </div>
      </div>
      <p id={messageId} className="fr-slip__message" data-testid="slip-message" aria-live="polite">
        {message}
      </p>
      <div className="fr-slip__actions">
        <Button variant="secondary" onClick={onClear} disabled={disabled || selectedCount === 0}>
          {t('rounds.slip.clear')}
        </Button>
        <Button block onClick={onBuy} disabled={disabled} loading={busy}>
          {t('rounds.slip.buy')}
        </Button>
      </div>
    </section>
  );
}
