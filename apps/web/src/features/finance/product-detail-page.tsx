import type { StakingProductsResponse, StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, LinkButton, Page } from '../../components/ui';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { useProtectionBlock } from '../../lib/protection';
import { ChartSection } from './components/ChartSection';
import { PoolStatus } from './components/PoolStatus';
import { ProductHeadline, TransferInLink } from './components/ProductCard';
import { AvailabilityNote } from './components/Availability';
import { ProductFacts } from './components/ProductFacts';
import { ProductGate } from './components/ProductGate';
import './finance.css';

function ProductDetail({
  product,
  products,
}: {
  product: StakingProductView;
  products: StakingProductsResponse;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Card className="fr-card--stack fr-finance-hero" aria-labelledby="product-title">
        <h2 id="product-title" className="fr-finance-hero__title">
          {product.label}
        </h2>
        <ProductHeadline product={product} />
        <ProductFacts product={product} limits={products.limits} funded={products.pool.funded} />
        <ul className="fr-finance-chips">
          <li className="fr-finance-badge">{t('finance.common.noEarlyExit')}</li>
          {products.pool.funded && products.pool.fullyReserved && (
            <li className="fr-finance-badge">{t('finance.common.fullyReserved')}</li>
          )}
        </ul>
        <p className="fr-note">
          {t('finance.detail.accrual', { count: products.rules.accrualIntervalHours })}
        </p>
        <AvailabilityNote product={product} funded={products.pool.funded} />
        <div className="fr-finance-actions">
          <LinkButton to="/productrule" variant="secondary" block>
            {t('finance.common.rules')}
          </LinkButton>
          <TransferInLink product={product} />
        </div>
      </Card>
      <ChartSection product={product} />
      <PoolStatus pool={products.pool} />
    </>
  );
}

/**
 * `/productdetail?tier=<id>` (public): a tier's period, rates (annualised = daily × 365) and
 * limits, and the player's own proceeds in it as a chart (after logging in).
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const block = useProtectionBlock('staking');
  return (
    <Page title={t('finance.detail.title')}>
      <ProtectionBanner action="staking" block={block} />
      <ProductGate>
        {(product, products) => <ProductDetail product={product} products={products} />}
      </ProductGate>
    </Page>
  );
}
