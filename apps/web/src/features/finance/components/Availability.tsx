import type { StakingProductView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';

/**
 * Why a product takes no money right now, in plain words: "not open yet" while the operator has
 * funded no reserve, "full for now" when the reserve cannot back even its minimum. Null when open.
 */
function unavailableKeys(product: StakingProductView, funded: boolean) {
  if (product.available) return null;
  return funded
    ? ({ badge: 'finance.products.poolFull', body: 'finance.products.poolFullBody' } as const)
    : ({ badge: 'finance.products.notOpen', body: 'finance.products.notOpenBody' } as const);
}

export function AvailabilityBadge({ product, funded }: { product: StakingProductView; funded: boolean }) {
  const { t } = useTranslation();
  const keys = unavailableKeys(product, funded);
  if (!keys) return null;
  return <span className="fr-finance-badge fr-finance-badge--full">{t(keys.badge)}</span>;
}

export function AvailabilityNote({ product, funded }: { product: StakingProductView; funded: boolean }) {
  const { t } = useTranslation();
  const keys = unavailableKeys(product, funded);
  if (!keys) return null;
  return <p className="fr-note">{t(keys.body)}</p>;
}
