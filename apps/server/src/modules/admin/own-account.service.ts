import type { StaffChangePasswordInput, StaffPasswordChanged, StaffSessionList } from '@fairround/shared';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import type { LoginThrottle } from '../../platform/credentials/login-throttle.js';
import { hashPassword, verifyPassword } from '../../platform/credentials/password-hash.js';
import type { Database } from '../../platform/db/database.js';
import { currentPasswordWrong, loginLocked, newPasswordSameAsOld, staffForbidden } from './admin.errors.js';
import { recordAudit } from './audit.service.js';
import { listSessionsOf } from './staff-lifecycle.service.js';
import { createStaffSessionsRepository } from './staff-sessions.repository.js';
import { createStaffRepository } from './staff.repository.js';
import type { RequestOrigin, StaffAuthService } from './staff-auth.service.js';

/**
 * What every staff member does to their own account: change the password (which also clears a
 * temporary one an owner set) and see their sessions. A wrong current password counts as a
 * failed sign-in of the account, so a stolen session cannot guess it at request speed.
 */
export function createOwnAccountService({
  db,
  clock,
  throttle,
  auth,
}: {
  db: Database;
  clock: Clock;
  throttle: LoginThrottle;
  auth: Pick<StaffAuthService, 'checkOwnCode'>;
}) {
  return {
    async changePassword(
      staff: StaffPrincipal,
      input: StaffChangePasswordInput,
      origin: RequestOrigin,
    ): Promise<StaffPasswordChanged> {
      const user = await createStaffRepository({ db }).findById(staff.staffId);
      if (!user || user.disabled) throw staffForbidden();
      const throttleKey = user.username.toLowerCase();
      const throttleIp = origin.ip ?? 'unknown';
      const lockedMinutes = await throttle.lockedForMinutes(throttleKey, throttleIp);
      if (lockedMinutes !== null) throw loginLocked(lockedMinutes);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await throttle.recordFailure(throttleKey, throttleIp);
        throw currentPasswordWrong();
      }
      if (input.newPassword === input.currentPassword) throw newPasswordSameAsOld();
      await auth.checkOwnCode(staff, input.otp?.trim() || null, origin);
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        await createStaffRepository({ db: tx }).setPassword(staff.staffId, passwordHash, false);
        const endedSessions = await createStaffSessionsRepository({ db: tx }).revokeOthersOf(
          staff.staffId,
          staff.sessionId,
          clock.now(),
        );
        await recordAudit(tx, {
          actor: { staffId: staff.staffId, username: staff.username },
          ip: origin.ip,
          action: 'staff.password_changed',
          targetType: 'staff_user',
          targetId: staff.staffId,
          before: { mustChangePassword: user.mustChangePassword },
          after: { mustChangePassword: false, endedSessions },
        });
        return { endedSessions };
      });
    },

    sessions: (staff: StaffPrincipal): Promise<StaffSessionList> =>
      listSessionsOf(db, staff.staffId, staff.sessionId, clock.now()),
  };
}

export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
