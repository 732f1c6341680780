import { homeTilesAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import { actorOf } from '../../../platform/auth/console-actor.js';
import type { HomeTilesAdminService } from './home-tiles.admin.service.js';

const TAGS = ['admin', 'content'];
/** The home screen's content, like its banners (banners.admin.routes.ts): owners and the content role. */
export const TILE_EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

/** Console calls for the home game tiles (`/api/admin/site/tiles/...`, docs/site.md); changes are audited. */
export function registerHomeTilesAdminRoutes(app: FastifyInstance, tiles: HomeTilesAdminService): void {
  apiRoute(app, {
    endpoint: homeTilesAdminEndpoints.list,
    auth: TILE_EDITORS,
    tags: TAGS,
    summary:
      'Every home tile in display order (game, option family, icon, names, shown, effective round period, added in the console) and the games a tile can open',
    handler: () => tiles.list(),
  });
  apiRoute(app, {
    endpoint: homeTilesAdminEndpoints.create,
    auth: TILE_EDITORS,
    tags: TAGS,
    summary:
      'Adds a tile: game, option family or null, icon, names in the four languages (1052 unknown game, 1020 game switched off, 3053 family not in that game, 3052 name taken, 1001); audited',
    handler: (request) => tiles.create(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: homeTilesAdminEndpoints.update,
    auth: TILE_EDITORS,
    tags: TAGS,
    summary:
      'Renames a tile in the four languages, changes its game, option family or icon, and/or shows or hides it (3003, 1001, 3052 name taken, 1052, 1020, 3053); audited',
    handler: (request) => tiles.update(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: homeTilesAdminEndpoints.reorder,
    auth: TILE_EDITORS,
    tags: TAGS,
    summary: 'Puts the tiles in the given order (3003); audited',
    handler: (request) => tiles.reorder(actorOf(request), request.body.ids),
  });
  apiRoute(app, {
    endpoint: homeTilesAdminEndpoints.delete,
    auth: TILE_EDITORS,
    tags: TAGS,
    summary:
      'Deletes a tile added in the console (3003; 3004 for a seeded tile, which is hidden instead); audited',
    handler: (request) => tiles.remove(actorOf(request), request.body.id),
  });
}
