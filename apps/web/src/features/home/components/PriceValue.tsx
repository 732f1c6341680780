import type { PriceItem } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { changeTone, formatChange, formatPrice } from '../lib/price-format';

/** What `last` is counted in, said plainly ("USDT in USDC" for the inverted USDT line). */
export function useQuoteText() {
  const { t } = useTranslation();
  return (item: PriceItem) =>
    item.inverse ? t('home.prices.usdtQuote') : t('home.prices.quote', { quote: item.quote });
}

/** A value of the demo source always carries the word "simulated" next to it. */
export function SimulatedMark() {
  const { t } = useTranslation();
  return <span className="fr-price-simulated">{t('home.prices.simulated')}</span>;
}

export function PriceLast({ item }: { item: PriceItem }) {
  const { t } = useTranslation();
  if (item.last === null)
    return <span className="fr-price-last fr-price-last--pending">{t('home.prices.pending')}</span>;
  return <span className="fr-price-last">{formatPrice(item.last)}</span>;
}

export function PriceChange({ item }: { item: PriceItem }) {
  if (item.changePct === null) return <span className="fr-price-change fr-price-change--flat">—</span>;
  return (
    <span className={`fr-price-change fr-price-change--${changeTone(item.changePct)}`}>
      {formatChange(item.changePct)}
    </span>
  );
}
