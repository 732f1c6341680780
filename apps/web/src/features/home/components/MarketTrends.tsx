import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/menu-icons';
import { Skeleton } from '../../../components/ui/states';
import { LivePrices } from './LivePrices';
import { PriceChange, PriceLast, SimulatedMark, useQuoteText } from './PriceValue';

/** Market Trends on the home screen: the eight live prices in a row that scrolls sideways. */
export function MarketTrends() {
  const { t } = useTranslation();
  const quoteText = useQuoteText();
  const loading = (
    <div className="fr-ticker" role="status" aria-label={t('home.prices.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} width={132} height={92} />
      ))}
    </div>
  );
  return (
    <section className="fr-home-section" aria-labelledby="prices-title">
      <div className="fr-home-section__head">
        <h2 id="prices-title" className="fr-home-section__title">
          {t('home.prices.title')}
        </h2>
        <Link to="/lotteryprize" className="fr-home-section__more">
          {t('home.prices.more')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <LivePrices loading={loading}>
        {(snapshot) => (
          // Focusable so a keyboard can scroll the row sideways (arrow keys), like a finger can.
          <ul className="fr-ticker" aria-label={t('home.prices.title')} tabIndex={0}>
            {snapshot.items.map((item) => (
              <li key={item.ccy} className="fr-ticker__card" data-ccy={item.ccy}>
                <span className="fr-ticker__ccy">
                  {item.ccy}
                  {item.simulated && <SimulatedMark />}
                </span>
                <span className="fr-ticker__quote">{quoteText(item)}</span>
                <PriceLast item={item} />
                <PriceChange item={item} />
              </li>
            ))}
          </ul>
        )}
      </LivePrices>
    </section>
  );
}
