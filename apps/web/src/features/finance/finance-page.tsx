import { useTranslation } from 'react-i18next';
import { EmptyState, InfoIcon, LinkButton, ListIcon, Page } from '../../components/ui';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { useProtectionBlock } from '../../lib/protection';
import { PoolStatus } from './components/PoolStatus';
import { ProductCard } from './components/ProductCard';
import { ProductsGate } from './components/ProductGate';
import './finance.css';

/**
 * `/finance` (PRODUCT.md §8), the savings products: each tier's daily rate, term and a worked
 * example, the reserve's state (not open yet / remaining), and the way to the player's orders and the rules. Public: visitors may
 * browse, the transfer-in asks them to log in.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const block = useProtectionBlock('staking');
  return (
    <Page title={t('finance.products.title')}>
      <ProtectionBanner action="staking" block={block} />
      <p className="fr-note">{t('finance.products.intro')}</p>
      <nav className="fr-finance-links" aria-label={t('finance.products.title')}>
        <LinkButton to="/productorder" variant="secondary" block>
          <ListIcon size={20} />
          {t('finance.common.orders')}
        </LinkButton>
        <LinkButton to="/productrule" variant="secondary" block>
          <InfoIcon size={20} />
          {t('finance.common.rules')}
        </LinkButton>
      </nav>
      <ProductsGate>
        {(products) =>
          products.list.length === 0 ? (
            <EmptyState
              title={t('finance.products.emptyTitle')}
              description={t('finance.products.emptyBody')}
            />
          ) : (
            <>
              <PoolStatus pool={products.pool} />
              <ul className="fr-stack-list" aria-label={t('finance.products.listLabel')}>
                {products.list.map((product) => (
                  <ProductCard key={product.id} product={product} funded={products.pool.funded} />
                ))}
              </ul>
            </>
          )
        }
      </ProductsGate>
    </Page>
  );
}
