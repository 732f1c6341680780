import { and, eq, gte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { staffUsers } from './admin.tables.js';

/**
 * Whether one of two staff accounts created the other at or after `since`. Such a pair may be one
 * person with two accounts, so the cashier does not count it as two operators.
 */
export async function oneStaffCreatedTheOther(
  executor: Executor,
  a: string,
  b: string,
  since: Date,
): Promise<boolean> {
  const rows = await executor
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        or(
          and(eq(staffUsers.id, a), eq(staffUsers.createdBy, b)),
          and(eq(staffUsers.id, b), eq(staffUsers.createdBy, a)),
        ),
        gte(staffUsers.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
