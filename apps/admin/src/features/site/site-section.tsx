import { AppstoreOutlined, HeartOutlined, LinkOutlined, PictureOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { useMe } from '../../lib/access';
import { BANNER_EDITORS, HELP_LINK_READERS, LINK_EDITORS, TILE_EDITORS } from './access';
import { BannersPage } from './banners-page';
import { HelpLinksPage } from './help-links-page';
import { LinksPage } from './links-page';
import { TilesPage } from './tiles-page';

/** The site screens for the router, for the roles the server allows. */
export const siteRoutes: RouteObject[] = [
  {
    path: 'banners',
    element: (
      <RequireRoles roles={BANNER_EDITORS}>
        <BannersPage />
      </RequireRoles>
    ),
  },
  {
    path: 'tiles',
    element: (
      <RequireRoles roles={TILE_EDITORS}>
        <TilesPage />
      </RequireRoles>
    ),
  },
  {
    path: 'links',
    element: (
      <RequireRoles roles={LINK_EDITORS}>
        <LinksPage />
      </RequireRoles>
    ),
  },
  {
    path: 'help-links',
    element: (
      <RequireRoles roles={HELP_LINK_READERS}>
        <HelpLinksPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

export function useSiteMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role) return [];
  return [
    ...(BANNER_EDITORS.includes(role)
      ? [{ key: '/banners', icon: <PictureOutlined />, label: t('site.bannersNav') }]
      : []),
    ...(TILE_EDITORS.includes(role)
      ? [{ key: '/tiles', icon: <AppstoreOutlined />, label: t('site.tilesNav') }]
      : []),
    ...(LINK_EDITORS.includes(role)
      ? [{ key: '/links', icon: <LinkOutlined />, label: t('site.linksNav') }]
      : []),
    ...(HELP_LINK_READERS.includes(role)
      ? [{ key: '/help-links', icon: <HeartOutlined />, label: t('protection.helpLinks.nav') }]
      : []),
  ];
}
