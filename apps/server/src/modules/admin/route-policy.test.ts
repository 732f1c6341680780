import { adminEndpoints, EXPORT_FILE_PATH } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { trackedRoutes, type RouteSummary } from './route-catalogue.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: { ADMIN_USERNAME: 'policy-owner', ADMIN_PASSWORD: 'policy-owner-pass' },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** `printRoutes({ commonPrefix: false })` prints one `├── /path (METHOD, …)` line per route. */
function printedRoutes(instance: FastifyInstance): { url: string; methods: string[] }[] {
  return instance
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .map((line) => /(\/\S*) \(([^)]+)\)\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      url: match[1]!.toLowerCase(),
      methods: match[2]!.split(',').map((method) => method.trim()),
    }));
}

const isApi = (url: string) => url.toLowerCase().startsWith('/api/');
const isConsoleApi = (url: string) => url.toLowerCase().startsWith('/api/admin/');
const describeRoute = (route: RouteSummary) => `${route.methods.join(',')} ${route.url}`;

function consoleRoutesWithoutStaffPolicy(routes: readonly RouteSummary[]): string[] {
  return routes
    .filter((route) => isConsoleApi(route.url))
    .filter((route) => {
      // Signing in is the one console call made without a staff session.
      if (route.url.toLowerCase() === adminEndpoints.login.path) return route.auth?.kind !== 'staff-login';
      // A CSV download is fetched by a plain link: its single-use token, issued by a staff call, is the credential.
      if (route.url.toLowerCase() === EXPORT_FILE_PATH) return route.auth?.kind !== 'download';
      return route.auth?.kind !== 'staff' || route.auth.roles.length === 0;
    })
    .map(describeRoute);
}

function apiPostRoutesWithoutPolicy(routes: readonly RouteSummary[]): string[] {
  return routes
    .filter((route) => isApi(route.url) && route.methods.includes('POST') && !route.auth)
    .map(describeRoute);
}

describe('route policies', () => {
  it('sees every API route the app serves', () => {
    const tracked = new Set(
      trackedRoutes(app).flatMap((route) =>
        route.methods.map((method) => `${method} ${route.url.toLowerCase()}`),
      ),
    );
    const untracked = printedRoutes(app)
      .filter((route) => isConsoleApi(route.url) || (isApi(route.url) && route.methods.includes('POST')))
      .flatMap((route) => route.methods.map((method) => `${method} ${route.url}`))
      .filter((key) => !tracked.has(key));
    expect(
      untracked,
      'routes declared before the admin module cannot be checked; keep it first in modules/index.ts',
    ).toEqual([]);
    expect(tracked.has('POST /api/admin/login')).toBe(true);
  });

  it('gives every console route a staff policy, the login route excepted explicitly', () => {
    expect(consoleRoutesWithoutStaffPolicy(trackedRoutes(app))).toEqual([]);
  });

  it('gives every API POST route a policy', () => {
    expect(apiPostRoutesWithoutPolicy(trackedRoutes(app))).toEqual([]);
  });

  it('would notice routes declared without a policy', async () => {
    const leaky = await buildTestApp(database, {
      env: { ADMIN_USERNAME: 'policy-owner', ADMIN_PASSWORD: 'policy-owner-pass' },
      beforeReady: (instance) => {
        instance.post('/api/admin/leak', async () => ({ leaked: true }));
        instance.post('/api/Player/leak', async () => ({ leaked: true }));
        instance.post('/api/admin/public', { config: { auth: { kind: 'public' } } }, async () => ({
          leaked: true,
        }));
      },
    });
    try {
      expect(consoleRoutesWithoutStaffPolicy(trackedRoutes(leaky))).toEqual([
        'POST /api/admin/leak',
        'POST /api/admin/public',
      ]);
      expect(apiPostRoutesWithoutPolicy(trackedRoutes(leaky))).toEqual([
        'POST /api/admin/leak',
        'POST /api/Player/leak',
      ]);
    } finally {
      await leaky.close();
    }
  });
});
