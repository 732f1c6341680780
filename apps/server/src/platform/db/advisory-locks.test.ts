import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { ADVISORY_LOCK_KEYS, playerLockKey } from './advisory-locks.js';

const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/** The server's own source files, tests left out (they may take locks of their own to probe). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('advisory-lock keys', () => {
  it('are all distinct, so no two uses share a lock by accident', () => {
    const values = Object.values(ADVISORY_LOCK_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('fit the int4 first key of pg_advisory_xact_lock(int, int)', () => {
    for (const [name, key] of Object.entries(ADVISORY_LOCK_KEYS)) {
      expect(Number.isInteger(key) && key >= INT4_MIN && key <= INT4_MAX, name).toBe(true);
    }
  });

  it('are declared nowhere but the registry: every advisory-lock call names a registered key', () => {
    const registry = path.join(SERVER_SRC, 'platform/db/advisory-locks.ts');
    const names = Object.keys(ADVISORY_LOCK_KEYS);
    const callers: string[] = [];
    for (const file of sourceFiles(SERVER_SRC)) {
      if (file === registry) continue;
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${file} declares a lock key of its own`).not.toMatch(/\b7_?310_?\d{3}\b/);
      const calls = text.match(/pg_(try_)?advisory_(xact_)?lock(_shared)?\([^)]*\)?/g) ?? [];
      for (const call of calls) {
        callers.push(file);
        // A call either names a registered key or takes it as a parameter (platform/db/database.ts's
        // leadership, whose callers pass ENGINE_LEADER_KEY or ACCRUAL_LEADER_KEY).
        expect(
          names.some((name) => call.includes(name)) || /\$1/.test(call),
          `${path.relative(SERVER_SRC, file)}: ${call}`,
        ).toBe(true);
      }
    }
    // The scan found the known callers (orders, settlement, scheduler, cashier, staking, leadership…).
    expect(new Set(callers).size).toBeGreaterThanOrEqual(7);
  });

  it('key a player lock by the first 32 bits of the id, as a signed int', () => {
    expect(playerLockKey('7fffffff-0000-4000-8000-000000000000')).toBe(INT4_MAX);
    expect(playerLockKey('80000000-ffff-4fff-8fff-ffffffffffff')).toBe(INT4_MIN);
    expect(playerLockKey('00000001-aaaa-4aaa-8aaa-aaaaaaaaaaaa')).toBe(1);
  });
});
