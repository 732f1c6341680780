import type { DepositView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { CopyableDetail, PlainDetail } from './DepositMethodDetails';

/**
 * A deposit request's reference, with a copy button that copies exactly the code shown, and the
 * chain transaction it claims (crypto methods). Finance finds the request by either.
 */
export function DepositReference({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation();
  return (
    <section className="fr-pay-to fr-deposit-reference" aria-label={t('cashier.recharge.reference')}>
      <dl className="fr-pay-to__list">
        <CopyableDetail label={t('cashier.recharge.reference')} value={deposit.reference} />
        {deposit.txHash && <PlainDetail label={t('cashier.recharge.txHash')} value={deposit.txHash} />}
      </dl>
      <p className="fr-deposit-reference__note">{t('cashier.recharge.referenceNote')}</p>
    </section>
  );
}
