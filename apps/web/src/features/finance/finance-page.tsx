import { useTranslation } from 'react-i18next';
import { EmptyState, InfoIcon, LinkButton, ListIcon, Page } from '../../components/ui';
import { PoolStatus } from './components/PoolStatus';
import { ProductCard } from './components/ProductCard';
import { ProductsGate } from './components/ProductGate';
import './finance.css';

/**
 * `/finance` (PRODUCT.md §8): the open staking tiers with rate, period and total return, the
 * pool's reserve state, and the way to the player's orders and the rules. Public: visitors may
 * browse, the transfer-in asks them to log in.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('finance.products.title')}>
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
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
            </>
          )
        }
      </ProductsGate>
    </Page>
  );
}
