import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { failureEnvelope } from './envelope.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const ADMIN_DIST = path.join(REPO_ROOT, 'apps/admin/dist');

/**
 * Serves the built player app at `/` and the console at `/admin/`, each with a fallback to its
 * index.html so client-side routes survive a reload. Unknown `/api` paths get an envelope.
 */
export async function registerStaticApps(app: FastifyInstance): Promise<void> {
  const hasWeb = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const hasAdmin = fs.existsSync(path.join(ADMIN_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', wildcard: false, index: false });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, { root: ADMIN_DIST, prefix: '/admin/', decorateReply: false, wildcard: false, index: false });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.toLowerCase();
    if (url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send(failureEnvelope(ErrorCode.NotFound, request.language ?? 'vi'));
    }
    if (url === '/admin' || url.startsWith('/admin/')) {
      if (hasAdmin) return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(path.join(ADMIN_DIST, 'index.html')));
    } else if (hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(path.join(WEB_DIST, 'index.html')));
    }
    return reply.status(404).type('text/plain').send('Not built. Run `npm run build` or `npm start`.');
  });
}
