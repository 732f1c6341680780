import { CustomerServiceOutlined, NotificationOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import type { StaffRole } from '@fairround/shared';
import { RequireRoles } from '../../components/require-roles';
import { useMe } from '../../lib/access';
import { BroadcastsPage } from './broadcasts-page';
import { SupportInboxPage } from './inbox-page';

/** Mirrors the server's policy (support.admin.routes.ts): owners and the support role. */
export const SUPPORT_AGENTS: readonly StaffRole[] = ['owner', 'support'];

export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    element: (
      <RequireRoles roles={SUPPORT_AGENTS}>
        <SupportInboxPage />
      </RequireRoles>
    ),
  },
  {
    path: 'messages',
    element: (
      <RequireRoles roles={SUPPORT_AGENTS}>
        <BroadcastsPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

export function useSupportMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role || !SUPPORT_AGENTS.includes(role)) return [];
  return [
    { key: '/support', icon: <CustomerServiceOutlined />, label: t('support.nav') },
    { key: '/messages', icon: <NotificationOutlined />, label: t('messages.nav') },
  ];
}
