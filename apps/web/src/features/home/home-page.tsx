import { useTranslation } from 'react-i18next';
// The UI kit's pieces by file, not its index: the index would bring antd-mobile with the first screen.
import { Page } from '../../components/ui/Page';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { useProtectionBlock } from '../../lib/protection/protection-block';
import { usePromotionsAllowed } from '../../lib/protection/promotions';
import { BannerCarousel } from './components/BannerCarousel';
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
 * Home (seed §2, PRODUCT §2): top bar, the console's banners (none on a fresh install), welcome
 * line, game tiles, quick menu, live prices and the real winners feed.
 */
export default function HomePage() {
  const { t } = useTranslation();
  // A player on a time-out or self-exclusion is shown no promotions (PRODUCT §9).
  const promotionsAllowed = usePromotionsAllowed();
  // A break or a loss limit reached is said first, and the game tiles are closed with it.
  const block = useProtectionBlock('betting');
  return (
    <HomeRealtime>
      <Page title={t('app.name')} header={<HomeTopBar />}>
        <ProtectionBanner action="betting" block={block} />
        {promotionsAllowed && <BannerCarousel />}
        <WelcomeCard />
        <QuickMenu />
        <GameGrid closed={block !== null} />
        <MarketTrends />
        <WinnersFeed />
        <FairnessCard />
      </Page>
    </HomeRealtime>
  );
}
