import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/states';
import { LivePrices } from './LivePrices';
import { PriceChange, PriceLast, SimulatedMark, useQuoteText } from './PriceValue';

/** The full live price list of `/lotteryprize`: last price, change today, feed status and time. */
export function PriceList() {
  const { t } = useTranslation();
  const quoteText = useQuoteText();

  return (
    <Card aria-labelledby="price-list-title">
      <h2 id="price-list-title" className="fr-home-section__title">
        {t('home.trends.pricesTitle')}
      </h2>
      <LivePrices loading={<LoadingState label={t('home.prices.loading')} />}>
        {(snapshot) => (
          <>
            <ul className="fr-price-list">
              {snapshot.items.map((item) => (
                <li key={item.ccy} className="fr-price-row" data-ccy={item.ccy}>
                  <span className="fr-price-row__badge" aria-hidden="true">
                    {item.ccy.slice(0, 1)}
                  </span>
                  <span className="fr-price-row__name">
                    <span className="fr-price-row__ccy">
                      {item.ccy}
                      {item.simulated && <SimulatedMark />}
                    </span>
                    <span className="fr-price-row__quote">{quoteText(item)}</span>
                  </span>
                  <PriceLast item={item} />
                  <PriceChange item={item} />
                </li>
              ))}
            </ul>
            <p className="fr-price-source">{t('home.prices.source')}</p>
          </>
        )}
      </LivePrices>
    </Card>
  );
}
