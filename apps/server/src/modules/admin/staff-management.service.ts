import type { ListedStaff, StaffCreateInput, StaffList } from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import type { Database } from '../../platform/db/database.js';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import { staffForbidden, staffNotFound, usernameTaken } from './admin.errors.js';
import { recordAudit } from './audit.service.js';
import { assertOwnerRemains, lockOwnersAsOwner } from './owner-guard.js';
import { createStaffSessionsRepository } from './staff-sessions.repository.js';
import { createStaffRepository, type StaffUser } from './staff.repository.js';
import type { RequestOrigin } from './staff-auth.service.js';

export function toListedStaff(user: StaffUser): ListedStaff {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    twoFactorEnabled: user.totpEnabled,
    mustChangePassword: user.mustChangePassword,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

const actorOf = (staff: StaffPrincipal) => ({ staffId: staff.staffId, username: staff.username });

/** Owners add staff and switch them off; nobody is ever deleted, so the audit trail stays readable. */
export function createStaffManagementService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(): Promise<StaffList> {
      const users = await createStaffRepository({ db }).list();
      return { items: users.map(toListedStaff) };
    },

    async create(
      actor: StaffPrincipal,
      input: StaffCreateInput,
      origin: RequestOrigin,
    ): Promise<ListedStaff> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const created = await createStaffRepository({ db: tx }).insertIfNew(
          { username: input.username, passwordHash, role: input.role, createdBy: actor.staffId },
          clock.now(),
        );
        if (!created) throw usernameTaken();
        const listed = toListedStaff(created);
        await recordAudit(tx, {
          actor: actorOf(actor),
          ip: origin.ip,
          action: 'staff.create',
          targetType: 'staff_user',
          targetId: created.id,
          after: { username: listed.username, role: listed.role },
        });
        return listed;
      });
    },

    /**
     * Disables an account and ends its sessions at once. The last active owner cannot go (3093),
     * checked behind the owners lock so two owners disabling each other cannot both pass.
     */
    async disable(actor: StaffPrincipal, staffId: string, origin: RequestOrigin): Promise<ListedStaff> {
      if (staffId === actor.staffId) throw staffForbidden();
      return db.transaction(async (tx) => {
        await lockOwnersAsOwner(tx, actor);
        const staffRepository = createStaffRepository({ db: tx });
        const target = await staffRepository.findById(staffId);
        if (!target) throw staffNotFound();
        if (target.disabled) return toListedStaff(target);
        await staffRepository.setDisabled(staffId);
        await assertOwnerRemains(tx);
        const endedSessions = await createStaffSessionsRepository({ db: tx }).revokeAllOf(
          staffId,
          clock.now(),
        );
        await recordAudit(tx, {
          actor: actorOf(actor),
          ip: origin.ip,
          action: 'staff.disable',
          targetType: 'staff_user',
          targetId: staffId,
          before: { username: target.username, role: target.role, disabled: false },
          after: { username: target.username, role: target.role, disabled: true, endedSessions },
        });
        return toListedStaff({ ...target, disabled: true });
      });
    },
  };
}
