import { DashboardOutlined, DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { useMe } from '../auth/api';
import { RequireRoles, useStaffCan } from '../players/access';
import { CASHIER_OPERATORS, CASHIER_READERS } from './access';
import { DashboardPage } from './dashboard-page';
import { DepositsPage } from './deposits-page';
import { CashierSettingsPage } from './settings-page';
import { WithdrawalsPage } from './withdrawals-page';
import './cashier.css';

/**
 * The console's start page: the dashboard for the roles that may read it, anything else (the
 * content role) gets the given fallback.
 */
export function CashierHome({ fallback }: { fallback: ReactNode }) {
  const reader = useStaffCan(CASHIER_READERS);
  return reader ? <DashboardPage /> : fallback;
}

/** The cashier screens (queues and settings) for the router, each for the roles the server allows. */
export const cashierRoutes: RouteObject[] = [
  {
    path: 'deposits',
    element: (
      <RequireRoles roles={CASHIER_OPERATORS}>
        <DepositsPage />
      </RequireRoles>
    ),
  },
  {
    path: 'withdrawals',
    element: (
      <RequireRoles roles={CASHIER_OPERATORS}>
        <WithdrawalsPage />
      </RequireRoles>
    ),
  },
  {
    path: 'cashier-settings',
    element: (
      <RequireRoles roles={CASHIER_OPERATORS}>
        <CashierSettingsPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Sidebar entries: the dashboard (key `/`, the start page) first, then the cashier's screens. */
export function useCashierMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role) return [];
  const readers = CASHIER_READERS.includes(role);
  const operators = CASHIER_OPERATORS.includes(role);
  const items: (MenuItem | false)[] = [
    readers && { key: '/', icon: <DashboardOutlined />, label: t('cashier.nav.dashboard') },
    operators && { key: '/deposits', icon: <DownloadOutlined />, label: t('cashier.nav.deposits') },
    operators && { key: '/withdrawals', icon: <UploadOutlined />, label: t('cashier.nav.withdrawals') },
    operators && { key: '/cashier-settings', icon: <SettingOutlined />, label: t('cashier.nav.settings') },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
