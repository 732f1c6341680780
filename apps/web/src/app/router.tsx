import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineManager } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { LoadingCanvas } from '../components/ui/LoadingCanvas';
import { prefetchHome, prefetchTrends } from '../features/home/api/home-queries';
import { queryClient, whenOnline } from '../lib/api';
import { registerNavigator } from '../lib/navigation';
import { RouteErrorPage, ScreenErrorPage } from './route-error-page';
import { ScreenFrame } from './screen-frame';

/**
 * THE ROUTE TABLE — the one place a screen is added.
 *
 * To add a screen, write `src/features/<feature>/<name>-page.tsx` with a DEFAULT-exported
 * component, then add ONE line below, for example:
 *
 *   { path: '/user', page: () => import('../features/account/user-page'), auth: true, tabBar: true },
 *
 * - `auth: true`   visitors are sent to `/login?redirect=<path>` (RequireAuth); the login screen
 *                  brings them back with `useRedirectAfterLogin()` / `redirectAfterLogin()` from
 *                  `src/lib/navigation`.
 * - `tabBar: true` the bottom tab bar (Home, Recharge, Service, My) is shown on the screen.
 * - Params work as usual (`/info/:id`, `/recharge/:back?`). Paths match case-insensitively
 *   (react-router's default, kept on purpose), so `/servicepage` opens `/ServicePage`.
 * - `prefetch`     starts the screen's first reads when the route is matched, in parallel with
 *                  its code (and, on the first screen, with the app config), instead of after
 *                  its first render. Only for light query options: this file is start-up code.
 * - Pages load lazily (one chunk each); anything not listed shows the Not-found page.
 */
const ROUTES: readonly AppRoute[] = [
  { path: '/', page: () => import('../features/home/home-page'), tabBar: true, prefetch: prefetchHome },
  { path: '/languageSet', page: () => import('../features/language/language-set-page') },
  { path: '/login', page: () => import('../features/auth/login-page'), guestOnly: true },
  { path: '/register', page: () => import('../features/auth/register-page'), guestOnly: true },
  { path: '/forgot_password', page: () => import('../features/auth/forgot-password-page') },
  { path: '/user', page: () => import('../features/account/user-page'), auth: true, tabBar: true },
  { path: '/my_set', page: () => import('../features/account/settings-page'), auth: true },
  { path: '/my_password', page: () => import('../features/account/passwords-page'), auth: true },
  { path: '/my_profile', page: () => import('../features/account/nickname-page'), auth: true },
  { path: '/my_phone', page: () => import('../features/account/phone-page'), auth: true },
  { path: '/my_devices', page: () => import('../features/account/devices-page'), auth: true },
  { path: '/my_2fa', page: () => import('../features/account/two-factor-page'), auth: true },
  { path: '/verification', page: () => import('../features/verification/verification-page'), auth: true },
  { path: '/userloginpassword', page: () => import('../features/account/login-password-page'), auth: true },
  { path: '/usercipherpassword', page: () => import('../features/account/pay-password-page'), auth: true },
  {
    path: '/usercipherpassword/recover',
    page: () => import('../features/account/pay-password-recover-page'),
    auth: true,
  },
  { path: '/vip', page: () => import('../features/account/vip-page'), auth: true },
  { path: '/responsible', page: () => import('../features/protection/responsible-page'), auth: true },
  { path: '/recharge', page: () => import('../features/cashier/recharge-page'), auth: true, tabBar: true },
  { path: '/withdraw', page: () => import('../features/cashier/withdraw-page'), auth: true },
  { path: '/banklist', page: () => import('../features/cashier/bank-list-page'), auth: true },
  { path: '/bankadd', page: () => import('../features/cashier/bank-add-page'), auth: true },
  { path: '/my_income', page: () => import('../features/cashier/my-income-page'), auth: true },
  { path: '/room_list/:type', page: () => import('../features/rounds/room-list-page'), auth: true },
  { path: '/activity/:id', page: () => import('../features/rounds/activity-page'), auth: true },
  { path: '/bjsc/:id', page: () => import('../features/rounds/bjsc-page'), auth: true },
  { path: '/current/:id', page: () => import('../features/rounds/current-page'), auth: true },
  { path: '/betlist', page: () => import('../features/rounds/betlist-page'), auth: true },
  { path: '/history', page: () => import('../features/history/history-page'), auth: true },
  { path: '/recall', page: () => import('../features/history/recall-page'), auth: true },
  { path: '/fairness', page: () => import('../features/fairness/fairness-page') },
  { path: '/info/:id', page: () => import('../features/content/article-page') },
  { path: '/help/list', page: () => import('../features/content/help-list-page') },
  { path: '/help/:id', page: () => import('../features/content/article-page') },
  { path: '/message', page: () => import('../features/content/message-page'), auth: true },
  { path: '/notifications', page: () => import('../features/notifications/notifications-page'), auth: true },
  // Open to visitors: a locked-out visitor reaches support too (issue #25.5); players get their thread.
  { path: '/ServicePage', page: () => import('../features/support/service-page'), tabBar: true },
  { path: '/lotteryprize', page: () => import('../features/home/trends-page'), prefetch: prefetchTrends },
  { path: '/my_update', page: () => import('../features/app-update/update-page') },
  { path: '/finance', page: () => import('../features/finance/finance-page') },
  { path: '/productdetail', page: () => import('../features/finance/product-detail-page') },
  { path: '/producttransferin', page: () => import('../features/finance/transfer-in-page'), auth: true },
  { path: '/productorder', page: () => import('../features/finance/product-order-page'), auth: true },
  { path: '/productrule', page: () => import('../features/finance/product-rule-page') },
];

export type AppRoute = {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  auth?: boolean;
  /** Visitors only (login, register): a logged-in player is sent on (GuestOnly). */
  guestOnly?: boolean;
  tabBar?: boolean;
  prefetch?: (client: typeof queryClient) => void;
};

const notFoundPage = () => import('../features/not-found/not-found-page');

/** Quick retries of a screen's code chunk that failed to load while the device looked online. */
const CHUNK_RETRIES = 3;

/**
 * Loads a screen's code. React Router remembers a failed load for good, so a chunk that fails
 * because the network is gone must not fail: offline, the load waits for the network (the
 * previous screen, the tab bar and the offline banner stay) and then tries again. Online, a few
 * retries with a pause cover a flaky connection; after that the screen's error shows.
 */
export async function loadScreenCode<T>(page: () => Promise<T>, pauseMs = 1_000): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page();
    } catch (error) {
      if (onlineManager.isOnline() && attempt >= CHUNK_RETRIES) throw error;
      if (onlineManager.isOnline())
        await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** attempt));
      else await whenOnline();
    }
  }
}

function lazyPage(page: AppRoute['page']): RouteObject['lazy'] {
  return async () => ({ Component: (await loadScreenCode(page)).default });
}

/**
 * A loader that only starts the route's prefetch and returns at once: the screen never waits for
 * it (its own queries show loading states as usual), the requests just leave earlier.
 */
function prefetchLoader({ prefetch }: AppRoute): Pick<RouteObject, 'loader'> {
  if (!prefetch) return {};
  return {
    loader: () => {
      prefetch(queryClient);
      return null;
    },
  };
}

function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingCanvas label={t('app.loading', { defaultValue: 'Fairround' })} />;
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route objects for react-router: each table row becomes a frame (auth, tab bar) around its page. */
export function buildRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  // A pathless frame (auth guard, tab bar) around each page, so the page keeps its own path.
  const screens: RouteObject[] = routes.map((route) => ({
    element: (
      <ScreenFrame
        auth={route.auth ?? false}
        guestOnly={route.guestOnly ?? false}
        tabBar={route.tabBar ?? false}
      />
    ),
    // A screen that fails shows its error inside the frame: the tab bar stays.
    children: [
      {
        path: route.path,
        lazy: lazyPage(route.page),
        errorElement: <ScreenErrorPage />,
        ...prefetchLoader(route),
      },
    ],
  }));
  const notFound: RouteObject = {
    element: <ScreenFrame auth={false} tabBar={false} />,
    children: [{ path: '*', lazy: lazyPage(notFoundPage) }],
  };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first screen's chunk loads (normally done before the app config answers).
      hydrateFallbackElement: <RouteLoading />,
      children: [...screens, notFound],
    },
  ];
}

type AnyRouter = {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  state: { location: { pathname: string; search: string } };
};

/** Lets the API client navigate (e.g. to /login on a dead session) through this router. */
export function connectNavigator(router: AnyRouter): () => void {
  return registerNavigator({
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  connectNavigator(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
