import { ErrorCode, appConfigEndpoints, API_DOCS_PATH, defineEndpoint } from '@fairround/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { AppError } from '../errors/app-error.js';
import { apiRoute } from './api-route.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    beforeReady: (instance) => {
      apiRoute(instance, {
        endpoint: defineEndpoint({
          path: '/api/Test/echo',
          auth: 'public',
          body: { amount: z.number().int().positive() },
          response: z.object({ doubled: z.number() }),
        }),
        auth: { kind: 'public' },
        handler: async (request) => ({ doubled: request.body.amount * 2 }),
      });
      apiRoute(instance, {
        endpoint: defineEndpoint({ path: '/api/Test/minimum', auth: 'public', response: z.never() }),
        auth: { kind: 'public' },
        handler: async () => {
          throw new AppError(ErrorCode.BelowMinimumBuy, { params: { num: 20 } });
        },
      });
      apiRoute(instance, {
        endpoint: defineEndpoint({ path: '/api/Test/explode', auth: 'public', response: z.never() }),
        auth: { kind: 'public' },
        handler: async () => {
          throw new Error('database password is hunter2 at 10.0.0.5');
        },
      });
      apiRoute(instance, {
        endpoint: defineEndpoint({
          path: '/api/Test/private',
          auth: 'player',
          body: { amount: z.number() },
          response: z.object({ secret: z.boolean() }),
        }),
        auth: { kind: 'player' },
        handler: async () => ({ secret: true }),
      });
    },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the API envelope', () => {
  it('wraps success as code 1 with the data', async () => {
    const { status, body } = await postApi(app, '/api/Test/echo', { amount: 21, lang: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, info: 'Done', data: { doubled: 42 } });
  });

  it('matches paths case-insensitively', async () => {
    const { body } = await postApi(app, '/API/test/ECHO', { amount: 1 });
    expect(body.code).toBe(1);
  });

  it('answers a validation failure with 1001 naming the field, in the request language', async () => {
    const { body } = await postApi<{ errCode: number; field: string }>(app, '/api/Test/echo', {
      amount: -1,
      lang: 'en',
    });
    expect(body.code).toBe(0);
    expect(body.data.errCode).toBe(ErrorCode.IncompleteParameters);
    expect(body.data.field).toBe('amount');
    expect(body.info).toContain('amount');
    const vi = await postApi(app, '/api/Test/echo', { lang: 'vi' });
    expect(vi.body.info).toContain('Thông tin');
  });

  it('treats a missing body like an empty one', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Test/minimum' });
    expect(response.json().data.errCode).toBe(ErrorCode.BelowMinimumBuy);
  });

  it('fills message parameters such as {num}', async () => {
    const { body } = await postApi(app, '/api/Test/minimum', { lang: 'chs' });
    expect(body).toEqual({ code: 0, info: '合计金额至少为 20', data: { errCode: 1024 } });
  });

  it('answers malformed JSON with 1001', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Test/echo',
      payload: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json().data.errCode).toBe(ErrorCode.IncompleteParameters);
  });

  it('hides the internals of an unexpected error behind 2002', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Test/explode', payload: { lang: 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 0,
      info: 'Something went wrong, please try again',
      data: { errCode: 2002 },
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers 409 for a missing or dead session before looking at the body', async () => {
    const missing = await postApi(app, '/api/Test/private', { lang: 'en' });
    expect(missing.body).toEqual({
      code: 409,
      info: 'Your session has ended, please log in again',
      data: { errCode: 1062 },
    });
    const dead = await postApi(app, '/api/Test/private', { token: 'not-a-session', amount: 'x' });
    expect(dead.body.code).toBe(409);
    const bearer = await postApi(app, '/api/Test/private', {}, { authorization: 'Bearer nope' });
    expect(bearer.body.code).toBe(409);
  });

  it('answers an unknown API path with an envelope, not an HTML page', async () => {
    const { status, body } = await postApi<{ errCode: number }>(app, '/api/Nope/nothing', { lang: 'en' });
    expect(status).toBe(404);
    expect(body.data.errCode).toBe(ErrorCode.NotFound);
  });

  it('serves health, readiness and the OpenAPI document, and no metrics (their own listener has them)', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
    // A page path like any other: the player app's page when built, else a 404.
    expect((await app.inject('/metrics')).body).not.toContain('fairround_http_requests_total');
    const openapi = (await app.inject(API_DOCS_PATH)).json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toContain(appConfigEndpoints.config.path);
  });

  it('sends security headers', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses bodies over the size limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Test/echo',
      payload: { amount: 1, pad: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().data.errCode).toBe(ErrorCode.IncompleteParameters);
  });
});

describe('getconfig', () => {
  it('tells the client its languages, currency and version', async () => {
    const { body } = await postApi<{
      defaultLanguage: string;
      currency: { code: string; minorDigits: number };
    }>(app, appConfigEndpoints.config.path);
    expect(body.code).toBe(1);
    expect(body.data.defaultLanguage).toBe('vi');
    expect(body.data.currency).toMatchObject({ code: 'USD', minorDigits: 2 });
  });
});
