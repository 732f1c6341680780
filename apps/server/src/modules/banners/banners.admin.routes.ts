import { BANNER_IMAGE_BASE64_MAX_CHARS, bannersAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { BannersAdminService } from './banners.admin.service.js';

const TAGS = ['admin', 'content'];
/** The same roles as articles (content.admin.routes.ts): owners and the content role. */
const EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

/** Console calls for home banners (`/api/admin/site/banners/...`). */
export function registerBannersAdminRoutes(app: FastifyInstance, admin: BannersAdminService): void {
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.list,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Every banner with its per-language images, in display order',
    handler: () => admin.list(),
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.create,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Adds a banner after the last (shown once it has an image); audited',
    handler: async (request) =>
      admin.create(actorOf(request), { link: request.body.link, enabled: request.body.enabled }),
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.update,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Changes a banner’s link and whether it is shown (3003, 1001); audited',
    handler: async (request) => {
      const { id, link, enabled } = request.body;
      return admin.update(actorOf(request), id, { link, enabled });
    },
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.reorder,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Puts the banners in the given order (3003); audited',
    handler: async (request) => admin.reorder(actorOf(request), request.body.ids),
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.setImage,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Sets one language’s image: base64 PNG, JPEG or WebP read from its bytes (3050, 3051); audited',
    bodyLimitBytes: BANNER_IMAGE_BASE64_MAX_CHARS + 4096,
    rateLimit: { max: 60, timeWindowMs: 60_000 },
    handler: async (request) =>
      admin.setImage(actorOf(request), request.body.id, request.body.language, request.body.data),
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.removeImage,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Removes one language’s image (players then see another language’s); audited',
    handler: async (request) => admin.removeImage(actorOf(request), request.body.id, request.body.language),
  });
  apiRoute(app, {
    endpoint: bannersAdminEndpoints.remove,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Deletes a banner and its images (3003); audited',
    handler: async (request) => admin.remove(actorOf(request), request.body.id),
  });
}
