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
import { useRiskMenuItems } from '../features/risk/risk-page';
import { useRoundsMenuItems } from '../features/rounds/rounds-section';
import { useSiteMenuItems } from '../features/site/site-section';
import { useStakingMenuItems } from '../features/staking/staking-section';
import { useSupportMenuItems } from '../features/support/support-section';
import { useVerificationMenuItems } from '../features/verification/verification-page';
import { useMe } from '../lib/access';
import { clearToken } from '../lib/session';
import { LOGIN_PATH } from '../lib/navigation';
import { ConsoleRealtimeProvider } from '../lib/realtime';
import { useAccountsMenuItems } from './accounts-section';
import { LiveAlerts, LiveReconnecting, LiveSoundToggle } from './live-alerts';

/**
 * With ADMIN_REQUIRE_2FA, an account without two-factor can do nothing but enrol (issue #23): the
 * server refuses everything else with 3005 and RequireStaff keeps it on /security. An account
 * whose password an owner reset is kept there the same way until it chooses a new one (3095).
 */
function useMustEnrol(): boolean {
  const me = useMe().data;
  return Boolean(me && (me.staff.mustChangePassword || (me.twoFactorRequired && !me.staff.twoFactorEnabled)));
}

/** Says why the console shows nothing but the two-factor setup, and links there from elsewhere. */
function TwoFactorBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const passwordFirst = useMe().data?.staff.mustChangePassword ?? false;
  if (!useMustEnrol()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      className="two-factor-banner"
      data-testid={passwordFirst ? 'password-banner' : 'two-factor-banner'}
      message={t(passwordFirst ? 'staffLifecycle.mustChangeTitle' : 'twoFactorBanner.title')}
      description={t(passwordFirst ? 'staffLifecycle.mustChangeText' : 'twoFactorBanner.text')}
      action={
        location.pathname === '/security' ? undefined : (
          <Link to="/security">
            <Button type="primary">{t('twoFactorBanner.action')}</Button>
          </Link>
        )
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
  const riskItems = useRiskMenuItems();
  const verificationItems = useVerificationMenuItems();
  const stakingItems = useStakingMenuItems();
  const roundsItems = useRoundsMenuItems();
  const contentItems = useContentMenuItems();
  const siteItems = useSiteMenuItems();
  const supportItems = useSupportMenuItems();
  const securityItem = { key: '/security', icon: <SafetyCertificateOutlined />, label: t('nav.security') };
  const mustEnrol = useMustEnrol();
  const items: MenuProps['items'] = mustEnrol
    ? [securityItem]
    : [
        ...cashierItems,
        ...reportsItems,
        ...riskItems,
        ...verificationItems,
        ...stakingItems,
        ...roundsItems,
        ...contentItems,
        ...siteItems,
        ...supportItems,
        ...accountItems,
        ...(isOwner ? [{ key: '/audit', icon: <AuditOutlined />, label: t('nav.audit') }] : []),
        { key: '/staff', icon: <TeamOutlined />, label: t('nav.staff') },
        securityItem,
      ];
  return (
    <ConsoleRealtimeProvider>
      {/* An account that may only enrol hears no staff channel (the server refuses its socket). */}
      {!mustEnrol && <LiveAlerts />}
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
            {!mustEnrol && <LiveReconnecting />}
            {!mustEnrol && <LiveSoundToggle />}
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
