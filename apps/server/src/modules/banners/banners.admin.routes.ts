import { BANNER_IMAGE_MAX_BYTES, BANNER_LANGUAGES, isBannerLink } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { BannersAdminService } from './banners.admin.service.js';

const TAGS = ['admin', 'content'];
/** The same roles as articles (content.admin.routes.ts): owners and the content role. */
const EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

const bannerId = z.coerce.number().int().positive().max(2_147_483_647);
/** An image's language, named `language` because `lang` is the envelope's reply language. */
const language = z.enum(BANNER_LANGUAGES as ['vi', 'en', 'chs', 'cht']);

/** A page of the app (`/activity/1`) or an https address; empty clears it. */
const link = z
  .string()
  .trim()
  .refine((value) => value === '' || isBannerLink(value), { message: 'an app path or https address' })
  .nullish()
  .transform((value) => value || null);

const draftShape = { link, enabled: z.boolean().default(true) };

/**
 * Base64 of at most twice the image limit still reaches the service, which answers 3050 with the
 * real limit; anything longer is refused as a bad field (1001) before it is decoded.
 */
const BASE64_MAX_CHARS = Math.ceil((2 * BANNER_IMAGE_MAX_BYTES) / 3) * 4;
const imageData = z.string().max(BASE64_MAX_CHARS).regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** Console calls for home banners (`/api/admin/site/banners/...`). */
export function registerBannersAdminRoutes(app: FastifyInstance, admin: BannersAdminService): void {
  apiRoute(app, {
    path: '/api/admin/site/banners/list',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Every banner with its per-language images, in display order',
    handler: () => admin.list(),
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/create',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Adds a banner after the last (shown once it has an image); audited',
    body: draftShape,
    handler: async (request) =>
      admin.create(actorOf(request), { link: request.body.link, enabled: request.body.enabled }),
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/update',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Changes a banner’s link and whether it is shown (3003, 1001); audited',
    body: { id: bannerId, ...draftShape },
    handler: async (request) => {
      const { id, link, enabled } = request.body;
      return admin.update(actorOf(request), id, { link, enabled });
    },
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/reorder',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Puts the banners in the given order (3003); audited',
    body: { ids: z.array(bannerId).min(1).max(100) },
    handler: async (request) => admin.reorder(actorOf(request), request.body.ids),
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/image',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Sets one language’s image: base64 PNG, JPEG or WebP read from its bytes (3050, 3051); audited',
    body: { id: bannerId, language, data: imageData },
    bodyLimitBytes: BASE64_MAX_CHARS + 4096,
    rateLimit: { max: 60, timeWindowMs: 60_000 },
    handler: async (request) =>
      admin.setImage(actorOf(request), request.body.id, request.body.language, request.body.data),
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/image-remove',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Removes one language’s image (players then see another language’s); audited',
    body: { id: bannerId, language },
    handler: async (request) => admin.removeImage(actorOf(request), request.body.id, request.body.language),
  });
  apiRoute(app, {
    path: '/api/admin/site/banners/delete',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Deletes a banner and its images (3003); audited',
    body: { id: bannerId },
    handler: async (request) => admin.remove(actorOf(request), request.body.id),
  });
}
