import { parseMoney, type RoundResultView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { CloseIcon, Money, Skeleton, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { useRoundOutcome } from '../api/records';

/** While the server has not settled the round yet (it settles with the draw), ask again this often. */
const UNSETTLED_POLL_MS = 1_000;

/**
 * The player's win/lose moment for a round drawn while they watched (issue #14): "You won
 * $39.60" when their orders of the round were paid back anything (the sum of the payouts the
 * server credited), "Not this time" when all of them lost, nothing when they had no order. The
 * figures come from `/api/Game/current` once the round is settled; the balance beside them is the
 * account's real balance, refreshed from the server, never computed here.
 */
export function OutcomeMoment({
  result,
  balance,
  onClose,
}: {
  result: RoundResultView;
  balance: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const outcome = useRoundOutcome(result.gametype, result.seqno, { untilSettledMs: UNSETTLED_POLL_MS });
  const data = outcome.data;
  if (!data || data.state !== 'settled') return null;
  const stake = parseMoney(data.stake, currency.minorDigits);
  const award = parseMoney(data.award, currency.minorDigits);
  if (!stake.ok || stake.minor <= 0) return null;
  const won = award.ok && award.minor > 0;
  return (
    <section
      className={won ? 'fr-moment fr-moment--won' : 'fr-moment fr-moment--lost'}
      role="status"
      aria-label={t('rounds.moment.label')}
      data-testid="outcome-moment"
      data-outcome={won ? 'won' : 'lost'}
    >
      <span className="fr-moment__icon" aria-hidden="true">
        {won ? '★' : '–'}
      </span>
      <div className="fr-moment__text">
        <p className="fr-moment__headline" data-testid="outcome-headline">
          {won ? t('rounds.moment.won', { amount: moneyText(data.award) }) : t('rounds.moment.lost')}
        </p>
        <p className="fr-moment__detail">
          {t('rounds.moment.detail', { seqno: result.seqno, stake: moneyText(data.stake) })}
        </p>
        <p className="fr-moment__balance">
          <span>{t('rounds.moment.balance')}</span>
          {balance !== null ? (
            <Money value={balance} className="fr-moment__balance-value" />
          ) : (
            <Skeleton width={80} height={16} />
          )}
        </p>
      </div>
      <button type="button" className="fr-icon-button fr-moment__close" onClick={onClose} aria-label={t('rounds.moment.close')}>
        <CloseIcon />
      </button>
    </section>
  );
}
