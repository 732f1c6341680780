import type { StakingProductsResponse } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ShieldCheckIcon, useMoneyText } from '../../../components/ui';

type Pool = StakingProductsResponse['pool'];
type PoolState = 'notOpen' | 'reserved' | 'short';

const stateOf = (pool: Pool): PoolState => {
  if (!pool.funded) return 'notOpen';
  return pool.fullyReserved ? 'reserved' : 'short';
};

/**
 * The reserve that pays the interest (docs/staking.md, "the reserve rule"), in live figures from
 * the products answer: "not open yet" while the operator has funded none, otherwise how much of
 * it remains and what is free for new savings, or that it is being topped up.
 */
export function PoolStatus({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const state = stateOf(pool);
  const title = {
    notOpen: t('finance.pool.notOpenTitle'),
    reserved: t('finance.pool.reservedTitle'),
    short: t('finance.pool.shortTitle'),
  }[state];
  const body = {
    notOpen: t('finance.pool.notOpenBody'),
    reserved: t('finance.pool.reservedBody', { amount: moneyText(pool.headroom) }),
    short: t('finance.pool.shortBody'),
  }[state];
  return (
    <section
      className={`fr-finance-pool fr-finance-pool--${state === 'reserved' ? 'reserved' : 'short'}`}
      aria-labelledby="finance-pool-title"
      data-testid="pool-status"
      data-state={state}
    >
      <span className="fr-finance-pool__icon" aria-hidden="true">
        {state === 'reserved' ? <ShieldCheckIcon size={22} /> : <AlertIcon size={22} />}
      </span>
      <div className="fr-finance-pool__text">
        <h2 id="finance-pool-title" className="fr-finance-pool__title">
          {title}
        </h2>
        {pool.funded && (
          <p className="fr-finance-pool__remaining fr-num" data-testid="reserve-remaining">
            {t('finance.pool.remaining', { reserve: moneyText(pool.reserve) })}
          </p>
        )}
        <p className="fr-finance-pool__body">{body}</p>
      </div>
    </section>
  );
}
