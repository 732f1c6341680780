import type { StakingProductsResponse, StakingProductView } from '@fairround/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LinkButton, LoadingState } from '../../../components/ui';
import { productOf, useProducts } from '../api/products';

/** The products with the loading and failed states, so the page itself only renders an answer. */
export function ProductsGate({ children }: { children: (products: StakingProductsResponse) => ReactNode }) {
  const { t } = useTranslation();
  const products = useProducts();
  if (products.isError && !products.data) {
    return (
      <ErrorState
        title={t('finance.common.failed')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (!products.data) return <LoadingState label={t('finance.common.loading')} />;
  return <>{children(products.data)}</>;
}

/**
 * The product a page's `?tier=<id>` names, with the loading, failed and not-found states, so
 * the page itself only renders a real product.
 */
export function ProductGate({
  children,
}: {
  children: (product: StakingProductView, products: StakingProductsResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ProductsGate>
      {(products) => {
        const product = productOf(products, params.get('tier'));
        if (product) return children(product, products);
        return (
          <EmptyState
            title={t('finance.common.notFoundTitle')}
            description={t('finance.common.notFoundBody')}
            action={
              <LinkButton to="/finance" variant="primary">
                {t('finance.common.allProducts')}
              </LinkButton>
            }
          />
        );
      }}
    </ProductsGate>
  );
}
