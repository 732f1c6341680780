import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA1, 6 digits, 30 s; ±1 step of clock drift. */
const TOTP_ISSUER = 'Fairround';
const TOTP_WINDOW = 1;
const TOTP_PERIOD_S = 30;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (from Web Crypto inside otpauth), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/**
 * The 30 s time step `code` was made for (now's, or one either side for clock drift), or null when
 * the code is wrong. Callers remember the step so a code is accepted once (staff_users.totp_last_step).
 */
export function matchedTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

export function currentTotp(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, '').generate({ timestamp: now.getTime() });
}

/** The step `now` falls in, and the code of a given step: test helpers hand out unused codes. */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / (TOTP_PERIOD_S * 1000));
}

export function totpForStep(secretBase32: string, step: number): string {
  return totpFor(secretBase32, '').generate({ timestamp: step * TOTP_PERIOD_S * 1000 });
}
