import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { Clock } from '../platform/clock.js';
import type { TestDatabase } from './test-database.js';

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  beforeReady?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  staticApps?: BuildAppOptions['staticApps'];
};

/** The real app on a test database, quiet, with the environment a test chooses. */
export async function buildTestApp(
  database: TestDatabase,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({
      DATA_DIR: '/tmp/fairround-test-unused',
      PRICE_FEED: 'off',
      ROUND_SCHEDULER: 'false',
      STAKING_ACCRUAL: 'false',
      PROTECTION_NOTICES: 'false',
      PLAYER_BROADCASTS: 'false',
      VERIFICATION_RETENTION: 'false',
      ADMIN_USERNAME: 'test-owner',
      ADMIN_PASSWORD: 'test-owner-password',
      ...options.env,
    }),
    database,
    clock: options.clock,
    logger: false,
    beforeReady: options.beforeReady,
    staticApps: options.staticApps,
  });
}

/** `buildTestApp`, also answering the dependencies it was built with, for harnesses that drive modules by hand. */
export async function buildTestAppWithDeps(
  database: TestDatabase,
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  let captured: AppDeps | null = null;
  const app = await buildTestApp(database, {
    ...options,
    beforeReady: async (built, deps) => {
      captured = deps;
      await options.beforeReady?.(built, deps);
    },
  });
  return { app, deps: captured as unknown as AppDeps };
}

/** Posts a JSON body the way the seed client does and returns the parsed envelope. */
export async function postApi<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; info: string; data: T } }> {
  const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
  return { status: response.statusCode, body: response.json() };
}
