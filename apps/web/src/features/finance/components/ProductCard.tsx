import type { StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { LinkButton, Money } from '../../../components/ui';
import { ProductTerms } from './ProductFacts';
import { Rate } from './Rate';

/** A tier's annualised rate, large, with its caption. */
export function ProductHeadline({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  return (
    <div className="fr-finance-product__headline">
      <Rate value={product.annualisedRate} className="fr-finance-product__annualised" />
      <span className="fr-finance-product__caption">{t('finance.products.annualised')}</span>
    </div>
  );
}

/** The way to transfer into a tier, while it is open. */
export function TransferInLink({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  if (!product.available) return null;
  return (
    <LinkButton to={`/producttransferin?tier=${product.id}`} variant="primary" block>
      {t('finance.common.transferIn')}
    </LinkButton>
  );
}

/** One tier on /finance: annualised rate, daily rate, period, total return, minimum, and its actions. */
export function ProductCard({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  const titleId = `product-${product.id}-title`;
  return (
    <li className="fr-tile" aria-labelledby={titleId} data-testid="product-card">
      <div className="fr-finance-product__head">
        <h2 id={titleId} className="fr-finance-product__title">
          {product.label}
        </h2>
        {!product.available && (
          <span className="fr-finance-badge fr-finance-badge--full">{t('finance.products.poolFull')}</span>
        )}
      </div>
      <ProductHeadline product={product} />
      <dl className="fr-figures fr-finance-facts">
        <ProductTerms product={product} />
        <div>
          <dt>{t('finance.products.minimum')}</dt>
          <dd>
            <Money value={product.minAmount} />
          </dd>
        </div>
      </dl>
      {!product.available && <p className="fr-note">{t('finance.products.poolFullBody')}</p>}
      <div className="fr-finance-actions">
        <LinkButton to={`/productdetail?tier=${product.id}`} variant="secondary" block>
          {t('finance.common.details')}
        </LinkButton>
        <TransferInLink product={product} />
      </div>
    </li>
  );
}
