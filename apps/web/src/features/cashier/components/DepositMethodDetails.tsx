import type { DepositMethod } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/ui';

/** One detail worth copying (an account number, a reference): the label says what it is. */
export function CopyableDetail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={label}
      value={value}
      buttonText={t('cashier.common.copy')}
      buttonLabel={t('cashier.common.copyLabel', { label })}
      copiedMessage={t('cashier.common.copied', { text: value })}
      failedMessage={t('cashier.common.copyFailed')}
    />
  );
}

export function PlainDetail({ label, value }: { label: string; value: string }) {
  return (
    <div className="fr-detail">
      <dt className="fr-detail__label">{label}</dt>
      <dd className="fr-detail__value">{value}</dd>
    </div>
  );
}

/**
 * Where to pay, exactly as the operator set it: bank details or a chain address, each value
 * with its own copy button (the text copied is the text shown), then the operator's note.
 */
export function DepositMethodDetails({ method }: { method: DepositMethod }) {
  const { t } = useTranslation();
  return (
    <section className="fr-pay-to" aria-labelledby="pay-to-title">
      <h3 id="pay-to-title" className="fr-pay-to__title">
        {t('cashier.recharge.payTo')}
      </h3>
      <dl className="fr-pay-to__list">
        {method.kind === 'bank' ? (
          <>
            {method.bankName && (
              <PlainDetail label={t('cashier.recharge.bankName')} value={method.bankName} />
            )}
            {method.accountName && (
              <CopyableDetail label={t('cashier.recharge.accountName')} value={method.accountName} />
            )}
            {method.accountNumber && (
              <CopyableDetail label={t('cashier.recharge.accountNumber')} value={method.accountNumber} />
            )}
          </>
        ) : (
          <>
            {method.chain && <PlainDetail label={t('cashier.recharge.network')} value={method.chain} />}
            {method.address && (
              <CopyableDetail label={t('cashier.recharge.address')} value={method.address} />
            )}
          </>
        )}
        {method.note && <PlainDetail label={t('cashier.recharge.note')} value={method.note} />}
      </dl>
    </section>
  );
}
