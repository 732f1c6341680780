import { FUND_FLOW_INCOME, ownValue, type FundFlowEntry } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useLanguage, usePlayerCatalogue } from '../../../lib/i18n';

/** The reason of an entry in the player's language by its ledger code; the server's text for a code this app does not know. */
function useReasonText(): (entry: FundFlowEntry) => string {
  const reasons: Record<string, string> = usePlayerCatalogue().ledger.reasons;
  return (entry) => ownValue(reasons, entry.reason) ?? entry.reasonText;
}

/** One fund-flow entry: reason, time, signed amount, income/expense, balance before and after. */
export function FundFlowRow({ entry, timeZone }: { entry: FundFlowEntry; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonText = useReasonText();
  const income = entry.type === FUND_FLOW_INCOME;
  return (
    <li className="fr-flow-entry" data-testid="fund-flow-row" data-reason={entry.reason}>
      <div className="fr-flow-entry__top">
        <div className="fr-flow-entry__what">
          <span className="fr-flow-entry__reason">{reasonText(entry)}</span>
          <time className="fr-flow-entry__time" dateTime={entry.time}>
            {formatDateTime(entry.time, language, timeZone)}
          </time>
        </div>
        <div className="fr-flow-entry__amount">
          <Money value={entry.money} signed tone="result" className="fr-flow-entry__money" />
          <span className={`fr-flow-entry__type fr-flow-entry__type--${income ? 'income' : 'expense'}`}>
            {income ? t('cashier.fundFlow.income') : t('cashier.fundFlow.expense')}
          </span>
        </div>
      </div>
      <dl className="fr-flow-entry__balances">
        <div>
          <dt>{t('cashier.fundFlow.before')}</dt>
          <dd data-testid="fund-flow-before">
            <Money value={entry.before} />
          </dd>
        </div>
        <div>
          <dt>{t('cashier.fundFlow.after')}</dt>
          <dd data-testid="fund-flow-after">
            <Money value={entry.after} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
