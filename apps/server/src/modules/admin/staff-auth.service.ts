import type {
  StaffLoginResult,
  StaffMe,
  StaffView,
  TwoFactorEnabled,
  TwoFactorSetup,
} from '@fairround/shared';
import type { Config } from '../../config/config.js';
import type { Clock } from '../../platform/clock.js';
import type { LoginThrottle } from '../../platform/credentials/login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/credentials/password-hash.js';
import { lookupHashOf, newSessionToken } from '../../platform/credentials/session-token.js';
import type { Database } from '../../platform/db/database.js';
import type { RoutePolicy, StaffPrincipal } from '../../platform/auth/route-policy.js';
import {
  loginLocked,
  passwordChangeRequired,
  staffForbidden,
  staffLoginFailed,
  twoFactorRequired,
  twoFactorWrong,
} from './admin.errors.js';
import { recordAudit } from './audit.service.js';
import { createStaffSessionsRepository } from './staff-sessions.repository.js';
import { createStepUpGuard } from './step-up-guard.js';
import { asStaffUser, createStaffRepository, type StaffUser } from './staff.repository.js';
import { matchedTotpStep, newTotpSecret, totpUri } from '../../platform/credentials/totp.js';

export type RequestOrigin = { ip: string | null; userAgent: string | null };

export function toStaffView(user: StaffUser): StaffView {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    twoFactorEnabled: user.totpEnabled,
    mustChangePassword: user.mustChangePassword,
  };
}

const actorOf = (staff: StaffPrincipal) => ({ staffId: staff.staffId, username: staff.username });

/** Reads the body's `otp` as the seed client may send it: a string, or a number that lost nothing. */
export function readOtp(body: unknown): string | null {
  const otp = body && typeof body === 'object' ? (body as { otp?: unknown }).otp : undefined;
  if (typeof otp === 'string' && otp.trim() !== '') return otp.trim();
  if (typeof otp === 'number' && Number.isInteger(otp) && otp >= 0) return String(otp).padStart(6, '0');
  return null;
}

/**
 * Console sign-in, sessions and two-factor. Login failures of every kind answer 3007 after the
 * same amount of hashing work; repeated failures lock the username and the IP for a while (in the
 * database, shared by every instance). Each TOTP code is accepted once (ASVS 2.8.4): a code whose
 * time step is not after the last accepted one is refused, at login and on money actions alike.
 */
export function createStaffAuthService({
  db,
  clock,
  config,
  throttle,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  throttle: LoginThrottle;
}) {
  const staffRepository = createStaffRepository({ db });
  const sessions = createStaffSessionsRepository({ db });
  const stepUpGuard = createStepUpGuard({ db, clock });

  /** Whether `otp` is a right code for the user's enabled secret that was never used before; spends it. */
  async function spendTotp(user: StaffUser, otp: string | null): Promise<boolean> {
    if (!otp || !user.totpEnabled || !user.totpSecret) return false;
    const step = matchedTotpStep(user.totpSecret, otp, clock.now());
    return step !== null && (await staffRepository.acceptTotpStep(user.id, step));
  }

  async function checkCredentials(input: {
    username: string;
    password: string;
    otp: string | null;
  }): Promise<StaffUser | null> {
    const user = await staffRepository.findByUsername(input.username);
    if (!user || user.disabled) return verifyAgainstDummy(input.password).then(() => null);
    if (!(await verifyPassword(user.passwordHash, input.password))) return null;
    if (user.totpEnabled && !(await spendTotp(user, input.otp))) return null;
    return user;
  }

  return {
    async login(
      input: { username: string; password: string; otp: string | null },
      origin: RequestOrigin,
    ): Promise<StaffLoginResult> {
      const throttleIp = origin.ip ?? 'unknown';
      const throttleKey = input.username.toLowerCase();
      const lockedMinutes = await throttle.lockedForMinutes(throttleKey, throttleIp);
      if (lockedMinutes !== null) throw loginLocked(lockedMinutes);
      const user = await checkCredentials(input);
      if (!user) {
        await throttle.recordFailure(throttleKey, throttleIp);
        throw staffLoginFailed();
      }
      await throttle.recordSuccess(throttleKey);
      const now = clock.now();
      const { token, tokenHash } = newSessionToken();
      await db.transaction(async (tx) => {
        const sessionId = await createStaffSessionsRepository({ db: tx }).create(
          { staffId: user.id, tokenHash, ...origin },
          now,
        );
        await createStaffRepository({ db: tx }).setLastLogin(user.id, now);
        await recordAudit(tx, {
          actor: { staffId: user.id, username: user.username },
          ip: origin.ip,
          action: 'staff.login',
          targetType: 'staff_session',
          targetId: sessionId,
          after: { userAgent: origin.userAgent },
        });
      });
      return { token, staff: toStaffView(user), twoFactorRequired: config.ADMIN_REQUIRE_2FA };
    },

    async logout(staff: StaffPrincipal, origin: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        await createStaffSessionsRepository({ db: tx }).revoke(staff.sessionId, clock.now());
        await recordAudit(tx, {
          actor: actorOf(staff),
          ip: origin.ip,
          action: 'staff.logout',
          targetType: 'staff_session',
          targetId: staff.sessionId,
        });
      });
    },

    async me(staff: StaffPrincipal): Promise<StaffMe> {
      const user = await staffRepository.findById(staff.staffId);
      if (!user) throw staffForbidden();
      return { staff: toStaffView(user), twoFactorRequired: config.ADMIN_REQUIRE_2FA };
    },

    /** Token → principal for the platform hook; null (→ 409) for unknown, expired, revoked or disabled. */
    async authenticate(token: string): Promise<StaffPrincipal | null> {
      const tokenHash = lookupHashOf(token);
      if (!tokenHash) return null;
      const now = clock.now();
      const found = await sessions.findLive(tokenHash, now);
      if (!found) return null;
      await sessions.touchIfStale(found.session, now);
      const user = asStaffUser(found.staff);
      return {
        staffId: user.id,
        sessionId: found.session.id,
        username: user.username,
        role: user.role,
        twoFactorEnabled: user.totpEnabled,
        mustChangePassword: user.mustChangePassword,
      };
    },

    /**
     * With ADMIN_REQUIRE_2FA, an account without two-factor may only enrol (3005 elsewhere), and a
     * step-up action needs, in the body's `otp`, a current code not used before (3006); the code
     * is spent even if the action then fails. Wrong codes lock the account's step-up actions for
     * a while (3001). With ADMIN_REQUIRE_2FA=false the role, already checked by the hook, is enough.
     */
    async authorize(staff: StaffPrincipal, policy: Extract<RoutePolicy, { kind: 'staff' }>): Promise<void> {
      // A temporary password set by an owner is replaced before anything else, two-factor or not.
      if (staff.mustChangePassword && !policy.beforePasswordChange) throw passwordChangeRequired();
      if (!config.ADMIN_REQUIRE_2FA) return;
      if (!staff.twoFactorEnabled && !policy.beforeTwoFactor) throw twoFactorRequired();
    },

    /** The step-up half of `authorize`, run once the body is valid (see the auth hook). */
    async stepUp(
      staff: StaffPrincipal,
      policy: Extract<RoutePolicy, { kind: 'staff' }>,
      body: unknown,
      origin: RequestOrigin,
    ): Promise<void> {
      if (!config.ADMIN_REQUIRE_2FA || !policy.stepUp) return;
      if (!staff.twoFactorEnabled) throw twoFactorRequired();
      await stepUpGuard.check(staff, readOtp(body), origin, async (otp) => {
        const user = await staffRepository.findById(staff.staffId);
        return user !== null && (await spendTotp(user, otp));
      });
    },

    /**
     * The current two-factor code of an action the staff takes on their own account (changing
     * the password): like a step-up, but asked of accounts with two-factor on only, whatever
     * ADMIN_REQUIRE_2FA says. Wrong codes count towards the same step-up lock.
     */
    async checkOwnCode(staff: StaffPrincipal, otp: string | null, origin: RequestOrigin): Promise<void> {
      const user = await staffRepository.findById(staff.staffId);
      if (!user?.totpEnabled) return;
      await stepUpGuard.check(staff, otp, origin, (code) => spendTotp(user, code));
    },

    /** Accounts whose step-up actions are locked now, for the owner's dashboard. */
    stepUpLocks: () => stepUpGuard.locks(),

    /** Starts (or restarts) two-factor setup with a new secret; refused once two-factor is on. */
    async setupTwoFactor(staff: StaffPrincipal, origin: RequestOrigin): Promise<TwoFactorSetup> {
      if (staff.twoFactorEnabled) throw staffForbidden();
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await createStaffRepository({ db: tx }).setPendingTotpSecret(staff.staffId, secret);
        await recordAudit(tx, {
          actor: actorOf(staff),
          ip: origin.ip,
          action: 'staff.2fa_setup',
          targetType: 'staff_user',
          targetId: staff.staffId,
        });
      });
      return { secret, otpauthUri: totpUri(secret, staff.username) };
    },

    async enableTwoFactor(
      staff: StaffPrincipal,
      otp: string,
      origin: RequestOrigin,
    ): Promise<TwoFactorEnabled> {
      const user = await staffRepository.findById(staff.staffId);
      if (!user || user.totpEnabled || !user.totpSecret) throw staffForbidden();
      const step = matchedTotpStep(user.totpSecret, otp, clock.now());
      if (step === null) throw twoFactorWrong();
      await db.transaction(async (tx) => {
        await createStaffRepository({ db: tx }).enableTotp(staff.staffId, step);
        await recordAudit(tx, {
          actor: actorOf(staff),
          ip: origin.ip,
          action: 'staff.2fa_enable',
          targetType: 'staff_user',
          targetId: staff.staffId,
          before: { twoFactorEnabled: false },
          after: { twoFactorEnabled: true },
        });
      });
      return { twoFactorEnabled: true };
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
