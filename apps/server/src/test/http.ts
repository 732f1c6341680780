import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postApi } from './test-app.js';

/** The API envelope and the failure data, as tests read them. */
export type Envelope<T = unknown> = { code: number; info: string; data: T };
export type Failure = { errCode: number; field?: string };

/** Posts and answers the envelope only. */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
) {
  return (await postApi<T>(app, path, body)).body as Envelope<T>;
}

/** Posts, expects success (code 1) and answers the data. */
export async function ok<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const answer = await call<T>(app, path, body);
  expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer.data;
}

/** Posts, expects a failure with this catalogue code and answers its data. */
export async function refused(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  errCode: number,
): Promise<Failure> {
  const answer = await call<Failure>(app, path, body);
  expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0);
  expect(answer.data.errCode, `${path}: ${JSON.stringify(answer)}`).toBe(errCode);
  return answer.data;
}
