import * as shared from '@fairround/shared';
import { API_DOCS_PATH, cashierEndpoints, testClockEndpoints, type AnyEndpoint } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

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
  document = (await app.inject(API_DOCS_PATH)).json();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every endpoint path the shared package exports (its `xEndpoints` objects). */
function contractPaths(): Set<string> {
  const groups = Object.entries(shared).filter(([name]) => name.endsWith('Endpoints'));
  const endpoints = groups.flatMap(([, group]) => Object.values(group as Record<string, AnyEndpoint>));
  return new Set(endpoints.map((endpoint) => endpoint.path));
}

const jsonSchemaOf = (operation: Operation, status: string) =>
  operation.responses?.[status]?.content?.['application/json']?.schema;

function postRoutes(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    item.post ? [[path, item.post] as [string, Operation]] : [],
  );
}

describe('OpenAPI answers', () => {
  it('documents a 200 answer schema for every POST route', () => {
    const missing = postRoutes()
      .filter(([, operation]) => jsonSchemaOf(operation, '200') === undefined)
      .map(([path]) => path);
    expect(missing, 'routes without an answer schema').toEqual([]);
  });

  it('registers every POST route from an endpoint of the shared contract, and every endpoint', () => {
    const contract = contractPaths();
    const routes = postRoutes().map(([path]) => path);
    expect(
      routes.filter((path) => !contract.has(path)),
      'routes outside the contract',
    ).toEqual([]);
    // The test clock's one call exists only with TEST_CLOCK=true (not in this app).
    const unregistered = [...contract].filter((path) => !routes.includes(path));
    expect(unregistered).toEqual([testClockEndpoints.advance.path]);
  });

  it('documents the success and the failure envelope of a migrated route', () => {
    const recharge = document.paths[cashierEndpoints.recharge.path]!.post!;
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
