import {
  AuditOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Button, Dropdown, Layout, Menu, Space, Tag, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { LanguageSelect } from '../components/LanguageSelect';
import { logout } from '../features/auth/api';
import { useCashierMenuItems } from '../features/cashier/cashier-section';
import { useContentMenuItems } from '../features/content/content-section';
import { useReportsMenuItems } from '../features/reports/reports-page';
import { useRoundsMenuItems } from '../features/rounds/rounds-section';
import { useSiteMenuItems } from '../features/site/site-section';
import { useStakingMenuItems } from '../features/staking/staking-section';
import { useSupportMenuItems } from '../features/support/support-section';
import { useMe } from '../lib/access';
import { clearToken } from '../lib/session';
import { LOGIN_PATH } from '../lib/navigation';
import { ConsoleRealtimeProvider } from '../lib/realtime';
import { useAccountsMenuItems } from './accounts-section';
import { LiveAlerts, LiveReconnecting, LiveSoundToggle } from './live-alerts';

/** Reminds staff without two-factor that money actions will refuse them until it is on. */
function TwoFactorBanner() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  if (
    !me.data ||
    me.data.staff.twoFactorEnabled ||
    !me.data.twoFactorRequired ||
    location.pathname === '/security'
  )
    return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      className="two-factor-banner"
      message={t('twoFactorBanner.title')}
      description={t('twoFactorBanner.text')}
      action={
        <Link to="/security">
          <Button type="primary">{t('twoFactorBanner.action')}</Button>
        </Link>
      }
    />
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const staff = me.data?.staff;
  if (!staff) return null;
  const signOut = async () => {
    try {
      await logout();
    } finally {
      clearToken();
      void navigate(LOGIN_PATH, { replace: true });
    }
  };
  const items: MenuProps['items'] = [
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => void signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={t('header.account')}
        className="account-button"
        data-testid="account-menu"
      >
        <Space>
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#13213a' }} />
          <Typography.Text strong>{staff.username}</Typography.Text>
          <Tag bordered={false}>{t(`roles.${staff.role}`)}</Tag>
        </Space>
      </Button>
    </Dropdown>
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const isOwner = me.data?.staff.role === 'owner';
  const accountItems = useAccountsMenuItems();
  const cashierItems = useCashierMenuItems();
  const reportsItems = useReportsMenuItems();
  const stakingItems = useStakingMenuItems();
  const roundsItems = useRoundsMenuItems();
  const contentItems = useContentMenuItems();
  const siteItems = useSiteMenuItems();
  const supportItems = useSupportMenuItems();
  const items: MenuProps['items'] = [
    ...cashierItems,
    ...reportsItems,
    ...stakingItems,
    ...roundsItems,
    ...contentItems,
    ...siteItems,
    ...supportItems,
    ...accountItems,
    ...(isOwner ? [{ key: '/audit', icon: <AuditOutlined />, label: t('nav.audit') }] : []),
    { key: '/staff', icon: <TeamOutlined />, label: t('nav.staff') },
    { key: '/security', icon: <SafetyCertificateOutlined />, label: t('nav.security') },
  ];
  return (
    <ConsoleRealtimeProvider>
      <LiveAlerts />
      <Layout className="console">
        <Layout.Sider width={240} className="console__sider">
          <div className="console__sider-inner">
            <div className="console__brand">
              <BrandMark size={30} />
              <span>
                Fair<span className="console__brand-accent">round</span>
              </span>
            </div>
            <nav aria-label={t('nav.menu')}>
              <Menu
                theme="dark"
                mode="inline"
                selectedKeys={[`/${location.pathname.split('/')[1] ?? ''}`]}
                items={items}
                onClick={({ key }) => void navigate(key)}
              />
            </nav>
          </div>
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console__header">
            <LiveReconnecting />
            <LiveSoundToggle />
            <LanguageSelect />
            <AccountMenu />
          </Layout.Header>
          <TwoFactorBanner />
          <Layout.Content className="console__content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </ConsoleRealtimeProvider>
  );
}
