import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { StaffRole } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { auditLog, staffSessions, staffUsers } from './admin.tables.js';
import { auditWhere, type AuditFilters } from './audit.service.js';

/**
 * One page of the audit log for an export: the list's filters, newest first by id (the list's
 * order), after the id `afterId`. Read-only; the exports module streams it.
 */
export async function auditExportPage(executor: Executor, filters: AuditFilters, afterId: number | null, limit: number) {
  return executor
    .select()
    .from(auditLog)
    .where(and(auditWhere(filters), afterId === null ? undefined : lt(auditLog.id, afterId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/**
 * The staff behind a console session, if that session is still live (not signed out, not
 * expired, account not disabled): a download link is honoured only while its session is.
 */
export async function liveSessionStaff(
  executor: Executor,
  session: { sessionId: string; staffId: string },
  now: Date,
): Promise<{ staffId: string; username: string; role: StaffRole; twoFactorEnabled: boolean } | null> {
  const [row] = await executor
    .select({ id: staffUsers.id, username: staffUsers.username, role: staffUsers.role, totp: staffUsers.totpEnabled })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, session.sessionId),
        eq(staffSessions.staffId, session.staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffUsers.disabled, false),
      ),
    );
  return row ? { staffId: row.id, username: row.username, role: row.role as StaffRole, twoFactorEnabled: row.totp } : null;
}
