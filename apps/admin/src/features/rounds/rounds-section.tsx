import {
  DeploymentUnitOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  SlidersOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { useMe } from '../../lib/access';
import { ROUNDS_READERS } from './access';
import { ChainsPage } from './chains-page';
import { RoomTypesPage } from './room-types-page';
import { RoomsPage } from './rooms-page';
import { RoundsPage } from './rounds-page';
import './rounds.css';

/** The rounds screens for the router, each for the roles the server allows to read them. */
export const roundsRoutes: RouteObject[] = [
  { path: 'room-types', element: <RoomTypesPage /> },
  { path: 'rooms', element: <RoomsPage /> },
  { path: 'rounds', element: <RoundsPage /> },
  { path: 'chains', element: <ChainsPage /> },
].map((route) => ({
  path: route.path,
  element: <RequireRoles roles={ROUNDS_READERS}>{route.element}</RequireRoles>,
}));

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Sidebar entries of the rounds screens, for the roles that may read them. */
export function useRoundsMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role || !ROUNDS_READERS.includes(role)) return [];
  return [
    { key: '/room-types', icon: <FieldTimeOutlined />, label: t('rounds.nav.roomTypes') },
    { key: '/rooms', icon: <SlidersOutlined />, label: t('rounds.nav.rooms') },
    { key: '/rounds', icon: <HistoryOutlined />, label: t('rounds.nav.rounds') },
    { key: '/chains', icon: <DeploymentUnitOutlined />, label: t('rounds.nav.chains') },
  ];
}
