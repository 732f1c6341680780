import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/paths.js';

/**
 * Issue #13, deliverable 10: the repository's own ESLint config forbids Math.random in server and
 * shared code, tests included. For each path the rules the config gives that path are read back
 * (the file need not exist) and run on the snippet; typed parsing is left out, as a snippet is in
 * no tsconfig and these rules need no types.
 */
const RANDOMNESS_RULES = ['no-restricted-properties', 'no-restricted-syntax'];

const FORBIDDEN = [
  'export const roll = Math.random();',
  "export const roll = Math['random']();",
  'const { random } = Math;\nexport const roll = random();',
  'export const roll = globalThis.Math.random();',
];
const ALLOWED = "import { randomInt } from 'node:crypto';\nexport const roll = randomInt(6);";
const PLACES = [
  'apps/server/src/modules/rounds/lint-probe.ts',
  'apps/server/src/reliability/lint-probe.test.ts',
  'packages/shared/src/fairness/lint-probe.ts',
];

let eslint: ESLint;

async function randomnessMessages(code: string, file: string) {
  const config = (await eslint.calculateConfigForFile(path.join(REPO_ROOT, file))) as Linter.Config;
  const rules = Object.fromEntries(
    Object.entries(config.rules ?? {}).filter(([name]) => RANDOMNESS_RULES.includes(name)),
  );
  expect(Object.keys(rules).length, file).toBeGreaterThan(0);
  const messages = new Linter().verify(
    code,
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' }, rules },
    { filename: path.join(REPO_ROOT, file) },
  );
  expect(
    messages.filter((message) => message.fatal),
    file,
  ).toEqual([]);
  return messages.filter((message) => /Math\.random/.test(message.message));
}

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

describe('lint rule: no Math.random in server and shared code', () => {
  it(`flags all ${FORBIDDEN.length} ways of reaching Math.random in each of ${PLACES.length} places, pointing to node:crypto`, async () => {
    for (const file of PLACES) {
      for (const code of FORBIDDEN) {
        const messages = await randomnessMessages(code, file);
        expect(messages.length, `${file}: ${code}`).toBeGreaterThanOrEqual(1);
        expect(messages[0]?.severity, `${file}: ${code}`).toBe(2);
        expect(messages[0]?.message, `${file}: ${code}`).toContain('node:crypto');
      }
    }
  }, 120_000);

  it('lets node:crypto through', async () => {
    expect(await randomnessMessages(ALLOWED, PLACES[0]!)).toEqual([]);
  }, 60_000);
});
