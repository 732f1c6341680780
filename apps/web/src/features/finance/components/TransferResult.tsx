import type { StakingTransferInResponse } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, CheckCircleIcon, LinkButton, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { useFormatters } from '../../../lib/format';
import { dailyInterestOf } from '../lib/amount';
import { SummaryRows } from './SummaryRows';

/** The transfer-in went through: the position the server opened, and the balance after it. */
export function TransferResult({ result }: { result: StakingTransferInResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const { position } = result;
  const daily = dailyInterestOf(position.principal, position.dailyRateBps, currency.minorDigits);
  return (
    <Card className="fr-card--stack fr-finance-result" role="status" aria-labelledby="transfer-result-title">
      <span className="fr-icon-disc">
        <CheckCircleIcon size={40} />
      </span>
      <h2 id="transfer-result-title" className="fr-finance-result__title">
        {t('finance.transferIn.successTitle')}
      </h2>
      {result.replayed && <p className="fr-note">{t('finance.transferIn.replayed')}</p>}
      <SummaryRows
        testId="transfer-result"
        rows={[
          { label: t('finance.transferIn.product'), value: position.label },
          { label: t('finance.transferIn.principal'), value: moneyText(position.principal) },
          { label: t('finance.transferIn.estimateDaily'), value: daily === null ? '—' : moneyText(daily) },
          { label: t('finance.transferIn.estimateTotal'), value: moneyText(position.totalInterest) },
          { label: t('finance.transferIn.opened'), value: format.date(position.openedAt) },
          { label: t('finance.transferIn.maturesAt'), value: format.date(position.maturesAt) },
          { label: t('finance.transferIn.balanceAfter'), value: moneyText(result.balance) },
        ]}
      />
      <div className="fr-finance-actions">
        <LinkButton to="/finance" variant="secondary" block>
          {t('finance.transferIn.backToProducts')}
        </LinkButton>
        <LinkButton to="/productorder" variant="primary" block>
          {t('finance.transferIn.viewOrders')}
        </LinkButton>
      </div>
    </Card>
  );
}
