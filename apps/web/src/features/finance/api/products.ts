import { stakingEndpoints, type StakingProductsResponse, type StakingProductView } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { financeKeys } from './finance-keys';

/**
 * `POST /api/Finance/products` (public): the open tiers with what the reserve can back in each
 * now, the overall limits, the pool's state and the rules texts in the request's language.
 */
export function useProducts() {
  const language = useLanguage();
  return useQuery({
    queryKey: financeKeys.products(language),
    queryFn: ({ signal }) => apiCall(stakingEndpoints.products, {}, { toast: false, signal }),
    // The same for every visitor: kept when a player logs in or out.
    meta: { keepOnSessionChange: true },
  });
}

/** The product a `?tier=<id>` names, or null when there is none such (or it is closed). */
export function productOf(
  products: StakingProductsResponse | undefined,
  tierParam: string | null,
): StakingProductView | null {
  const id = Number(tierParam);
  if (!products || !Number.isInteger(id) || id < 1) return null;
  return products.list.find((product) => product.id === id) ?? null;
}
