import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/action-icons';
import { GlobeIcon, HeadsetIcon } from '../../../components/ui/icons';
import { InfoIcon } from '../../../components/ui/menu-icons';
import { TrendIcon } from './GameIcon';

function Entry({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className="fr-quick__entry">
        <span className="fr-quick__icon">{icon}</span>
        <span className="fr-quick__label">{label}</span>
      </Link>
    </li>
  );
}

/** Quick menu: online support, introduction, savings, trends, language. */
export function QuickMenu() {
  const { t } = useTranslation();
  return (
    <nav className="fr-quick" aria-label={t('home.quick.title')}>
      <ul className="fr-quick__list">
        <Entry to="/ServicePage" icon={<HeadsetIcon size={22} />} label={t('home.quick.support')} />
        <Entry
          to={`/help/${BUILT_IN_ARTICLE_IDS.introduction}`}
          icon={<InfoIcon size={22} />}
          label={t('home.quick.intro')}
        />
        <Entry to="/finance" icon={<ClockIcon size={22} />} label={t('finance.entry')} />
        <Entry to="/lotteryprize" icon={<TrendIcon size={22} />} label={t('home.quick.trends')} />
        <Entry to="/languageSet" icon={<GlobeIcon size={22} />} label={t('home.quick.language')} />
      </ul>
    </nav>
  );
}
