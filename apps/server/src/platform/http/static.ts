import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { API_ROOT, ErrorCode } from '@fairround/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_DIST, WEB_DIST } from '../paths.js';
import { failureEnvelope } from './envelope.js';

export { ADMIN_DIST, WEB_DIST };

/** Vite puts content-hashed files under `assets/`: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, service worker, manifest, icons) is revalidated on every use. */
const REVALIDATE = 'no-cache';

export type StaticAppsOptions = {
  /** Built player app (`apps/web/dist`), served at `/`. */
  webDist?: string;
  /** Built console (`apps/admin/dist`), served at `/admin/`. */
  adminDist?: string;
};

/** Cache and content-negotiation headers for a file about to be sent from one of `roots`. */
function cacheHeaders(roots: readonly string[]) {
  const assetsDirs = roots.map((root) => path.join(root, 'assets') + path.sep);
  return (res: SetHeadersResponse, filePath: string): void => {
    const hashed = assetsDirs.some((dir) => filePath.startsWith(dir));
    res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    // The body depends on Accept-Encoding (a .br or .gz twin may be chosen), so caches must key on it.
    res.setHeader('vary', 'accept-encoding');
  };
}

/**
 * Serves the built player app at `/` and the console at `/admin/`, each with a fallback to its
 * index.html so client-side routes survive a reload. Unknown `/api` paths get an envelope.
 * Precompressed `.br`/`.gz` twins written by the Vite builds are sent when the client accepts
 * them; without a twin the plain file is sent.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  options: StaticAppsOptions = {},
): Promise<void> {
  const webDist = options.webDist ?? WEB_DIST;
  const adminDist = options.adminDist ?? ADMIN_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = fs.existsSync(path.join(adminDist, 'index.html'));
  const served = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders([webDist, adminDist]),
  } as const;
  const files = { ...served, wildcard: false, index: false, decorateReply: false } as const;
  // Only decorates `reply.sendFile` (with the same negotiation and headers) for the SPA fallback.
  await app.register(fastifyStatic, { ...served, serve: false });
  if (hasWeb) await app.register(fastifyStatic, { ...files, root: webDist, prefix: '/' });
  if (hasAdmin) await app.register(fastifyStatic, { ...files, root: adminDist, prefix: '/admin/' });
  const sendIndex = (reply: FastifyReply, root: string) => reply.code(200).sendFile('index.html', root);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.toLowerCase();
    if (url.startsWith(API_ROOT) || request.method !== 'GET') {
      return reply.status(404).send(failureEnvelope(ErrorCode.NotFound, request.language ?? 'vi'));
    }
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) {
      if (hasAdmin) return sendIndex(reply, adminDist);
    } else if (hasWeb) {
      return sendIndex(reply, webDist);
    }
    return reply.status(404).type('text/plain').send('Not built. Run `npm run build` or `npm start`.');
  });
}
