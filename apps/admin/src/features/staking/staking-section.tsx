import { FundOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { useStaffCan } from '../../lib/access';
import { STAKING_READERS } from './access';
import { StakingPage } from './staking-page';
import './staking.css';

/** The staking screen (`/staking/<tab>`) for the router, for the roles that may read it. */
export const stakingRoutes: RouteObject[] = ['staking', 'staking/:tab'].map((path) => ({
  path,
  element: (
    <RequireRoles roles={STAKING_READERS}>
      <StakingPage />
    </RequireRoles>
  ),
}));

type MenuItem = NonNullable<MenuProps['items']>[number];

/** One sidebar entry; the screen's tabs hold summary, reserve, tiers and positions. */
export function useStakingMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const reader = useStaffCan(STAKING_READERS);
  return reader ? [{ key: '/staking', icon: <FundOutlined />, label: t('staking.nav') }] : [];
}
