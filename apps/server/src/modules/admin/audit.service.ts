import type { AuditListPage, UiLanguage } from '@fairround/shared';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../platform/audit/audit-entry.js';
import type { Executor } from '../../platform/db/database.js';
import { auditLog } from './admin.tables.js';
import { auditTargetNames } from './audit-targets.js';

/**
 * Appends one audit row. Pass the SAME transaction as the change it records, so the change and
 * its record commit or roll back together. Never put secrets (hashes, TOTP secrets) in before/after.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorStaffId: entry.actor?.staffId ?? null,
    actorUsername: entry.actor?.username ?? null,
    ip: entry.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/**
 * How many rows of `action` on one target were written since a moment: a module's rate limit
 * counted from its own audit rows (a player's nickname changes), so it needs no column of its own.
 */
export async function countAuditSince(
  executor: Executor,
  filter: { action: string; targetType: string; targetId: string; since: Date },
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, filter.action),
        eq(auditLog.targetType, filter.targetType),
        eq(auditLog.targetId, filter.targetId),
        gte(auditLog.at, filter.since),
      ),
    );
  return row?.count ?? 0;
}

export type AuditFilters = {
  /** Matches actions starting with this text, so `staff.` lists every staff action. */
  action?: string;
  /** The acting staff's username, any case. */
  actor?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
};

export type AuditPage = { page: number; pageSize: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The audit list's filters, for the list and its export. */
export function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(sql`${auditLog.action} like ${`${escapeLike(filters.action)}%`}`);
  if (filters.actor) conditions.push(sql`lower(${auditLog.actorUsername}) = lower(${filters.actor})`);
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(auditLog.at, filters.from));
  if (filters.to) conditions.push(lte(auditLog.at, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Newest first, one page at a time, with the total count for the pager; each row carries its
 * target's readable name (in `language`) where there is one.
 */
export async function listAudit(
  executor: Executor,
  filters: AuditFilters,
  { page, pageSize }: AuditPage,
  language: UiLanguage = 'en-US',
): Promise<AuditListPage> {
  const where = auditWhere(filters);
  const [rows, [counted]] = await Promise.all([
    executor
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const names = await auditTargetNames(executor, rows, language);
  return {
    items: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      targetName: names.get(`${row.targetType}:${row.targetId}`) ?? null,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
