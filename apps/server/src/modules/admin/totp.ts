import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA1, 6 digits, 30 s; ±1 step of clock drift. */
const TOTP_ISSUER = 'Fairround';
const TOTP_WINDOW = 1;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
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

export function isValidTotp(secretBase32: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return (
    totpFor(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW }) !==
    null
  );
}

export function currentTotp(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, '').generate({ timestamp: now.getTime() });
}
