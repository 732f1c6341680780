import type { PriceSnapshot } from '@fairround/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/states';
import { usePrices, usePricesUnreachable } from '../api/prices';
import { PriceStatus } from './PriceStatus';

/**
 * The live prices' states, shared by the home's ticker and the full list: unreachable before
 * any price arrived (with a retry), `loading` until the first snapshot, then the feed's status
 * line, the simulated-prices note when any price is simulated, and `children` for the snapshot.
 */
export function LivePrices({
  loading,
  children,
}: {
  loading: ReactNode;
  children: (snapshot: PriceSnapshot) => ReactNode;
}) {
  const { t } = useTranslation();
  const prices = usePrices();
  const unreachable = usePricesUnreachable(prices);
  const snapshot = prices.data;

  if (unreachable && !snapshot) {
    return (
      <ErrorState
        title={t('home.prices.unreachable')}
        onRetry={() => void prices.refetch()}
        retrying={prices.isFetching}
      />
    );
  }
  if (!snapshot) return loading;
  return (
    <>
      <PriceStatus snapshot={snapshot} unreachable={unreachable} />
      {snapshot.simulated && <p className="fr-price-note">{t('home.prices.simulatedNote')}</p>}
      {children(snapshot)}
    </>
  );
}
