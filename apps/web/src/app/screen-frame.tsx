import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../components/ui/TabBar';
import { useSupportUnread } from '../features/support/api/support-api';
import { useNotificationsUnread } from '../lib/notifications';
import { useSession } from '../lib/session';
import { OfflineBanner } from './offline-banner';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

/** Balance and cashier lists refresh on operator actions; only a logged-in player needs its code. */
const CashierLive = lazy(() => import('../features/cashier/lib/use-cashier-live'));
/** The reality check (PRODUCT §9) on every screen of a logged-in player. */
const ProtectionLive = lazy(() => import('../features/protection/protection-live'));

/** The phone-width column around a screen, with the tab bar when the route asks for it. */
export function ScreenFrame({
  auth,
  guestOnly = false,
  tabBar,
}: {
  auth: boolean;
  guestOnly?: boolean;
  tabBar: boolean;
}) {
  const { isLoggedIn } = useSession();
  const frame = (
    <div className={tabBar ? 'fr-app fr-app--with-tabbar' : 'fr-app'}>
      <OfflineBanner />
      <Outlet />
      {tabBar && <AppTabBar />}
      {isLoggedIn && (
        <Suspense fallback={null}>
          <CashierLive />
          <ProtectionLive />
        </Suspense>
      )}
    </div>
  );
  if (guestOnly) return <GuestOnly>{frame}</GuestOnly>;
  return auth ? <RequireAuth>{frame}</RequireAuth> : frame;
}

/** The tab bar with the unread support replies on the Service tab and unread notices on My. */
function AppTabBar() {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  const notices = useNotificationsUnread();
  return (
    <TabBar
      badges={{
        '/ServicePage': { count: unread, label: t('support.badge', { count: unread }) },
        '/user': { count: notices, label: t('notifications.bellUnread', { count: notices }) },
      }}
    />
  );
}
