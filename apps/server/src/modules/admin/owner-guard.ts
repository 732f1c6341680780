import { sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import { STAFF_OWNERS_LOCK_KEY } from '../../platform/db/advisory-locks.js';
import type { Executor } from '../../platform/db/database.js';
import { lastOwnerProtected, staffForbidden } from './admin.errors.js';
import { createStaffRepository } from './staff.repository.js';

/**
 * Takes the owners lock for the rest of the transaction, then checks that the acting owner still
 * is one: of two owners demoting each other at once, the second waits for the first and then
 * finds it no longer holds the role its request was admitted with (3004). Every change that can
 * take an owner away (disable, role change) runs behind this and ends with `assertOwnerRemains`.
 */
export async function lockOwnersAsOwner(tx: Executor, actor: StaffPrincipal): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_OWNERS_LOCK_KEY}::bigint)`);
  const current = await createStaffRepository({ db: tx }).findById(actor.staffId);
  if (!current || current.disabled || current.role !== 'owner') throw staffForbidden();
}

/** Refuses (3093, rolling the transaction back) a change that left no active owner. */
export async function assertOwnerRemains(tx: Executor): Promise<void> {
  if ((await createStaffRepository({ db: tx }).countActiveOwners()) === 0) throw lastOwnerProtected();
}
