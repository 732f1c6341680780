import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP baseline (19 MiB, 2 passes). `Algorithm` is an ambient const enum that
 * isolatedModules cannot read, so its Argon2id value (2) is spelled here; every hash we make is
 * checked to really be argon2id before it is stored.
 */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const ARGON2ID_PREFIX = '$argon2id$';

export async function hashStaffPassword(password: string): Promise<string> {
  const phc = await hash(password, HASH_OPTIONS);
  if (!phc.startsWith(ARGON2ID_PREFIX)) throw new Error('argon2 produced a hash that is not argon2id');
  return phc;
}

/** False for a wrong password, and for any stored hash that is not an argon2id PHC string. */
export async function verifyStaffPassword(phc: string, password: string): Promise<boolean> {
  if (!phc.startsWith(ARGON2ID_PREFIX)) return false;
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification and always fails, so an unknown username cannot
 * be told apart from a wrong password by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashStaffPassword(randomBytes(18).toString('base64url'));
  await verifyStaffPassword(await dummyHash, password);
  return false;
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a printed password is typed right. */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 16): string {
  let password = '';
  for (let index = 0; index < length; index += 1)
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
