import type { FastifyRequest } from 'fastify';
import { SessionRequiredError } from '../../platform/errors/app-error.js';
import type { AuditEntry } from '../admin/audit.service.js';

/** The operator acting in a console call, as the audit log records them. */
export type StaffActor = { staffId: string; username: string; ip: string | null };

export function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new SessionRequiredError();
  return { staffId: request.staff.staffId, username: request.staff.username, ip: request.ip ?? null };
}

export function auditEntry(actor: StaffActor, entry: Omit<AuditEntry, 'actor' | 'ip'>): AuditEntry {
  return { actor: { staffId: actor.staffId, username: actor.username }, ip: actor.ip, ...entry };
}

export function playerIdOf(request: FastifyRequest): string {
  if (!request.player) throw new SessionRequiredError();
  return request.player.playerId;
}
