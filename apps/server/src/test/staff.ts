import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../platform/auth/route-policy.js';
import type { Clock } from '../platform/clock.js';
import { hashPassword } from '../platform/credentials/password-hash.js';
import { newSessionToken } from '../platform/credentials/session-token.js';
import type { TestDatabase } from './test-database.js';
import { createStaffSessionsRepository } from '../modules/admin/staff-sessions.repository.js';
import { createStaffRepository } from '../modules/admin/staff.repository.js';
import { newTotpSecret, totpForStep, totpStepAt } from '../platform/credentials/totp.js';

export type TestStaff = {
  staffId: string;
  username: string;
  token: string;
  /**
   * A TOTP code the server will take now (or at `at`, for tests on a manual clock) and that this
   * helper never handed out before: codes are single use, so each call moves on one 30 s step,
   * using the server's one step of drift allowance ahead. A third call within one step throws:
   * advance the test clock 30 s (or use another staff member). Throws without two-factor.
   */
  currentOtp: (at?: Date) => string;
  /** The account's TOTP secret (null without two-factor), for tests that make codes themselves. */
  secret: string | null;
};

/**
 * A staff user with a live session, written straight to the database so other modules' tests can
 * call console routes without logging in. Send `token` in the body like player calls.
 */
export async function createStaffForTest(
  database: TestDatabase,
  options: { role: StaffRole; twoFactor?: boolean; username?: string; clock?: Clock },
): Promise<TestStaff> {
  const now = options.clock?.now() ?? new Date();
  const username = options.username ?? `${options.role}-${randomBytes(4).toString('hex')}`;
  const staffRepository = createStaffRepository({ db: database.db });
  const user = await staffRepository.insertIfNew(
    {
      username,
      passwordHash: await hashPassword(randomBytes(12).toString('base64url')),
      role: options.role,
    },
    now,
  );
  if (!user) throw new Error(`createStaffForTest: username ${username} is taken`);
  // Two-factor is on unless a test asks otherwise: with ADMIN_REQUIRE_2FA (the default) an account
  // without it may only enrol.
  const secret = (options.twoFactor ?? true) ? newTotpSecret() : null;
  if (secret) {
    await staffRepository.setPendingTotpSecret(user.id, secret);
    await staffRepository.enableTotp(user.id, null);
  }
  const { token, tokenHash } = newSessionToken();
  await createStaffSessionsRepository({ db: database.db }).create(
    { staffId: user.id, tokenHash, ip: null, userAgent: 'test' },
    now,
  );
  let lastIssuedStep = -Infinity;
  return {
    staffId: user.id,
    username,
    token,
    secret,
    currentOtp: (given?: Date) => {
      if (!secret) throw new Error(`createStaffForTest: ${username} has no two-factor`);
      const manual = options.clock as { advanceMs?: (ms: number) => void } | undefined;
      // On a manual clock, a test that needs more codes than a step allows moves time on a step:
      // the server takes each code once, as a person would wait for the next one.
      if (!given && manual?.advanceMs && lastIssuedStep > totpStepAt(options.clock!.now()))
        manual.advanceMs(30_000);
      const at = given ?? options.clock?.now() ?? new Date();
      const now = totpStepAt(at);
      const step = Math.max(now, lastIssuedStep + 1);
      if (step > now + 1)
        throw new Error(`createStaffForTest: ${username} used this step's codes; advance the clock 30 s`);
      lastIssuedStep = step;
      return totpForStep(secret, step);
    },
  };
}

/** A staff member with two-factor on, so money actions can be called with `otp`. */
export async function createOperator(
  database: TestDatabase,
  role: StaffRole,
  clock?: Clock,
): Promise<TestStaff> {
  return createStaffForTest(database, { role, twoFactor: true, clock });
}

/** The body of a money action: the staff token and its current TOTP code. */
export const asMoneyAction = (staff: TestStaff, body: Record<string, unknown>) => ({
  token: staff.token,
  otp: staff.currentOtp(),
  ...body,
});

/** One staff member of each role with a live session (two-factor on), by role. */
export async function staffOfEveryRole(
  database: TestDatabase,
  clock?: Clock,
): Promise<Record<StaffRole, TestStaff>> {
  const roles: StaffRole[] = ['owner', 'finance', 'support', 'content'];
  return Object.fromEntries(
    await Promise.all(roles.map(async (role) => [role, await createStaffForTest(database, { role, clock })])),
  ) as Record<StaffRole, TestStaff>;
}
