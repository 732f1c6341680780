import type { HistoryReference, HistoryRow as Row } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { formatMoneyText, Money } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { formatDateTime } from '../../../lib/format';
import { useLanguage, usePlayerCatalogue } from '../../../lib/i18n';

/** Long ids (uuids) are cut to their first characters on screen; the CSV keeps them whole. */
const shortId = (id: string) => (id.length > 12 ? id.slice(0, 8).toUpperCase() : id);

function useReferenceText(): (reference: HistoryReference) => string | null {
  const { t } = useTranslation();
  return (reference) => {
    if (reference.type === 'order') {
      const order = t('history.references.order', { id: reference.id });
      return reference.seqno
        ? `${order} · ${t('history.references.round', { seqno: reference.seqno })}`
        : order;
    }
    if (reference.type === 'deposit') return t('history.references.deposit', { id: shortId(reference.id) });
    if (reference.type === 'withdrawal')
      return t('history.references.withdrawal', { id: shortId(reference.id) });
    return null;
  };
}

/**
 * One ledger movement: what it was (the ledger code's name), when, what for, the signed change
 * of the balance (green up, red down) and the balance after. A movement that left the balance as
 * it was (a withdrawal paid from the hold, a lost stake leaving escrow) says so and what moved.
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
          <span className="fr-history-row__reason">{reasons[row.code] ?? row.code}</span>
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
        {!onCash && (
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
