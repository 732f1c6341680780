import type { StakingProductsResponse, StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Money, useMoneyText } from '../../../components/ui';
import { AvailabilityBadge } from './Availability';
import { Rate } from './Rate';

/** A tier's three terms as facts of a `fr-finance-facts` list: daily rate, period, total return. */
export function ProductTerms({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt>{t('finance.products.dailyRate')}</dt>
        <dd>
          <Rate value={product.dailyRate} />
        </dd>
      </div>
      <div>
        <dt>{t('finance.products.period')}</dt>
        <dd className="fr-num">{t('finance.common.days', { count: product.periodDays })}</dd>
      </div>
      <div>
        <dt>{t('finance.products.totalReturn')}</dt>
        <dd>
          <Rate value={product.periodRate} />
        </dd>
      </div>
    </>
  );
}

/** A tier's terms and limits as a list of facts (detail page and transfer-in). */
export function ProductFacts({
  product,
  limits,
  funded,
}: {
  product: StakingProductView;
  limits: StakingProductsResponse['limits'];
  funded: boolean;
}) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <dl className="fr-figures fr-finance-facts" data-testid="product-facts">
      <ProductTerms product={product} />
      <div>
        <dt>{t('finance.products.annualised')}</dt>
        <dd>
          <Rate value={product.annualisedRate} />
        </dd>
      </div>
      <div className="fr-finance-facts__wide">
        <dt>{t('finance.transferIn.tierLimits')}</dt>
        <dd>
          {t('finance.common.range', {
            min: moneyText(product.minAmount),
            max: moneyText(product.maxAmount),
          })}
        </dd>
      </div>
      <div className="fr-finance-facts__wide">
        <dt>{t('finance.transferIn.overallLimits')}</dt>
        <dd>{t('finance.common.range', { min: moneyText(limits.min), max: moneyText(limits.max) })}</dd>
      </div>
      <div>
        <dt>{t('finance.detail.interestAtMinimum')}</dt>
        <dd>
          <Money value={product.interestAtMinimum} />
        </dd>
      </div>
      <div>
        <dt>{t('finance.detail.capacity')}</dt>
        <dd>
          {product.available ? (
            <Money value={product.capacity} />
          ) : (
            <AvailabilityBadge product={product} funded={funded} />
          )}
        </dd>
      </div>
    </dl>
  );
}
