import type { StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton, Money, useMoneyText } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useProtectionBlock } from '../../../lib/protection';
import { AvailabilityBadge, AvailabilityNote } from './Availability';

/**
 * A tier's lead: the daily rate and the term, then what the server's accrual rule pays on an
 * example amount ("$100.00 for 30 days → $0.30 interest", computed by the server with the shared
 * `stakingExample`), and the annualised rate small, as a derived figure rather than a promise.
 */
export function ProductHeadline({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const format = useFormatters();
  const days = t('finance.common.days', { count: product.periodDays });
  return (
    <div className="fr-finance-product__headline" data-testid="product-headline">
      <p className="fr-finance-product__rate">
        <span className="fr-num">
          {t('finance.products.perDay', { rate: format.percent(product.dailyRate) })}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="fr-num">{days}</span>
      </p>
      <p className="fr-finance-product__example">
        <span className="fr-finance-product__caption">{t('finance.products.exampleLabel')}: </span>
        {t('finance.products.example', {
          amount: moneyText(product.example.amount),
          days,
          interest: moneyText(product.example.interest),
        })}
      </p>
      <p className="fr-finance-product__caption fr-num">
        {t('finance.products.annualisedNote', { rate: format.percent(product.annualisedRate) })}
      </p>
    </div>
  );
}

/** The way to transfer into a tier, while it is open; disabled during a break (the page's banner says why). */
export function TransferInLink({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  const block = useProtectionBlock('staking');
  if (!product.available) return null;
  if (block) {
    return (
      <Button variant="primary" block disabled>
        {t('finance.common.transferIn')}
      </Button>
    );
  }
  return (
    <LinkButton to={`/producttransferin?tier=${product.id}`} variant="primary" block>
      {t('finance.common.transferIn')}
    </LinkButton>
  );
}

/** One tier on /finance: daily rate, term, a worked example, the minimum, and its actions. */
export function ProductCard({ product, funded }: { product: StakingProductView; funded: boolean }) {
  const { t } = useTranslation();
  const titleId = `product-${product.id}-title`;
  return (
    <li className="fr-tile" aria-labelledby={titleId} data-testid="product-card">
      <div className="fr-finance-product__head">
        <h2 id={titleId} className="fr-finance-product__title">
          {product.label}
        </h2>
        <AvailabilityBadge product={product} funded={funded} />
      </div>
      <ProductHeadline product={product} />
      <dl className="fr-figures fr-finance-facts">
        <div>
          <dt>{t('finance.products.minimum')}</dt>
          <dd>
            <Money value={product.minAmount} />
          </dd>
        </div>
      </dl>
      <AvailabilityNote product={product} funded={funded} />
      <div className="fr-finance-actions">
        <LinkButton to={`/productdetail?tier=${product.id}`} variant="secondary" block>
          {t('finance.common.details')}
        </LinkButton>
        <TransferInLink product={product} />
      </div>
    </li>
  );
}
