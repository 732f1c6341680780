import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Player login and pay passwords and staff passwords are stored as argon2id PHC strings with the
 * OWASP baseline (19 MiB, 2 passes). Stored hashes carry their parameters, so changing these
 * options later still verifies the rows written before. `Algorithm` is an ambient const enum that
 * isolatedModules cannot read, so `Algorithm.Argon2id` (2) is spelled here; each hash is checked
 * to be argon2id before it is stored.
 */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const ARGON2ID_PREFIX = '$argon2id$';

export async function hashPassword(password: string): Promise<string> {
  const phc = await hash(password, HASH_OPTIONS);
  if (!phc.startsWith(ARGON2ID_PREFIX)) throw new Error('argon2 produced a hash that is not argon2id');
  return phc;
}

/** False for a wrong password and for any stored value that is not an argon2id PHC string. */
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
 * Verifies against a throw-away hash made with the same parameters and always answers false, so a
 * login for a name that does not exist (or may not sign in) costs the same time as a wrong
 * password and cannot be told apart by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
