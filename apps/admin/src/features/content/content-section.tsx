import { FileTextOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { useMe } from '../../lib/access';
import { CONTENT_EDITORS } from './access';
import { ContentPage } from './content-page';

/** The articles screen for the router, for the roles the server allows. */
export const contentRoutes: RouteObject[] = [
  {
    path: 'articles',
    element: (
      <RequireRoles roles={CONTENT_EDITORS}>
        <ContentPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

export function useContentMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role || !CONTENT_EDITORS.includes(role)) return [];
  return [{ key: '/articles', icon: <FileTextOutlined />, label: t('content.nav') }];
}
