import { describe, expect, it } from 'vitest';
import {
  expiryAfterIdle,
  hashSessionToken,
  isTouchDue,
  lookupHashOf,
  newSessionToken,
  SESSION_TOUCH_INTERVAL_MS,
} from './session-token.js';

/** A token and its stored hash as sessions written before the kit hold them. */
const STORED_TOKEN = 'q3mB0xZ2Wk9sR1vN8cE4tY7uH6jL5pA0dF2gS9hK3zX';
const STORED_TOKEN_HASH = 'be558721474ec35b30ba326a3a592d43a53d8f002b27952ed4462fc3211a6e17';

describe('session tokens', () => {
  it('are 256 random bits in 43 base64url characters, stored as their SHA-256 hex', () => {
    const { token, tokenHash } = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('round-trip: a presented token looks up the hash stored when it was made', () => {
    const { token, tokenHash } = newSessionToken();
    expect(lookupHashOf(token)).toBe(tokenHash);
    expect(hashSessionToken(token)).toBe(tokenHash);
    expect(lookupHashOf(`${token}x`)).not.toBe(tokenHash);
  });

  it('are new each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newSessionToken().token));
    expect(tokens.size).toBe(50);
  });

  it('still find sessions stored before the kit', () => {
    expect(lookupHashOf(STORED_TOKEN)).toBe(STORED_TOKEN_HASH);
  });

  it('refuse a string longer than 128 characters: it cannot be a token', () => {
    expect(lookupHashOf('a'.repeat(128))).toBe(hashSessionToken('a'.repeat(128)));
    expect(lookupHashOf('a'.repeat(129))).toBeNull();
  });
});

describe('sliding expiry', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('expires a session the idle time after its use', () => {
    expect(expiryAfterIdle(now, 12 * 60 * 60_000)).toEqual(new Date('2026-11-22T20:00:00Z'));
  });

  it('writes a use only once the last one is a touch interval old', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(isTouchDue(ago(SESSION_TOUCH_INTERVAL_MS - 1), now)).toBe(false);
    expect(isTouchDue(ago(SESSION_TOUCH_INTERVAL_MS), now)).toBe(true);
    expect(isTouchDue(ago(SESSION_TOUCH_INTERVAL_MS * 10), now)).toBe(true);
  });
});
