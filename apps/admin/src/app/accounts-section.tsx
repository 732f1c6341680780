import { CrownOutlined, IdcardOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../components/require-roles';
import { InvitationsPage } from '../features/invitations/invitations-page';
import { PlayerDetailPage } from '../features/players/player-detail-page';
import { PlayersPage } from '../features/players/players-page';
import { SmsOutboxPage } from '../features/sms/sms-outbox-page';
import { VipPage } from '../features/vip/vip-page';
import { OWNER_ONLY, PLAYER_MODERATORS, PLAYER_READERS, useMe } from '../lib/access';
import '../features/players/accounts.css';

/**
 * The console's account screens (players, SMS outbox, invitation codes, VIP levels): their
 * routes for the router and their sidebar entries, each for the roles the server allows.
 */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'players',
    element: (
      <RequireRoles roles={PLAYER_READERS}>
        <PlayersPage />
      </RequireRoles>
    ),
  },
  {
    path: 'players/:userId',
    element: (
      <RequireRoles roles={PLAYER_READERS}>
        <PlayerDetailPage />
      </RequireRoles>
    ),
  },
  {
    path: 'sms',
    element: (
      // Owners only, as on the server: the outbox's codes let the reader take over a player.
      <RequireRoles roles={OWNER_ONLY}>
        <SmsOutboxPage />
      </RequireRoles>
    ),
  },
  {
    path: 'invitations',
    element: (
      <RequireRoles roles={PLAYER_MODERATORS}>
        <InvitationsPage />
      </RequireRoles>
    ),
  },
  {
    path: 'vip',
    element: (
      <RequireRoles roles={PLAYER_READERS}>
        <VipPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

export function useAccountsMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role) return [];
  const readers = PLAYER_READERS.includes(role);
  const moderators = PLAYER_MODERATORS.includes(role);
  const owner = OWNER_ONLY.includes(role);
  const items: (MenuItem | false)[] = [
    readers && { key: '/players', icon: <UserOutlined />, label: t('players.nav') },
    owner && { key: '/sms', icon: <MessageOutlined />, label: t('sms.nav') },
    moderators && { key: '/invitations', icon: <IdcardOutlined />, label: t('invitations.nav') },
    readers && { key: '/vip', icon: <CrownOutlined />, label: t('vip.nav') },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
