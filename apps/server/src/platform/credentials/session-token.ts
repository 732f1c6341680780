import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness; base64url makes that 43 characters. */
const TOKEN_BYTES = 32;
/** Longer strings cannot be our tokens; they are refused without a lookup. */
const MAX_TOKEN_LENGTH = 128;
/**
 * A session's sliding expiry is written at most this often, so busy clients cause no write storm;
 * an expiry is therefore at most this much earlier than the last use would make it.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * A bearer token for the client and the SHA-256 hex stored in its place, for player and staff
 * sessions alike: a leaked sessions table holds nothing a client could present.
 */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored hash to look a presented token up by, or null for a string too long to be ours. */
export function lookupHashOf(token: string): string | null {
  return token.length > MAX_TOKEN_LENGTH ? null : hashSessionToken(token);
}

/** When a session used at `now` expires if it is not used again within `idleMs`. */
export function expiryAfterIdle(now: Date, idleMs: number): Date {
  return new Date(now.getTime() + idleMs);
}

/** Whether the last recorded use is old enough that this use should push the expiry forward. */
export function isTouchDue(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
