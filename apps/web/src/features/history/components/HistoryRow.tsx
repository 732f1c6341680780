import { gameName, ownValue } from '@fairround/shared';
import type { HistoryReference, HistoryRow as Row } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useNetOutcome, useNetTexts } from '../../../components/outcome/NetResult';
import { formatMoneyText, Money, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { formatDateTime } from '../../../lib/format';
import { useLanguage, usePlayerCatalogue } from '../../../lib/i18n';

/** Long ids (uuids) are cut to their first characters on screen; the CSV keeps them whole. */
const shortId = (id: string) => (id.length > 12 ? id.slice(0, 8).toUpperCase() : id);

function useReferenceText(): (reference: HistoryReference) => string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  return (reference) => {
    if (reference.type === 'order') {
      const order = t('history.references.order', { id: reference.id });
      const round = reference.seqno ? t('history.references.round', { seqno: reference.seqno }) : null;
      const game = reference.roomType === null ? null : gameName(language, reference.roomType);
      return [game, round, order].filter(Boolean).join(' · ');
    }
    if (reference.type === 'deposit') return t('history.references.deposit', { id: shortId(reference.id) });
    if (reference.type === 'withdrawal')
      return t('history.references.withdrawal', { id: shortId(reference.id) });
    return null;
  };
}

type OrderFold = NonNullable<Row['order']>;

/**
 * What an order came to, in the player's words (issue #24): "Won $1.96 (net +$0.96)", "Lost
 * $1.00", "Lost $20.40 · $39.60 returned" (a partial return is a net loss), "Cancelled · $1.00
 * returned", "Staked $1.00 · waiting for the draw". The verdict is the shared `netOutcome`'s.
 */
function OrderHeadline({ order }: { order: OrderFold }) {
  const { t } = useTranslation();
  const outcome = useNetOutcome(order.stake, order.cancelled ? null : order.payout);
  const texts = useNetTexts(outcome ?? { kind: 'pending', netMinor: 0, returnedMinor: 0, stakeMinor: 0 });
  const stake = useMoneyText()(order.stake);
  let text: string;
  if (order.cancelled) text = t('history.order.cancelled', { amount: stake });
  else if (!outcome || outcome.kind === 'pending') text = t('history.order.pending', { amount: stake });
  else if (outcome.kind === 'win') text = t('history.order.won', { amount: texts.returned, net: texts.net });
  else if (outcome.kind === 'even') text = t('history.order.even', { returned: texts.returned });
  else if (outcome.returnedMinor === 0) text = t('history.order.lost', { amount: texts.netAbs });
  else text = t('history.order.lostPartial', { amount: texts.netAbs, returned: texts.returned });
  return (
    <span
      className="fr-history-row__reason"
      data-testid="history-order"
      data-outcome={order.cancelled ? 'cancelled' : outcome?.kind}
    >
      {text}
    </span>
  );
}

/**
 * One row of the history: a ledger movement — what it was (the ledger code's name), when, what
 * for, the signed change of the balance (green up, red down) and the balance after; one that left
 * the balance as it was (a withdrawal paid from the hold) says so and what moved — or an order,
 * its escrow movements folded in by the server, headed with what it came to.
 */
export function HistoryRow({ row, timeZone }: { row: Row; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency } = useAppConfig();
  const reasons: Record<string, string> = usePlayerCatalogue().ledger.reasons;
  const reference = useReferenceText()(row.reference);
  const iso = new Date(row.time).toISOString();
  const onCash = row.account === 'cash';
  return (
    <li className="fr-history-row" data-testid="history-row" data-code={row.code}>
      <div className="fr-history-row__top">
        <div className="fr-history-row__what">
          {row.order ? (
            <OrderHeadline order={row.order} />
          ) : (
            <span className="fr-history-row__reason">{ownValue(reasons, row.code) ?? row.code}</span>
          )}
          <time className="fr-history-row__time" dateTime={iso}>
            {formatDateTime(iso, language, timeZone)}
          </time>
          {reference && <span className="fr-history-row__reference">{reference}</span>}
        </div>
        <div className="fr-history-row__amount" data-testid="history-amount">
          {onCash ? (
            <Money value={row.amount} signed tone="result" className="fr-history-row__money" />
          ) : (
            <span className="fr-history-row__unchanged">{t('history.unchanged')}</span>
          )}
        </div>
      </div>
      <div className="fr-history-row__bottom">
        {!onCash && !row.order && (
          <span>
            {t('history.movedFrom', {
              amount: formatMoneyText(row.moved, currency) ?? row.moved,
              account: t(`history.accounts.${row.account}`),
            })}
          </span>
        )}
        <span className="fr-history-row__after">
          {t('history.balanceAfter')}{' '}
          <Money value={row.balanceAfter} className="fr-history-row__after-value" />
        </span>
      </div>
    </li>
  );
}
