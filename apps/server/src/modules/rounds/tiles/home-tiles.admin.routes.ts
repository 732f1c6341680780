import { adminHomeTilesReorderBodyShape, adminHomeTileUpdateBodyShape } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import { actorOf } from '../../cashier/console-actor.js';
import type { HomeTilesAdminService } from './home-tiles.admin.service.js';

const TAGS = ['admin', 'content'];
/** The home screen's content, like its banners (banners.admin.routes.ts): owners and the content role. */
export const TILE_EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

/** Console calls for the home game tiles (`/api/admin/site/tiles/...`, docs/site.md); changes are audited. */
export function registerHomeTilesAdminRoutes(app: FastifyInstance, tiles: HomeTilesAdminService): void {
  apiRoute(app, {
    path: '/api/admin/site/tiles/list',
    auth: TILE_EDITORS,
    tags: TAGS,
    summary: 'Every home tile in display order: game, option family, names, shown, effective round period',
    handler: () => tiles.list(),
  });
  apiRoute(app, {
    path: '/api/admin/site/tiles/update',
    auth: TILE_EDITORS,
    tags: TAGS,
    summary:
      'Renames a tile in the four languages and/or shows or hides it (3003, 1001, 3052 name taken); audited',
    body: adminHomeTileUpdateBodyShape,
    handler: (request) => tiles.update(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/site/tiles/reorder',
    auth: TILE_EDITORS,
    tags: TAGS,
    summary: 'Puts the tiles in the given order (3003); audited',
    body: adminHomeTilesReorderBodyShape,
    handler: (request) => tiles.reorder(actorOf(request), request.body.ids),
  });
}
