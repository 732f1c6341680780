import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** helmet's own value: a year, subdomains included. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, assets, API calls, errors, 404s, health, metrics):
 * helmet's set with our CSP (no plugins, no <base> hijack, no framing), `nosniff` and
 * `Referrer-Policy: no-referrer`. HSTS goes only on answers that travelled over TLS, directly or
 * (with TRUST_PROXY) per the proxy's X-Forwarded-Proto: over plain HTTP browsers ignore it, and
 * sending it there would only mislead a reader of the headers. No CORS plugin is registered, so no
 * answer carries Access-Control-Allow-Origin: the apps and the API share one origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
