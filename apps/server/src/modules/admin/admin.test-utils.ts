import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../platform/auth/route-policy.js';
import type { Clock } from '../../platform/clock.js';
import type { TestDatabase } from '../../test/test-database.js';
import { hashStaffPassword } from './passwords.js';
import { newSessionToken } from './session-tokens.js';
import { createStaffSessionsRepository } from './staff-sessions.repository.js';
import { createStaffRepository } from './staff.repository.js';
import { currentTotp, newTotpSecret } from './totp.js';

export type TestStaff = {
  staffId: string;
  username: string;
  token: string;
  /** The TOTP code now (or at `at`, for tests on a manual clock); throws without two-factor. */
  currentOtp: (at?: Date) => string;
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
      passwordHash: await hashStaffPassword(randomBytes(12).toString('base64url')),
      role: options.role,
    },
    now,
  );
  if (!user) throw new Error(`createStaffForTest: username ${username} is taken`);
  const secret = options.twoFactor ? newTotpSecret() : null;
  if (secret) {
    await staffRepository.setPendingTotpSecret(user.id, secret);
    await staffRepository.enableTotp(user.id);
  }
  const { token, tokenHash } = newSessionToken();
  await createStaffSessionsRepository({ db: database.db }).create(
    { staffId: user.id, tokenHash, ip: null, userAgent: 'test' },
    now,
  );
  return {
    staffId: user.id,
    username,
    token,
    currentOtp: (at = options.clock?.now() ?? new Date()) => {
      if (!secret) throw new Error(`createStaffForTest: ${username} has no two-factor`);
      return currentTotp(secret, at);
    },
  };
}
