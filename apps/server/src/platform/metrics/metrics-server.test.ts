import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { buildMetricsServer, METRICS_PATH } from './metrics-server.js';

/**
 * Issue #23: the per-route counts (how often each console money action runs) and the process's
 * internals are for the operator's Prometheus, not the public: the public listener has no
 * /metrics, the metrics listener (METRICS_PORT) has only /metrics.
 */
let database: TestDatabase;
let app: FastifyInstance;
let metricsServer: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const built = await buildTestAppWithDeps(database);
  app = built.app;
  metricsServer = await buildMetricsServer(built.deps.metrics);
  await metricsServer.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metricsServer?.close();
  await app?.close();
  await database?.close();
});

describe('metrics', () => {
  it('are not served on the public listener, in any spelling', async () => {
    for (const url of [METRICS_PATH, '/METRICS', '/metrics/', '/metrics?x=1']) {
      // A page path falls back to the player app's page when a build is there, or 404s.
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('# HELP');
      expect(response.body, url).not.toContain('fairround_http_requests_total');
    }
  });

  it('are served on their own listener with the public app’s counts', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    const { port } = metricsServer.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toMatch(/fairround_http_requests_total\{route="\/healthz",status="200"\} [1-9]/);
  });

  it('serve nothing else on their own listener', async () => {
    expect((await metricsServer.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(404);
    expect((await metricsServer.inject({ method: 'POST', url: METRICS_PATH })).statusCode).toBe(404);
  });
});
