import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance, so tests can build several apps in one process. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fairround_' });
  const httpRequests = new Counter({
    name: 'fairround_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'fairround_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const settlementDuration = new Histogram({
    name: 'fairround_round_settlement_duration_seconds',
    help: 'Time to draw and settle one round, from its transaction start to commit, by room type',
    labelNames: ['room_type'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const settledOrders = new Counter({
    name: 'fairround_round_settled_orders_total',
    help: 'Orders settled by the round engine, by room type',
    labelNames: ['room_type'] as const,
    registers: [registry],
  });
  return { registry, httpRequests, httpDuration, settlementDuration, settledOrders };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts every answer of the public app by route and status. The counts are read on the metrics
 * listener (metrics-server.ts), never on the public port: they show how often each console money
 * action runs and the process's internals.
 */
export function registerMetricsHooks(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: raw URLs would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ route }, reply.elapsedTime / 1000);
  });
}
