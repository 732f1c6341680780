import { DEFAULT_QUHAO, ErrorCode, normalizePhone, normalizeQuhao, phoneProblem } from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import { createLoginThrottle, type LoginThrottleLimits } from '../../platform/credentials/login-throttle.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';

/**
 * Failed registrations (and, apart, password resets): 10 per phone or 30 per address within 15
 * minutes. Per phone it is above a code's 5 tries, so a player who mistypes a code, asks a new one
 * and types that is never locked; per address it matches the player login.
 */
export const REGISTER_LIMITS: LoginThrottleLimits = { perAccount: 10, perIp: 30, windowMs: 15 * 60_000 };

/**
 * Counts refused registrations (wrong or dead code, unknown invitation, taken name or phone) and
 * refused password resets the way failed logins are counted: the same table and code, under keys
 * of their own (`register:` / `reset:`), so such a failure never locks a login and the other way
 * round. Without it each wrong code cost nothing, and a phone list or the house invitation codes
 * could be checked at 300 a second.
 */
export function createRegisterThrottle({
  db,
  clock,
  limits = REGISTER_LIMITS,
  purpose = 'register',
}: {
  db: Database;
  clock: Clock;
  limits?: LoginThrottleLimits;
  purpose?: 'register' | 'reset' | 'pay-reset' | 'phone-change';
}) {
  const throttle = createLoginThrottle({ db, clock, kind: 'player', limits });
  const phoneKey = (phone: string) => `${purpose}:${phone}`;
  const ipKey = (ip: string | null) => (ip ? `${purpose}:${ip}` : null);

  return {
    /** 3001 (the login's answer) while the phone or the address has too many failures. */
    async refuseWhenLocked(phone: string, ip: string | null): Promise<void> {
      const minutes = await throttle.lockedForMinutes(phoneKey(phone), ipKey(ip));
      if (minutes !== null) throw new AppError(ErrorCode.TooManyAttempts, { params: { num: minutes } });
    },
    recordFailure: (phone: string, ip: string | null) => throttle.recordFailure(phoneKey(phone), ipKey(ip)),
    recordSuccess: (phone: string) => throttle.recordSuccess(phoneKey(phone)),
  };
}

export type RegisterThrottle = ReturnType<typeof createRegisterThrottle>;

/**
 * The phone a registration's or reset's failures are counted under: the normalised number when
 * it is well formed, else what was typed (it then fails 2050 and locks only that typing).
 */
export function codeAttemptKey(typedQuhao: string | undefined, typedPhone: string): string {
  if (phoneProblem(typedQuhao, typedPhone) !== null)
    return `typed:${(typedQuhao ?? '').trim()}:${typedPhone.trim()}`;
  const quhao = normalizeQuhao(typedQuhao) ?? DEFAULT_QUHAO;
  return `${quhao}${normalizePhone(quhao, typedPhone)}`;
}
