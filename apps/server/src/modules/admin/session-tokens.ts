import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit bearer token for the client and the SHA-256 we store in its place. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
