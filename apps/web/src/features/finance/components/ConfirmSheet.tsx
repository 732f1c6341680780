import { DAY_MS, type StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, LockIcon, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { useFormatters } from '../../../lib/format';
import { interestEstimate } from '../lib/amount';
import { SummaryRows } from './SummaryRows';

/**
 * The last step before money moves: tier, amount, daily and total interest, the maturity date
 * and "no early exit". The transfer-in is sent from here, and the sheet stays (its button
 * busy) until the server has answered.
 */
export function ConfirmSheet({
  open,
  product,
  amount,
  askedAt,
  sending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  product: StakingProductView;
  amount: string;
  /** When the sheet was opened (ms): the maturity shown is the one a position opened then gets. */
  askedAt: number;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const estimate = interestEstimate(amount, product, currency.minorDigits);
  // Days count from the moment the server opens the position, a few seconds after this.
  const maturity = new Date(askedAt + product.periodDays * DAY_MS);
  return (
    <BottomSheet
      open={open}
      onClose={sending ? () => undefined : onCancel}
      title={t('finance.transferIn.confirmTitle')}
    >
      <div className="fr-finance-confirm">
        <SummaryRows
          testId="transfer-summary"
          rows={[
            { label: t('finance.transferIn.confirmProduct'), value: product.label },
            { label: t('finance.transferIn.confirmAmount'), value: moneyText(amount) },
            {
              label: t('finance.transferIn.confirmDaily'),
              value: estimate ? moneyText(estimate.daily) : '—',
            },
            {
              label: t('finance.transferIn.confirmTotal'),
              value: estimate ? moneyText(estimate.total) : '—',
            },
            {
              label: t('finance.transferIn.confirmPeriod'),
              value: t('finance.common.days', { count: product.periodDays }),
            },
            { label: t('finance.transferIn.confirmMaturity'), value: format.date(maturity) },
          ]}
        />
        <p className="fr-finance-warning">
          <LockIcon size={18} />
          <span>{t('finance.transferIn.confirmNoExit')}</span>
        </p>
        <div className="fr-finance-actions">
          <Button variant="secondary" block disabled={sending} onClick={onCancel}>
            {t('finance.transferIn.cancel')}
          </Button>
          <Button variant="primary" block loading={sending} onClick={onConfirm}>
            {t('finance.transferIn.confirmSubmit')}
          </Button>
        </div>
      </div>
    </BottomSheet>
  );
}
