import type { FastifyRequest } from 'fastify';
import type { PlayerPrincipal, StaffPrincipal } from '../../platform/auth/route-policy.js';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import type { SessionMeta } from './sessions/sessions.service.js';

export function sessionMetaOf(request: FastifyRequest): SessionMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The auth hook has resolved the principal for player routes; this only narrows the type. */
export function playerOf(request: FastifyRequest): PlayerPrincipal {
  if (!request.player) throw new SessionRequiredError();
  return request.player;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new SessionRequiredError();
  return request.staff;
}
