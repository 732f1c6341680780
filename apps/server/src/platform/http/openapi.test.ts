import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Routes still declared with the older `apiRoute({ path, body })` form, so without an answer
 * schema. The list only shrinks: a route that gains its endpoint must leave it (the test fails
 * while it is listed), and a new route without one fails too.
 */
const ROUTES_WITHOUT_RESPONSE_SCHEMA = new Set<string>([
  '/api/Fair/chains',
  '/api/Fair/recent',
  '/api/Fair/round',
  '/api/Game/betDays',
  '/api/Game/betOrders',
  '/api/Game/current',
  '/api/Game/getGameList',
  '/api/Game/getGamecancel',
  '/api/Game/getGameinfo',
  '/api/Game/getGamelog',
  '/api/Game/getGamelog2',
  '/api/Game/getRoomList',
  '/api/Game/getTrendData',
  '/api/Game/getVorder',
  '/api/Game/getWinners',
  '/api/Game/order',
  '/api/Game/todayWinLost',
  '/api/admin/players/bets',
  '/api/admin/rounds/chains/list',
  '/api/admin/rounds/chains/publish',
  '/api/admin/rounds/list',
  '/api/admin/rounds/room-types/list',
  '/api/admin/rounds/room-types/update',
  '/api/admin/rounds/rooms/list',
  '/api/admin/rounds/rooms/update',
  '/api/admin/site/tiles/create',
  '/api/admin/site/tiles/delete',
  '/api/admin/site/tiles/list',
  '/api/admin/site/tiles/reorder',
  '/api/admin/site/tiles/update',
]);

type Operation = {
  summary?: string;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type JsonSchema = {
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
};
type OpenApi = { paths: Record<string, { post?: Operation }> };

let database: TestDatabase;
let app: FastifyInstance;
let document: OpenApi;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  document = (await app.inject('/api/docs/json')).json();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const jsonSchemaOf = (operation: Operation, status: string) =>
  operation.responses?.[status]?.content?.['application/json']?.schema;

function postRoutes(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    item.post ? [[path, item.post] as [string, Operation]] : [],
  );
}

describe('OpenAPI answers', () => {
  it('documents a 200 answer schema for every POST route but the listed ones', () => {
    const missing = postRoutes()
      .filter(([, operation]) => jsonSchemaOf(operation, '200') === undefined)
      .map(([path]) => path)
      .sort();
    const unlisted = missing.filter((path) => !ROUTES_WITHOUT_RESPONSE_SCHEMA.has(path));
    const nowDocumented = [...ROUTES_WITHOUT_RESPONSE_SCHEMA]
      .filter((path) => !missing.includes(path))
      .sort();
    expect(unlisted, 'routes without an answer schema that are not listed').toEqual([]);
    expect(nowDocumented, 'listed routes that have an answer schema now: remove them from the list').toEqual(
      [],
    );
  });

  it('documents the success and the failure envelope of a migrated route', () => {
    const recharge = document.paths['/api/Game/recharge']!.post!;
    const ok = jsonSchemaOf(recharge, '200')!;
    const branches = ok.oneOf ?? ok.anyOf ?? [];
    expect(branches.map((branch) => branch.properties?.code?.enum)).toEqual([[1], [0, 409]]);
    const success = branches[0]!;
    expect(Object.keys(success.properties!.data!.properties!)).toEqual(
      expect.arrayContaining(['id', 'amount', 'status', 'createdAt']),
    );
    const failure = jsonSchemaOf(recharge, 'default')!;
    expect(Object.keys(failure.properties!)).toEqual(['code', 'info', 'data']);
    expect(recharge.responses!.default!.description).toContain('1050, 1042');
  });
});
