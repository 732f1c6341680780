import { bannersEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../platform/http/api-route.js';
import type { BannersService } from './banners.service.js';

/** A content-hash URL's file name: 64 hex digits and the type's extension. */
const IMAGE_FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** A year, and `immutable`: the URL names the content, so a changed image gets a new URL. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Player calls: the carousel (`/api/Game/slide`, seed §7) and the images it points at. */
export function registerBannersRoutes(app: FastifyInstance, service: BannersService): void {
  apiRoute(app, {
    endpoint: bannersEndpoints.slides,
    auth: { kind: 'public' },
    tags: ['content'],
    summary: 'Enabled home banners in display order: { list: [{ id, img, link, lang, sort }] }',
    handler: async (request) => service.slides(request.language),
  });

  app.get<{ Params: { file: string } }>(
    '/media/banners/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().max(80) }) },
      config: { auth: { kind: 'public' } },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      const image = match ? await service.image(match[1]!) : null;
      if (!image)
        return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      return reply
        .header('cache-control', CACHE_FOREVER)
        .header('content-length', image.bytes.length)
        .type(image.mime)
        .send(image.bytes);
    },
  );
}
