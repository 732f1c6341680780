import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HeadsetIcon, HomeIcon, UserIcon, WalletIcon } from './icons';
import './tab-bar.css';

type Tab = { to: string; labelKey: 'nav.home' | 'nav.recharge' | 'nav.service' | 'nav.my'; Icon: ComponentType };

/** The four tabs of PRODUCT §2. */
const TABS: readonly Tab[] = [
  { to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  { to: '/recharge', labelKey: 'nav.recharge', Icon: WalletIcon },
  { to: '/ServicePage', labelKey: 'nav.service', Icon: HeadsetIcon },
  { to: '/user', labelKey: 'nav.my', Icon: UserIcon },
];

export type TabBarProps = {
  /**
   * A count shown as a badge on a tab, by the tab's path (e.g. unread support messages), with the
   * text screen readers hear for it; a count of 0 shows none.
   */
  badges?: Partial<Record<string, { count: number; label: string }>>;
};

/** Bottom navigation: real links, the current one marked with aria-current (NavLink does it). */
export function TabBar({ badges = {} }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="fr-tabbar" aria-label={t('nav.main')}>
      <ul className="fr-tabbar__list">
        {TABS.map(({ to, labelKey, Icon }) => (
          <li key={to} className="fr-tabbar__item">
            <NavLink to={to} end className="fr-tabbar__link">
              <span className="fr-tabbar__icon">
                <Icon />
                {Object.hasOwn(badges, to) && badges[to] && <TabBadge {...badges[to]} />}
              </span>
              <span className="fr-tabbar__label">{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A small count on the tab's icon; screen readers hear `label` as part of the link's name. */
function TabBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="fr-tabbar__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="fr-visually-hidden">{label}</span>
    </span>
  );
}
