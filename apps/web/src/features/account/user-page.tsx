import { LANGUAGE_NATIVE_NAMES } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { NotificationsBell } from '../../components/notifications';
import { ExclusionNotice } from '../../components/protection/ExclusionNotice';
import {
  BankIcon,
  CalendarIcon,
  Card,
  ClockIcon,
  CrownIcon,
  ErrorState,
  GlobeIcon,
  HeadsetIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  MenuList,
  Page,
  ReceiptIcon,
  SettingsIcon,
  ShieldCheckIcon,
  Skeleton,
  SmartphoneIcon,
  type MenuItem,
} from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useLanguage } from '../../lib/i18n';
import { useUserInfo } from '../../lib/user-info';
import { BalanceCard } from './components/BalanceCard';
import { LogoutButton } from './components/LogoutButton';
import { ProfileCard } from './components/ProfileCard';
import './account.css';

/** The account menu: records and money first, then account settings and help. */
function useMenus(): { money: MenuItem[]; more: MenuItem[] } {
  const { t } = useTranslation();
  const language = useLanguage();
  const { version } = useAppConfig();
  const icon = 22;
  return {
    money: [
      { key: 'bets', to: '/betlist', label: t('account.user.betRecords'), icon: <ReceiptIcon size={icon} /> },
      { key: 'income', to: '/my_income', label: t('account.user.fundFlow'), icon: <ListIcon size={icon} /> },
      { key: 'history', to: '/history', label: t('protection.menu.history'), icon: <CalendarIcon size={icon} /> },
      { key: 'recall', to: '/recall', label: t('protection.menu.recall'), icon: <ClockIcon size={icon} /> },
      { key: 'banks', to: '/banklist', label: t('account.user.withdrawalAccounts'), icon: <BankIcon size={icon} /> },
      { key: 'vip', to: '/vip', label: t('account.user.vip'), icon: <CrownIcon size={icon} /> },
    ],
    more: [
      {
        key: 'responsible',
        to: '/responsible',
        label: t('protection.menu.responsible'),
        icon: <ShieldCheckIcon size={icon} />,
      },
      { key: 'passwords', to: '/my_password', label: t('account.user.passwords'), icon: <LockIcon size={icon} /> },
      { key: 'settings', to: '/my_set', label: t('account.user.settings'), icon: <SettingsIcon size={icon} /> },
      {
        key: 'language',
        to: '/languageSet',
        label: t('account.user.language'),
        icon: <GlobeIcon size={icon} />,
        value: <span lang={language}>{LANGUAGE_NATIVE_NAMES[language]}</span>,
      },
      { key: 'messages', to: '/message', label: t('account.user.messages'), icon: <MailIcon size={icon} /> },
      // The in-app chat; it also shows the operator's external link when one is set.
      { key: 'support', to: '/ServicePage', label: t('account.user.support'), icon: <HeadsetIcon size={icon} /> },
      {
        key: 'update',
        to: '/my_update',
        label: t('account.user.appVersion'),
        icon: <SmartphoneIcon size={icon} />,
        value: version,
      },
    ],
  };
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="fr-profile" role="status" aria-label={t('account.user.loading')}>
      <div className="fr-profile__head">
        <Skeleton width={56} height={56} />
        <div className="fr-profile__who">
          <Skeleton width="50%" height={22} />
          <Skeleton width="35%" height={14} />
        </div>
      </div>
      <Skeleton width="70%" height={36} />
    </Card>
  );
}

/**
 * `/user` (seed §2, tab "My"): the player's profile and level, balance and withdrawable amount
 * with Withdraw and Recharge, the account menu and logout.
 */
export default function UserPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const menus = useMenus();
  return (
    <Page title={t('account.user.title')} back={false} right={<NotificationsBell />}>
      {user.data ? (
        <>
          <ProfileCard user={user.data} />
          <BalanceCard user={user.data} />
        </>
      ) : user.isError ? (
        <Card>
          <ErrorState title={t('account.user.loadFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
        </Card>
      ) : (
        <ProfileSkeleton />
      )}
      <ExclusionNotice />
      <MenuList items={menus.money} label={t('account.user.moneyMenu')} />
      <MenuList items={menus.more} label={t('account.user.moreMenu')} />
      <LogoutButton />
    </Page>
  );
}
