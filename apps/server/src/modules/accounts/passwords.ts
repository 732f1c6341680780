import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Login and pay passwords are stored as argon2id PHC strings with at least the OWASP baseline
 * (19 MiB, 2 passes). `Algorithm` is an ambient const enum that isolatedModules cannot read, so
 * `Algorithm.Argon2id` (2) is spelled here; each hash is checked to be argon2id before storing.
 */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const ARGON2ID_PREFIX = '$argon2id$';

export async function hashPassword(password: string): Promise<string> {
  const phc = await hash(password, HASH_OPTIONS);
  if (!phc.startsWith(ARGON2ID_PREFIX)) throw new Error('argon2 produced a hash that is not argon2id');
  return phc;
}

/** False for a wrong password and for anything that is not an argon2id hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  if (!phc.startsWith(ARGON2ID_PREFIX)) return false;
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash made with the same parameters, so a login for a name that
 * does not exist costs the same time as a wrong password. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
