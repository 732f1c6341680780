import { formatMoney, netOutcomeOfAmounts, type NetOutcome, type OutcomeKind } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { formatMoneyText } from '../ui/Money';
import './net-result.css';

/**
 * The player's net result of an order or a round, in one place for every screen (issue #24): the
 * verdict comes from the shared `netOutcome` (stake against everything paid back), never from
 * whether some line won — a partial return is a loss, shown as "−$20.40 · $39.60 returned".
 */
export function useNetOutcome(stake: string, payout: string | null): NetOutcome | null {
  const { currency } = useAppConfig();
  return netOutcomeOfAmounts({ stake, payout }, currency.minorDigits);
}

/** The badge word and class of a settled order or round: won / lost / even / waiting. */
export const STATUS_OF_KIND: Record<OutcomeKind, 'won' | 'lost' | 'even' | 'waiting'> = {
  win: 'won',
  loss: 'lost',
  even: 'even',
  pending: 'waiting',
};

/** Net and returned amounts as display text ("+$19.80", "$39.60"). */
export function useNetTexts(outcome: NetOutcome): { net: string; returned: string; netAbs: string } {
  const { currency } = useAppConfig();
  const text = (minor: number, signed: boolean) =>
    formatMoneyText(formatMoney(minor, currency.minorDigits), currency, { signed }) ?? '';
  return {
    net: text(outcome.netMinor, true).replace(/^-/, '−'),
    netAbs: text(Math.abs(outcome.netMinor), false),
    returned: text(outcome.returnedMinor, false),
  };
}

/**
 * "−$20.40 · $39.60 returned" / "+$19.80 · $39.60 returned" / "Break-even · $5.00 returned":
 * the net first, then what came back. Green only for a net win; nothing for a pending order.
 */
export function NetSummary({ outcome, className }: { outcome: NetOutcome; className?: string }) {
  const { t } = useTranslation();
  const texts = useNetTexts(outcome);
  if (outcome.kind === 'pending') return null;
  const net = outcome.kind === 'even' ? t('rounds.net.even') : texts.net;
  return (
    <span
      className={['fr-net', `fr-net--${outcome.kind}`, className].filter(Boolean).join(' ')}
      data-testid="net-summary"
      data-outcome={outcome.kind}
    >
      <span className="fr-net__net">{net}</span>
      <span className="fr-net__returned"> · {t('rounds.net.returned', { amount: texts.returned })}</span>
    </span>
  );
}
