import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';
import { FairnessCard } from './components/FairnessCard';
import { GameGrid } from './components/GameGrid';
import { HomeTopBar } from './components/HomeTopBar';
import { MarketTrends } from './components/MarketTrends';
import { QuickMenu } from './components/QuickMenu';
import { WelcomeCard } from './components/WelcomeCard';
import { WinnersFeed } from './components/WinnersFeed';
import { HomeRealtime } from './lib/realtime';
import './home.css';

/**
 * Home (seed §2, PRODUCT §2): top bar, welcome line, game tiles, quick menu, live prices and the
 * real winners feed. The banner carousel waits for the console's banners module: no banner is
 * shown until operators can upload real ones.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <HomeRealtime>
      <Page title={t('app.name')} header={<HomeTopBar />}>
        <WelcomeCard />
        <QuickMenu />
        <GameGrid />
        <MarketTrends />
        <WinnersFeed />
        <FairnessCard />
      </Page>
    </HomeRealtime>
  );
}
