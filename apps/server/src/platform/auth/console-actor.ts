import type { FastifyRequest } from 'fastify';
import { SessionRequiredError } from '../errors/app-error.js';

/** The operator acting in a console call, as the audit log records them. */
export type StaffActor = { staffId: string; username: string; ip: string | null };

/** The signed-in operator of a console call (the route policy has already required one). */
export function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new SessionRequiredError();
  return { staffId: request.staff.staffId, username: request.staff.username, ip: request.ip ?? null };
}

/** The signed-in player of a player-app call. */
export function playerIdOf(request: FastifyRequest): string {
  if (!request.player) throw new SessionRequiredError();
  return request.player.playerId;
}
