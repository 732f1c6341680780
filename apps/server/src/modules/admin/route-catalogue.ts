import type { FastifyInstance } from 'fastify';
import type { RoutePolicy } from '../../platform/auth/route-policy.js';

export type RouteSummary = {
  methods: string[];
  url: string;
  auth: RoutePolicy | undefined;
  /** The route's declared body schema (a zod object for `apiRoute` calls), for the schema fuzz. */
  body: unknown;
};

const catalogues = new WeakMap<FastifyInstance, RouteSummary[]>();

/**
 * Remembers every route declared after this call with its auth policy, so the route-policy test
 * can check that no console or API route was left without one. Fastify's `onRoute` only sees
 * later routes, which is why the admin module registers first; the test cross-checks the list
 * against `printRoutes()` so a route declared earlier cannot slip through unnoticed. The body
 * schema is kept too, so the reliability fuzz generates bodies from each route's own contract.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RouteSummary[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({
      methods: [route.method].flat().map(String),
      url: route.url,
      auth: route.config?.auth,
      body: route.schema?.body,
    });
  });
}

export function trackedRoutes(app: FastifyInstance): readonly RouteSummary[] {
  return catalogues.get(app) ?? [];
}
