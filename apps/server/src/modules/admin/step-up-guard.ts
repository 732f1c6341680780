import type { StepUpLocks } from '@fairround/shared';
import { inArray } from 'drizzle-orm';
import type { StaffPrincipal } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../../platform/credentials/login-throttle.js';
import type { Database } from '../../platform/db/database.js';
import { loginLocked, twoFactorWrong } from './admin.errors.js';
import { staffUsers } from './admin.tables.js';
import { recordAudit } from './audit.service.js';
import type { RequestOrigin } from './staff-auth.service.js';

/**
 * Five wrong step-up codes within 15 minutes lock that account's step-up actions for the rest of
 * the window: a stolen session could otherwise walk the million codes at request speed.
 */
export const STEP_UP_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 5, windowMs: 15 * 60_000 };

/** Staff usernames never hold a colon, so these keys cannot meet a login's in the shared table. */
const KEY_PREFIX = 'step-up:';
const keyOf = (staffId: string) => `${KEY_PREFIX}${staffId}`;

/**
 * The throttle in front of step-up codes. It keeps its failures in the login throttle's table
 * (shared by every instance, kept across restarts) under its own keys; the IP is not counted,
 * since the attacker it stops already holds a session.
 */
export function createStepUpGuard({ db, clock }: { db: Database; clock: Clock }) {
  const throttle = createLoginThrottle({ db, clock, kind: 'staff', limits: STEP_UP_LIMITS });

  return {
    /**
     * Refuses while locked (3001, even with the right code, which stays unspent); else runs
     * `verify` and counts a wrong code (3006). A missing code is no guess and is not counted.
     */
    async check(
      staff: StaffPrincipal,
      otp: string | null,
      origin: RequestOrigin,
      verify: (otp: string) => Promise<boolean>,
    ): Promise<void> {
      const key = keyOf(staff.staffId);
      const lockedMinutes = await throttle.lockedForMinutes(key, null);
      if (lockedMinutes !== null) throw loginLocked(lockedMinutes);
      if (otp === null) throw twoFactorWrong();
      if (await verify(otp)) return throttle.recordSuccess(key);
      await throttle.recordFailure(key, null);
      const nowLocked = await throttle.lockedForMinutes(key, null);
      if (nowLocked !== null)
        await recordAudit(db, {
          actor: { staffId: staff.staffId, username: staff.username },
          ip: origin.ip,
          action: 'staff.step_up_locked',
          targetType: 'staff_user',
          targetId: staff.staffId,
          after: { wrongCodes: STEP_UP_LIMITS.perAccount, lockedMinutes: nowLocked },
        });
      throw twoFactorWrong();
    },

    /** Every account locked now with the time its lock ends (its oldest counted failure + window). */
    async locks(): Promise<StepUpLocks> {
      const locked = (await throttle.lockedAccounts(KEY_PREFIX)).map(({ key, until }) => ({
        staffId: key.slice(KEY_PREFIX.length),
        until,
      }));
      if (locked.length === 0) return { items: [] };
      const names = await db
        .select({ id: staffUsers.id, username: staffUsers.username })
        .from(staffUsers)
        .where(inArray(staffUsers.id, locked.map((lock) => lock.staffId)));
      const usernameOf = new Map(names.map((name) => [name.id, name.username]));
      return {
        items: locked.map((lock) => ({
          staffId: lock.staffId,
          username: usernameOf.get(lock.staffId) ?? lock.staffId,
          lockedUntil: lock.until.toISOString(),
        })),
      };
    },
  };
}
