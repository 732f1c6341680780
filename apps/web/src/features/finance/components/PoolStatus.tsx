import type { StakingProductsResponse } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ShieldCheckIcon, useMoneyText } from '../../../components/ui';

/**
 * Whether the reserve backs every open position's promised interest (docs/staking.md, "the
 * reserve rule"), with what is left for new positions: live figures from the products answer.
 */
export function PoolStatus({ pool }: { pool: StakingProductsResponse['pool'] }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const reserved = pool.fullyReserved;
  return (
    <section
      className={`fr-finance-pool fr-finance-pool--${reserved ? 'reserved' : 'short'}`}
      aria-labelledby="finance-pool-title"
      data-testid="pool-status"
    >
      <span className="fr-finance-pool__icon" aria-hidden="true">
        {reserved ? <ShieldCheckIcon size={22} /> : <AlertIcon size={22} />}
      </span>
      <div className="fr-finance-pool__text">
        <h2 id="finance-pool-title" className="fr-finance-pool__title">
          {reserved ? t('finance.pool.reservedTitle') : t('finance.pool.shortTitle')}
        </h2>
        <p className="fr-finance-pool__body">
          {reserved
            ? t('finance.pool.reservedBody', { amount: moneyText(pool.headroom) })
            : t('finance.pool.shortBody')}
        </p>
      </div>
    </section>
  );
}
