import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/paths.js';

/**
 * The repository's own ESLint config, proved rule by rule. Issue #13, deliverable 10: Math.random
 * is forbidden in server and shared code, tests included. Issue #16: a console (or player app)
 * feature may not import another feature, and a server module may not import another module's
 * tables or repository. For each path the rules the config gives that path are
 * read back (the file need not exist) and run on the snippet; typed parsing is left out, as a
 * snippet is in no tsconfig and these rules need no types.
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

/** What the config's `ruleNames` say about `code` written at `file`. */
async function lintMessages(code: string, file: string, ruleNames: string[]) {
  const config = (await eslint.calculateConfigForFile(path.join(REPO_ROOT, file))) as Linter.Config;
  const rules = Object.fromEntries(
    Object.entries(config.rules ?? {}).filter(([name]) => ruleNames.includes(name)),
  );
  expect(Object.keys(rules).length, file).toBeGreaterThan(0);
  const messages = new Linter().verify(
    code,
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser, sourceType: 'module' },
      rules,
    },
    { filename: path.join(REPO_ROOT, file) },
  );
  expect(
    messages.filter((message) => message.fatal),
    file,
  ).toEqual([]);
  return messages;
}

async function randomnessMessages(code: string, file: string) {
  const messages = await lintMessages(code, file, RANDOMNESS_RULES);
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

/** Imports a console feature may not write: another feature, however the path is spelled. */
const CROSS_FEATURE = [
  ['apps/admin/src/features/cashier/lint-probe.tsx', "import { Money } from '../players/money';"],
  ['apps/admin/src/features/dashboard/lint-probe.ts', "import { useLedgerCheck } from '../cashier';"],
  [
    'apps/admin/src/features/players/protection/lint-probe.ts',
    "import { auditKeys } from '../../audit/api';",
  ],
  ['apps/admin/src/features/reports/lint-probe.ts', "import '../dashboard/dashboard.css';"],
  ['apps/admin/src/features/vip/lint-probe.ts', "import { playerKeys } from '../../features/players/api';"],
  ['apps/web/src/features/account/lint-probe.ts', "import { useWallet } from '../cashier/api';"],
] as const;
/** Imports within the feature, or from the app's shared lib/ and components/, pass. */
const SAME_FEATURE = [
  ['apps/admin/src/features/cashier/lint-probe.tsx', "import { useDeposits } from './api';"],
  ['apps/admin/src/features/players/protection/lint-probe.ts', "import { useProtection } from '../api';"],
  ['apps/admin/src/features/cashier/lint-probe.tsx', "import { Money } from '../../components/money';"],
  ['apps/admin/src/features/vip/lint-probe.ts', "import { playerKeys } from '../../lib/query-keys';"],
] as const;

async function boundaryMessages(code: string, file: string) {
  const messages = await lintMessages(`${code}\nexport {};`, file, ['no-restricted-imports']);
  return messages.filter((message) => message.message.includes('Features do not import each other'));
}

describe('lint rule: features do not import each other', () => {
  it.each(CROSS_FEATURE)(
    'refuses, in %s, %s',
    async (file, code) => {
      const messages = await boundaryMessages(code, file);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.severity).toBe(2);
    },
    60_000,
  );

  it.each(SAME_FEATURE)(
    'lets through, in %s, %s',
    async (file, code) => {
      expect(await boundaryMessages(code, file)).toEqual([]);
    },
    60_000,
  );
});

/** Imports a server module may not write: another module's tables or repository, however spelled. */
const CROSS_MODULE = [
  [
    'apps/server/src/modules/rounds/lint-probe.ts',
    "import { depositRequests } from '../cashier/deposits/deposits.tables.js';",
  ],
  [
    'apps/server/src/modules/rounds/orders/lint-probe.ts',
    "import { players } from '../../accounts/players.tables.js';",
  ],
  [
    'apps/server/src/modules/staking/lint-probe.ts',
    "import type { PlayerRow } from '../accounts/players.repository.js';",
  ],
  [
    'apps/server/src/modules/reports/lint-probe.ts',
    "import { ledgerTransfers } from '../../modules/ledger/ledger.tables';",
  ],
  [
    'apps/server/src/modules/protection/history/lint-probe.ts',
    "import { createSessionsRepository } from '../../accounts/sessions/sessions.repository.js';",
  ],
  [
    'apps/server/src/modules/admin/lint-probe.tables.ts',
    "import { createPlayersRepository } from '../accounts/players.repository.js';",
  ],
] as const;
/**
 * What passes: the module's own tables, another module's service or read-only queries, platform
 * code; in a tables file, another module's table for a foreign key. (Tests are outside the rule.)
 */
const ALLOWED_MODULE_IMPORTS = [
  [
    'apps/server/src/modules/cashier/deposits/lint-probe.ts',
    "import { depositRequests } from './deposits.tables.js';",
  ],
  [
    'apps/server/src/modules/cashier/deposits/lint-probe.ts',
    "import { withdrawals } from '../withdrawals/withdrawals.tables.js';",
  ],
  [
    'apps/server/src/modules/rounds/orders/lint-probe.ts',
    "import { createRoundsRepository } from '../rounds.repository.js';",
  ],
  [
    'apps/server/src/modules/rounds/orders/lint-probe.ts',
    "import { findPlayer } from '../../accounts/players.service.js';",
  ],
  [
    'apps/server/src/modules/admin/lint-probe.ts',
    "import { playerNames } from '../accounts/players.queries.js';",
  ],
  [
    'apps/server/src/modules/staking/lint-probe.ts',
    "import { inTransaction } from '../../platform/db/transaction.js';",
  ],
  [
    'apps/server/src/modules/protection/lint-probe.tables.ts',
    "import { players } from '../accounts/players.tables.js';",
  ],
] as const;

async function moduleBoundaryMessages(code: string, file: string) {
  const messages = await lintMessages(`${code}\nexport {};`, file, ['no-restricted-imports']);
  return messages.filter((message) => message.message.includes("another module's tables or repository"));
}

describe("lint rule: server modules do not import each other's tables or repositories", () => {
  it.each(CROSS_MODULE)(
    'refuses, in %s, %s',
    async (file, code) => {
      const messages = await moduleBoundaryMessages(code, file);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.severity).toBe(2);
      expect(messages[0]?.message).toContain('*.queries.ts');
    },
    60_000,
  );

  it.each(ALLOWED_MODULE_IMPORTS)(
    'lets through, in %s, %s',
    async (file, code) => {
      expect(await moduleBoundaryMessages(code, file)).toEqual([]);
    },
    60_000,
  );

  it('leaves tests out of the rule, so they may set up rows of any module', async () => {
    const config = (await eslint.calculateConfigForFile(
      path.join(REPO_ROOT, 'apps/server/src/modules/protection/lint-probe.test.ts'),
    )) as Linter.Config;
    expect(config.rules?.['no-restricted-imports']).toBeUndefined();
  }, 60_000);
});

const API_PATH_RULES = ['no-restricted-syntax'];
const API_PATH_LITERALS = [
  "export const answer = post('/api/Game/order', {});",
  'export const answer = post(`/api/admin/${kind}/list`, {});',
  "export const routes = { '/api/Index/getconfig': 1 };",
];
const API_PATH_PLACES = [
  'apps/web/src/features/rounds/lint-probe.ts',
  'apps/admin/src/features/rounds/lint-probe.tsx',
  'apps/server/src/modules/rounds/lint-probe.ts',
  'packages/shared/src/game/lint-probe.ts',
  'e2e/support/lint-probe.ts',
];

async function apiPathMessages(code: string, file: string) {
  const messages = await lintMessages(code, file, API_PATH_RULES);
  return messages.filter((message) => message.message.includes('*.endpoints.ts'));
}

describe('lint rule: an API path is written only in its endpoint', () => {
  it(`refuses ${API_PATH_LITERALS.length} forms of '/api/…' literal in each of ${API_PATH_PLACES.length} places`, async () => {
    for (const file of API_PATH_PLACES) {
      for (const code of API_PATH_LITERALS) {
        const messages = await apiPathMessages(code, file);
        expect(messages, `${file}: ${code}`).toHaveLength(1);
        expect(messages[0]?.severity, `${file}: ${code}`).toBe(2);
      }
    }
  }, 120_000);

  it('lets the contract write them, and keeps Math.random refused beside the rule', async () => {
    const endpoints = 'packages/shared/src/game/lint-probe.endpoints.ts';
    expect(await apiPathMessages(API_PATH_LITERALS[0]!, endpoints)).toEqual([]);
    expect(
      await apiPathMessages(API_PATH_LITERALS[0]!, 'packages/shared/src/game/lint-probe.refs.ts'),
    ).toEqual([]);
    const messages = await lintMessages(
      FORBIDDEN[3]!,
      'apps/server/src/modules/rounds/lint-probe.ts',
      API_PATH_RULES,
    );
    expect(messages.some((message) => message.message.includes('node:crypto'))).toBe(true);
  }, 60_000);
});
