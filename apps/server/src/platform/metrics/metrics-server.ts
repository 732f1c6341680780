import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * The Prometheus listener (config METRICS_PORT on METRICS_HOST): `GET /metrics` and nothing else,
 * on its own port so the public listener, and the proxy in front of it, never serve the counts.
 * main.ts listens on it; tests inject into it.
 */
export async function buildMetricsServer(metrics: Metrics): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, connectionTimeout: 10_000, requestTimeout: 10_000 });
  server.get(METRICS_PATH, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await server.ready();
  return server;
}
