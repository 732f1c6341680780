import { useTranslation } from 'react-i18next';
// The UI kit's pieces by file, not its index: the index would bring antd-mobile with the first screen.
import { Page } from '../../components/ui/Page';
import { PriceList } from './components/PriceList';
import { TrendTotals } from './components/TrendTotals';
import { HomeRealtime } from './lib/realtime';
import './home.css';

/** `/lotteryprize`: all players' settled totals (yesterday/today) and the live price list. */
export default function TrendsPage() {
  const { t } = useTranslation();
  return (
    <HomeRealtime>
      <Page title={t('home.trends.title')}>
        <TrendTotals />
        <PriceList />
      </Page>
    </HomeRealtime>
  );
}
