import type {
  ListedStaff,
  StaffChangeRoleInput,
  StaffResetPasswordInput,
  StaffSessionList,
  StaffSessionsEnded,
} from '@fairround/shared';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { ownAccountElsewhere, staffNotFound } from './admin.errors.js';
import { recordAudit } from './audit.service.js';
import { assertOwnerRemains, lockOwnersAsOwner } from './owner-guard.js';
import { createStaffSessionsRepository } from './staff-sessions.repository.js';
import { createStaffRepository, type StaffUser } from './staff.repository.js';
import type { RequestOrigin } from './staff-auth.service.js';
import { toListedStaff } from './staff-management.service.js';

/** What one change did: its audit action and states, whether the sessions end, the account after. */
type StaffChange = {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  endSessions: boolean;
  result: StaffUser;
};

const actorOf = (staff: StaffPrincipal) => ({ staffId: staff.staffId, username: staff.username });

/** The live sessions of an account as the console lists them; `currentSessionId` is the caller's. */
export async function listSessionsOf(
  executor: Executor,
  staffId: string,
  currentSessionId: string,
  now: Date,
): Promise<StaffSessionList> {
  const sessions = await createStaffSessionsRepository({ db: executor }).listLive(staffId, now);
  return {
    items: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      current: session.id === currentSessionId,
    })),
  };
}

/**
 * What an owner does to another account after creating it: reset its password (to a temporary
 * one it must replace) or its second factor, change its role, switch it back on, and see or end
 * its sessions. Each change is one transaction with its audit row; every change that weakens or
 * re-shapes the account's access ends all its sessions, so the old credentials or role stop at
 * once. Passwords and secrets never reach the audit log.
 */
export function createStaffLifecycleService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * Loads the target inside one transaction (behind the owners lock when asked), runs `change`,
   * ends the target's sessions when it says so, and audits; a null change answers the target as is.
   */
  async function changeStaff(
    actor: StaffPrincipal,
    staffId: string,
    origin: RequestOrigin,
    change: (tx: Executor, target: StaffUser) => Promise<StaffChange | null>,
    { lockOwners = false }: { lockOwners?: boolean } = {},
  ): Promise<ListedStaff> {
    return db.transaction(async (tx) => {
      // Before reading the target, so a change that waited for the lock sees the one before it.
      if (lockOwners) await lockOwnersAsOwner(tx, actor);
      const target = await createStaffRepository({ db: tx }).findById(staffId);
      if (!target) throw staffNotFound();
      const changed = await change(tx, target);
      if (!changed) return toListedStaff(target);
      const endedSessions = changed.endSessions
        ? await createStaffSessionsRepository({ db: tx }).revokeAllOf(staffId, clock.now())
        : 0;
      await recordAudit(tx, {
        actor: actorOf(actor),
        ip: origin.ip,
        action: changed.action,
        targetType: 'staff_user',
        targetId: staffId,
        before: changed.before,
        after: {
          username: target.username,
          ...changed.after,
          ...(changed.endSessions ? { endedSessions } : {}),
        },
      });
      return toListedStaff(changed.result);
    });
  }

  return {
    /** A temporary password the account must replace at its next sign-in; its sessions end. */
    async resetPassword(actor: StaffPrincipal, input: StaffResetPasswordInput, origin: RequestOrigin) {
      if (input.staffId === actor.staffId) throw ownAccountElsewhere();
      const passwordHash = await hashPassword(input.temporaryPassword);
      return changeStaff(actor, input.staffId, origin, async (tx, target) => {
        await createStaffRepository({ db: tx }).setPassword(target.id, passwordHash, true);
        return {
          action: 'staff.password_reset',
          before: { mustChangePassword: target.mustChangePassword },
          after: { mustChangePassword: true },
          endSessions: true,
          result: { ...target, mustChangePassword: true },
        };
      });
    },

    /** Forgets the TOTP secret: the account enrols again at its next sign-in; its sessions end. */
    async resetTwoFactor(actor: StaffPrincipal, staffId: string, origin: RequestOrigin) {
      if (staffId === actor.staffId) throw ownAccountElsewhere();
      return changeStaff(actor, staffId, origin, async (tx, target) => {
        await createStaffRepository({ db: tx }).clearTotp(target.id);
        return {
          action: 'staff.2fa_reset',
          before: { twoFactorEnabled: target.totpEnabled },
          after: { twoFactorEnabled: false },
          endSessions: true,
          result: { ...target, totpEnabled: false, totpSecret: null, totpLastStep: null },
        };
      });
    },

    /**
     * A new role (the sessions end, so no request runs on with the old one). Behind the owners
     * lock: the last active owner cannot be demoted, even by themselves or by two owners at once.
     */
    async changeRole(actor: StaffPrincipal, input: StaffChangeRoleInput, origin: RequestOrigin) {
      return changeStaff(
        actor,
        input.staffId,
        origin,
        async (tx, target) => {
          if (target.role === input.role) return null;
          await createStaffRepository({ db: tx }).setRole(target.id, input.role);
          await assertOwnerRemains(tx);
          return {
            action: 'staff.role_change',
            before: { role: target.role },
            after: { role: input.role },
            endSessions: true,
            result: { ...target, role: input.role },
          };
        },
        { lockOwners: true },
      );
    },

    /** Switches a disabled account back on; it signs in again with its credentials as they were. */
    async enable(actor: StaffPrincipal, staffId: string, origin: RequestOrigin) {
      return changeStaff(actor, staffId, origin, async (tx, target) => {
        if (!target.disabled) return null;
        await createStaffRepository({ db: tx }).setDisabled(target.id, false);
        return {
          action: 'staff.enable',
          before: { disabled: true },
          after: { role: target.role, disabled: false },
          endSessions: false,
          result: { ...target, disabled: false },
        };
      });
    },

    async sessions(actor: StaffPrincipal, staffId: string): Promise<StaffSessionList> {
      if (!(await createStaffRepository({ db }).findById(staffId))) throw staffNotFound();
      return listSessionsOf(db, staffId, actor.sessionId, clock.now());
    },

    /** Ends every session of the account (the owner's own too, when they ask for their own). */
    async endSessions(
      actor: StaffPrincipal,
      staffId: string,
      origin: RequestOrigin,
    ): Promise<StaffSessionsEnded> {
      return db.transaction(async (tx) => {
        const target = await createStaffRepository({ db: tx }).findById(staffId);
        if (!target) throw staffNotFound();
        const endedSessions = await createStaffSessionsRepository({ db: tx }).revokeAllOf(
          staffId,
          clock.now(),
        );
        await recordAudit(tx, {
          actor: actorOf(actor),
          ip: origin.ip,
          action: 'staff.sessions_end',
          targetType: 'staff_user',
          targetId: staffId,
          after: { username: target.username, endedSessions },
        });
        return { endedSessions };
      });
    },
  };
}

export type StaffLifecycleService = ReturnType<typeof createStaffLifecycleService>;
