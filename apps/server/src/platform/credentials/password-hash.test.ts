import { performance } from 'node:perf_hooks';
import { hash, type Algorithm } from '@node-rs/argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';

/** `Algorithm.Argon2i`: the const enum is not readable under isolatedModules. */
const ARGON2I = 1 as Algorithm;
/**
 * Rows written before the kit existed, by the player and the staff copies it replaced: they must
 * keep verifying, so the parameters and the format may never change without a migration.
 */
const STORED_PLAYER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Jn9akggzPofZQ6F0l7fm/Q$Jvf57jt4rsrDdKnO2Z2s/kmZOmqoSOtie501yBz5jWs';
const STORED_STAFF_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$rmDVrXoBAELpFBAiKC+8Ew$ClKKt8ed7DPPGRPamwFam7kkQrQKvsP/k1m6GTDsGZg';

let stored: string;

beforeAll(async () => {
  stored = await hashPassword('wonder12');
});

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((left, right) => left - right)[2]!;
}

describe('password hashing', () => {
  it('makes an argon2id hash with the OWASP baseline parameters and a fresh salt each time', async () => {
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('wonder12');
    expect(await hashPassword('wonder12')).not.toBe(stored);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    expect(await verifyPassword(stored, 'wonder12')).toBe(true);
    expect(await verifyPassword(stored, 'wonder13')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('still verifies hashes stored before the kit, for players and staff', async () => {
    expect(await verifyPassword(STORED_PLAYER_HASH, 'wonder12')).toBe(true);
    expect(await verifyPassword(STORED_STAFF_HASH, 'staff-password-1')).toBe(true);
    expect(await verifyPassword(STORED_STAFF_HASH, 'staff-password-2')).toBe(false);
  });

  it.each([
    ['an argon2i hash of the right password', () => hash('wonder12', { algorithm: ARGON2I })],
    ['a bcrypt hash', async () => '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
    ['a broken argon2id string', async () => '$argon2id$v=19$m=19456,t=2,p=1$not-a-hash'],
    ['the password itself', async () => 'wonder12'],
    ['an empty value', async () => ''],
  ])('answers false for %s', async (_name, storedValue) => {
    expect(await verifyPassword(await storedValue(), 'wonder12')).toBe(false);
  });

  it('always answers false from the dummy check', async () => {
    expect(await verifyAgainstDummy('wonder12')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
  });

  it('spends comparable time on the dummy check as on a wrong password', async () => {
    await verifyAgainstDummy('warm-up');
    const wrongMs = await medianMs(() => verifyPassword(stored, 'wonder13'));
    const dummyMs = await medianMs(() => verifyAgainstDummy('wonder13'));
    expect(dummyMs).toBeGreaterThan(wrongMs / 4);
    expect(dummyMs).toBeLessThan(wrongMs * 4);
  });
});
