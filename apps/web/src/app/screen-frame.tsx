import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../components/ui';
import { useCashierLive } from '../features/cashier/lib/use-cashier-live';
import { useSupportUnread } from '../features/support/api/support-api';
import { RequireAuth } from './require-auth';

/** The phone-width column around a screen, with the tab bar when the route asks for it. */
export function ScreenFrame({ auth, tabBar }: { auth: boolean; tabBar: boolean }) {
  useCashierLive();
  const frame = (
    <div className={tabBar ? 'fr-app fr-app--with-tabbar' : 'fr-app'}>
      <Outlet />
      {tabBar && <AppTabBar />}
    </div>
  );
  return auth ? <RequireAuth>{frame}</RequireAuth> : frame;
}

/** The tab bar with the unread support replies on the Service tab. */
function AppTabBar() {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  return <TabBar badges={{ '/ServicePage': { count: unread, label: t('support.badge', { count: unread }) } }} />;
}
