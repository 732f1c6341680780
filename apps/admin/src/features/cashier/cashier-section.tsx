import { DashboardOutlined, DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { CASHIER_OPERATORS, CASHIER_READERS, useMe } from '../../lib/access';
import { DepositsPage } from './deposits-page';
import { CashierSettingsPage } from './settings-page';
import { WithdrawalsPage } from './withdrawals-page';
import './cashier.css';

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
