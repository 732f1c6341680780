import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { STAFF_ROLES, type StaffRole } from '../../platform/auth/route-policy.js';
import { staffUsers } from './admin.tables.js';

export type StaffUser = typeof staffUsers.$inferSelect & { role: StaffRole };

/** The role column is checked by the database; this narrows its text to the TypeScript union. */
export function asStaffUser(row: typeof staffUsers.$inferSelect): StaffUser {
  if (!(STAFF_ROLES as readonly string[]).includes(row.role))
    throw new Error(`Unknown staff role ${row.role}`);
  return { ...row, role: row.role as StaffRole };
}

export function createStaffRepository({ db }: { db: Executor }) {
  return {
    async findByUsername(username: string): Promise<StaffUser | null> {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.username}) = lower(${username})`);
      return row ? asStaffUser(row) : null;
    },
    async findById(id: string): Promise<StaffUser | null> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return row ? asStaffUser(row) : null;
    },
    async list(): Promise<StaffUser[]> {
      const rows = await db
        .select()
        .from(staffUsers)
        .orderBy(asc(staffUsers.createdAt), asc(staffUsers.username));
      return rows.map(asStaffUser);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
      return row?.count ?? 0;
    },
    async countActiveOwners(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.disabled, false)));
      return row?.count ?? 0;
    },
    /** Inserts unless the username (any case) is taken; returns null when it was. */
    async insertIfNew(
      user: { username: string; passwordHash: string; role: StaffRole; createdBy?: string | null },
      now: Date,
    ): Promise<StaffUser | null> {
      const [row] = await db
        .insert(staffUsers)
        .values({ id: randomUUID(), ...user, createdAt: now })
        .onConflictDoNothing()
        .returning();
      return row ? asStaffUser(row) : null;
    },
    async setLastLogin(id: string, now: Date): Promise<void> {
      await db.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, id));
    },
    /** Stores a new secret that is not trusted until enabled with a valid code. */
    async setPendingTotpSecret(id: string, secret: string): Promise<void> {
      await db
        .update(staffUsers)
        .set({ totpSecret: secret, totpEnabled: false, totpLastStep: null })
        .where(eq(staffUsers.id, id));
    },
    /** Trusts the pending secret; `acceptedStep` is the step of the code that proved it, if any. */
    async enableTotp(id: string, acceptedStep: number | null): Promise<void> {
      await db
        .update(staffUsers)
        .set({ totpEnabled: true, totpLastStep: acceptedStep })
        .where(eq(staffUsers.id, id));
    },
    /**
     * Spends a TOTP code: records `step` as the last accepted one unless a code of this step or a
     * later one was accepted before, and says whether it did. A single conditional update, so of
     * two requests racing with one code exactly one gets true.
     */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffUsers.id, id),
            eq(staffUsers.totpEnabled, true),
            or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
          ),
        )
        .returning({ id: staffUsers.id });
      return rows.length === 1;
    },
    async setDisabled(id: string, disabled = true): Promise<void> {
      await db.update(staffUsers).set({ disabled }).where(eq(staffUsers.id, id));
    },
    /** A new password hash; `mustChange` makes the account replace it before doing anything else. */
    async setPassword(id: string, passwordHash: string, mustChange: boolean): Promise<void> {
      await db
        .update(staffUsers)
        .set({ passwordHash, mustChangePassword: mustChange })
        .where(eq(staffUsers.id, id));
    },
    /** Forgets the TOTP secret: the account signs in with its password and must enrol again. */
    async clearTotp(id: string): Promise<void> {
      await db
        .update(staffUsers)
        .set({ totpSecret: null, totpEnabled: false, totpLastStep: null })
        .where(eq(staffUsers.id, id));
    },
    async setRole(id: string, role: StaffRole): Promise<void> {
      await db.update(staffUsers).set({ role }).where(eq(staffUsers.id, id));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
