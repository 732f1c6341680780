import { fromApiLanguage, type UiLanguage } from '@fairround/shared';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the body's `lang` (seed contract), else an `x-lang` header, else vi. */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const body = request.body as { lang?: unknown } | undefined;
  const fromBody = body && typeof body === 'object' ? body.lang : undefined;
  return fromApiLanguage(fromBody ?? request.headers['x-lang']);
}

/** The session token: the body's `token` (seed contract) or an `Authorization: Bearer` header. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const body = request.body as { token?: unknown } | undefined;
  const token = body && typeof body === 'object' ? body.token : undefined;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
