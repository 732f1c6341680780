import { CATALOGUES, ErrorCode } from '@fairround/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appError } from './app-error.js';
import { registerErrorHandler } from './error-handler.js';

/**
 * The error handler is the last code between a failure and the client (issue #23): a request's
 * odd `lang` must not make it fail, and if it fails anyway the client still gets the generic
 * 2002 envelope, never Fastify's own page with the internal message.
 */
const VI = CATALOGUES.vi.errors;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/refused', async () => {
    throw appError(ErrorCode.BelowMinimumBuy, { params: { num: 20 } });
  });
  app.post('/broken', async () => {
    const error = new Error('database password is hunter2');
    // An error the handler cannot even read: its own formatting throws.
    Object.defineProperty(error, 'validation', {
      get() {
        throw new Error('reading this error failed at /srv/app.ts:12');
      },
    });
    throw error;
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the error handler', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'answers a refusal in the default language when lang is the inherited name %s',
    async (name) => {
      const response = await app.inject({ method: 'POST', url: '/refused', payload: { lang: name } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        info: VI[ErrorCode.BelowMinimumBuy].replace('{num}', '20'),
        data: { errCode: ErrorCode.BelowMinimumBuy },
      });
    },
  );

  it('answers the fixed generic 2002 envelope when formatting the error fails, leaking nothing', async () => {
    const response = await app.inject({ method: 'POST', url: '/broken', payload: { lang: 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 0, info: VI[ErrorCode.UnknownError], data: { errCode: ErrorCode.UnknownError } });
    expect(response.body).not.toMatch(/hunter2|app\.ts|reading this error/);
  });
});
