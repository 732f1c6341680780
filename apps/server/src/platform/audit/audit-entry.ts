import type { StaffActor } from '../auth/console-actor.js';

/**
 * One audit-log row as every module describes it; modules/admin's `recordAudit` writes it in the
 * same transaction as the change. Here rather than in admin so a module can build entries
 * without depending on the console's internals.
 */
export type AuditEntry = {
  actor: { staffId: string; username: string } | null;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  /**
   * When it happened, from the module's clock; the database's time when left out. A module that
   * counts its own rows by time (a rate limit) stamps them with the clock it counts by.
   */
  at?: Date;
};

/** An entry for `actor`'s change. */
export function auditEntry(actor: StaffActor, entry: Omit<AuditEntry, 'actor' | 'ip'>): AuditEntry {
  return { actor: { staffId: actor.staffId, username: actor.username }, ip: actor.ip, ...entry };
}
