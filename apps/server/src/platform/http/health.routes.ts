import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
