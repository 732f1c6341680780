import type { NetOutcome, RoundResultView } from '@fairround/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNetOutcome, useNetTexts } from '../../../components/outcome/NetResult';
import { CloseIcon, Money, Skeleton, useMoneyText } from '../../../components/ui';
import { useRoundOutcome } from '../api/records';

/** While the server has not settled the round yet (it settles with the draw), ask again this often. */
const UNSETTLED_POLL_MS = 1_000;

const ICON_OF: Record<NetOutcome['kind'], string> = { win: '★', loss: '–', even: '=', pending: '' };

/** The headline: the net amount won or lost over all of the player's orders of the round. */
function headlineOf(t: TFunction, outcome: NetOutcome, netAbs: string) {
  if (outcome.kind === 'win') return t('rounds.moment.won', { amount: netAbs });
  if (outcome.kind === 'even') return t('rounds.moment.even');
  return t('rounds.moment.lost', { amount: netAbs });
}

/**
 * The player's moment for a round drawn while they watched (issues #14, #24), judged on the net
 * over all their orders of the round (the sum of stakes against the sum the server paid back):
 * "You won $19.80" only when more came back than was staked, "You lost $20.40" when less did —
 * even if some options won — and "Break-even" when exactly the stake came back. Only a net win
 * gets the star and the win colour. Nothing when they had no order. The figures come from
 * `/api/Game/current` once the round is settled; the balance beside them is the account's real
 * balance, refreshed from the server, never computed here.
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
  const moneyText = useMoneyText();
  const outcome = useRoundOutcome(result.gametype, result.seqno, { untilSettledMs: UNSETTLED_POLL_MS });
  const data = outcome.data;
  const settled = data?.state === 'settled';
  const net = useNetOutcome(data?.stake ?? '0', settled ? (data?.award ?? null) : null);
  const texts = useNetTexts(net ?? { kind: 'pending', netMinor: 0, returnedMinor: 0, stakeMinor: 0 });
  if (!data || !settled || !net || net.stakeMinor <= 0 || net.kind === 'pending') return null;
  return (
    <section
      className={`fr-moment fr-moment--${net.kind}`}
      role="status"
      aria-label={t('rounds.moment.label')}
      data-testid="outcome-moment"
      data-outcome={net.kind}
    >
      <span className="fr-moment__icon" aria-hidden="true">
        {ICON_OF[net.kind]}
      </span>
      <div className="fr-moment__text">
        <p className="fr-moment__headline" data-testid="outcome-headline">
          {headlineOf(t, net, texts.netAbs)}
        </p>
        <p className="fr-moment__detail">
          {t('rounds.moment.detail', {
            seqno: result.seqno,
            stake: moneyText(data.stake),
            returned: texts.returned,
          })}
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
      <button
        type="button"
        className="fr-icon-button fr-moment__close"
        onClick={onClose}
        aria-label={t('rounds.moment.close')}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
