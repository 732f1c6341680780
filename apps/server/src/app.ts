import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { API_DOCS_PATH } from '@fairround/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { registerAuthHook } from './platform/auth/auth-hook.js';
import { createAuthenticators, type Authenticators } from './platform/auth/authenticators.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { registerErrorHandler } from './platform/errors/error-handler.js';
import { registerHealthRoutes } from './platform/http/health.routes.js';
import { registerRateLimits } from './platform/http/rate-limit.js';
import { createResponseSerializerCompiler } from './platform/http/response-serializer.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerStaticApps, type StaticAppsOptions } from './platform/http/static.js';
import { loggerOptions } from './platform/logging.js';
import { createOffsetClock, isOffsetClock, registerTestClockRoute } from './platform/test-clock.js';
import { createMetrics, registerMetricsHooks, type Metrics } from './platform/metrics/metrics.js';
import { createRealtime, type Realtime } from './platform/ws/realtime.js';
import { REALTIME_SERVER_OPTIONS, registerRealtimeRoute } from './platform/ws/ws.routes.js';
import { registerModules } from './modules/index.js';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  authenticators: Authenticators;
  realtime: Realtime;
  metrics: Metrics;
};

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Tests pass false to keep output quiet; the process passes the configured level. */
  logger?: boolean;
  /** Where JSON logs go instead of stdout; tests capture them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Lets a test add its own routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** Where the built apps are; tests point these at small fake builds. */
  staticApps?: StaticAppsOptions;
  /** The process passes its own, to serve them on the metrics listener (main.ts). */
  metrics?: Metrics;
};

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server as a Fastify instance without listening: the process and tests share it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...(loggerOptions(config.LOG_LEVEL) as object), stream: options.logStream },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  const deps: AppDeps = {
    config,
    database,
    clock: config.TEST_CLOCK
      ? createOffsetClock(options.clock ?? systemClock)
      : (options.clock ?? systemClock),
    authenticators: createAuthenticators(),
    realtime: createRealtime({ redisUrl: config.REDIS_URL, logger: app.log }),
    metrics: options.metrics ?? createMetrics(),
  };
  app.addHook('onClose', async () => deps.realtime.close());

  app.setValidatorCompiler(validatorCompiler);
  // Under vitest an answer field missing from its endpoint's schema fails the call (a contract gap).
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ reportUndeclaredFields: Boolean(process.env.VITEST) }),
  );
  registerErrorHandler(app, {
    code: config.CURRENCY_CODE,
    symbol: config.CURRENCY_SYMBOL,
    minorDigits: config.CURRENCY_MINOR_DIGITS,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fairround API',
        version: '1.0.0',
        description: 'Envelope API: POST JSON, answers {code, info, data}.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurityHeaders(app);
  await registerRateLimits(app, deps);
  await app.register(fastifyWebsocket, { options: REALTIME_SERVER_OPTIONS });

  registerMetricsHooks(app, deps.metrics);
  registerAuthHook(app, deps.authenticators);
  registerHealthRoutes(app, database);
  registerRealtimeRoute(app, deps);
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());

  await registerModules(app, deps);
  if (isOffsetClock(deps.clock)) {
    app.log.warn(
      "TEST_CLOCK is on: POST /api/test/clock/advance moves this app's clock (never in production)",
    );
    registerTestClockRoute(app, deps.clock);
  }
  await options.beforeReady?.(app, deps);
  await registerStaticApps(app, options.staticApps);
  await app.ready();
  return app;
}
