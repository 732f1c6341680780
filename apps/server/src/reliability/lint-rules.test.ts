import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
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

/**
 * Issue #27: a client names an error code (`ErrorCode.X`), never writes its number: not as an
 * argument of `errorText` (or the other functions that take a code), not compared with
 * `errCode` / `code`, not as a `case` of a switch on them. In apps/web and apps/admin, their
 * tests included; the '/api/' and Math.random selectors of the same rule stay in force beside it.
 */
const ERROR_CODE_RULES = ['no-restricted-syntax'];
const NUMBERED_CODES = [
  'export const text = errorText(1025);',
  'export const text = errorText(1024, { num: 20 });',
  'export const field = withdrawErrorField(1033);',
  'export function onError(error: ApiError) {\n  if (error.errCode === 3020) refetch();\n}',
  'export const changed = (error: ApiError) => 3020 !== error?.errCode;',
  'export function onError(errCode: number) {\n  switch (errCode) {\n    case 1029:\n      return closed();\n  }\n}',
  'export const missing = (problem: { code: number }) => problem.code === 1065;',
];
const NAMED_CODES = [
  "import { ErrorCode } from '@fairround/shared';\nexport const text = errorText(ErrorCode.BalanceInsufficient);",
  "import { ErrorCode } from '@fairround/shared';\nexport function onError(error: ApiError) {\n  if (error.errCode === ErrorCode.OddsChanged) refetch();\n}",
  "import { ErrorCode } from '@fairround/shared';\nexport function onError(errCode: number) {\n  switch (errCode) {\n    case ErrorCode.OutsideBettingTime:\n      return closed();\n  }\n}",
  // An envelope's `code` (0, 1, 409) and other numbers beside a code are no error codes.
  'export const done = (envelope: { code: number }) => envelope.code === 1 || envelope.code === 409;',
  'export const text = (code: number) => errorText(code);',
  'export const late = (round: { count: number }) => round.count === 3020;',
];
const ERROR_CODE_PLACES = [
  'apps/web/src/features/rounds/lint-probe.tsx',
  'apps/web/src/features/support/lint-probe.test.tsx',
  'apps/admin/src/features/auth/lint-probe.tsx',
  'apps/admin/src/features/cashier/lint-probe.test.tsx',
];

async function errorCodeMessages(code: string, file: string) {
  const messages = await lintMessages(code, file, ERROR_CODE_RULES);
  return messages.filter((message) => message.message.includes('ErrorCode.<Name>'));
}

describe('lint rule: clients name error codes, never write their numbers', () => {
  it('refuses errorText(1025) and `if (error.errCode === 3020)` in the player app, pointing to ErrorCode', async () => {
    const file = 'apps/web/src/features/rounds/lint-probe.tsx';
    for (const code of [NUMBERED_CODES[0]!, NUMBERED_CODES[3]!]) {
      const messages = await errorCodeMessages(code, file);
      expect(messages, code).toHaveLength(1);
      expect(messages[0]?.severity, code).toBe(2);
      expect(messages[0]?.message, code).toContain('@fairround/shared');
    }
  }, 60_000);

  it(`refuses ${NUMBERED_CODES.length} forms of a numbered code in each of ${ERROR_CODE_PLACES.length} places`, async () => {
    for (const file of ERROR_CODE_PLACES) {
      for (const code of NUMBERED_CODES) {
        const messages = await errorCodeMessages(code, file);
        expect(messages, `${file}: ${code}`).toHaveLength(1);
        expect(messages[0]?.severity, `${file}: ${code}`).toBe(2);
      }
    }
  }, 120_000);

  it('lets errorText(ErrorCode.X), named comparisons and cases, and non-catalogue numbers through', async () => {
    for (const file of ERROR_CODE_PLACES) {
      for (const code of NAMED_CODES)
        expect(await errorCodeMessages(code, file), `${file}: ${code}`).toEqual([]);
    }
  }, 120_000);

  it("keeps the '/api/' and Math.random selectors beside it in the clients' code", async () => {
    for (const file of [
      'apps/web/src/features/rounds/lint-probe.tsx',
      'apps/admin/src/features/auth/lint-probe.tsx',
    ]) {
      expect(await apiPathMessages(API_PATH_LITERALS[0]!, file), file).toHaveLength(1);
      const messages = await lintMessages(FORBIDDEN[3]!, file, ERROR_CODE_RULES);
      expect(
        messages.some((message) => message.message.includes('node:crypto')),
        file,
      ).toBe(true);
    }
  }, 60_000);

  it('stays out of the server, whose rule set is unchanged', async () => {
    const file = 'apps/server/src/modules/rounds/lint-probe.ts';
    expect(await errorCodeMessages(NUMBERED_CODES[0]!, file)).toEqual([]);
    expect(await apiPathMessages(API_PATH_LITERALS[0]!, file)).toHaveLength(1);
  }, 60_000);
});

/**
 * Issue #23: a key a client can choose is looked up as an own key only. `fairround/no-in-lookup`
 * refuses `key in object` with a key the code did not write; `fairround/no-unguarded-key-lookup`
 * refuses `object[key]` with a key any string can reach, unless Object.hasOwn guards it. The
 * second rule reads types, so the snippets are linted through the repository's config with a
 * TypeScript program that holds them (they are no files of any tsconfig).
 */
const OWN_KEY_PLACES = [
  'apps/server/src/modules/rounds/lint-probe.ts',
  'apps/server/src/platform/ws/lint-probe.ts',
  'packages/shared/src/i18n/lint-probe.ts',
  'apps/web/src/features/rounds/lint-probe.tsx',
  'apps/admin/src/features/rounds/lint-probe.tsx',
];
const MAP = 'const MAP: Record<string, number> = { a: 1 };\n';
const REFUSED_IN = [
  'export const has = (map: object, key: string) => key in map;',
  'export const has = (map: object, body: { lang: string }) => body.lang in map;',
  'export const has = (map: object, n: number) => `rate${n}` in map;',
];
const ALLOWED_IN = [
  "export const has = (entry: { hold: number } | { id: string }) => 'hold' in entry;",
  'export const has = (map: object, key: string) => Object.hasOwn(map, key);',
  'export class Brand {\n  #mark = 1;\n  static is(value: object) {\n    return #mark in value;\n  }\n}',
];
const REFUSED_LOOKUPS = [
  `${MAP}export const read = (key: string) => MAP[key] ?? 0;`,
  'const MAP = { a: 1, b: 2 };\nexport const read = (key: string) => MAP[key as keyof typeof MAP];',
  'export const read = (body: Record<string, unknown>, key: string) => body[key];',
  'export const write = (target: Record<string, unknown>, key: string, value: unknown) => {\n  target[key] = value;\n};',
  'const RATES: Record<string, string> = {};\nexport const rate = (n: number) => RATES[`rate${n}`];',
  'export const read = (map: Record<string, number>, key: any) => map[key];',
  `${MAP}const OTHER: Record<string, number> = {};\nexport const read = (key: string) => (Object.hasOwn(OTHER, key) ? MAP[key] : 0);`,
];
const ALLOWED_LOOKUPS = [
  `${MAP}export const read = (key: string) => (Object.hasOwn(MAP, key) ? MAP[key] : 0);`,
  `${MAP}export const read = (key: string) => Object.hasOwn(MAP, key) && MAP[key];`,
  `${MAP}export function read(key: string) {\n  if (Object.hasOwn(MAP, key)) return MAP[key];\n  return 0;\n}`,
  "type Language = 'vi' | 'en';\nconst NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };\nexport const name = (language: Language) => NAMES[language];",
  "type Language = 'vi' | 'en';\nconst NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };\nconst isOwnKey = <T extends object>(map: T, key: PropertyKey): key is keyof T => Object.hasOwn(map, key);\nexport const name = (value: string) => (isOwnKey(NAMES, value) ? NAMES[value] : null);",
  'export const at = (list: string[], index: number) => list[index];',
  `${MAP}export const one = MAP['a'];`,
  'const MAP = new Map<string, number>();\nexport const read = (key: string) => MAP.get(key);',
];

type Probe = { file: string; code: string };
/** One probe file per (place, snippet): `dir/lint-probe-N.ts(x)`. */
function probesOf(places: readonly string[], snippets: readonly string[], tag: string): Probe[] {
  return places.flatMap((place, placeIndex) =>
    snippets.map((code, index) => ({
      file: place.replace(/lint-probe(\.test)?\.(tsx?)$/, `lint-probe-${tag}${placeIndex}-${index}$1.$2`),
      code,
    })),
  );
}

const PROBES = {
  refusedIn: probesOf(OWN_KEY_PLACES, REFUSED_IN, 'ri'),
  allowedIn: probesOf(OWN_KEY_PLACES, ALLOWED_IN, 'ai'),
  refusedLookups: probesOf(OWN_KEY_PLACES, REFUSED_LOOKUPS, 'rl'),
  allowedLookups: probesOf(OWN_KEY_PLACES, ALLOWED_LOOKUPS, 'al'),
  inTests: probesOf(
    ['apps/server/src/reliability/lint-probe.test.ts', 'packages/shared/src/i18n/lint-probe.test.ts'],
    [REFUSED_IN[0]!, REFUSED_LOOKUPS[0]!],
    'tt',
  ),
};

/** ESLint with the repository's config, its typed rules reading one program of every probe. */
function ownKeyLinter(): ESLint {
  const probes = new Map(
    Object.values(PROBES)
      .flat()
      .map((probe) => [path.join(REPO_ROOT, probe.file), probe.code]),
  );
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => probes.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => probes.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const code = probes.get(name);
    return code === undefined ? getSourceFile(name, language, ...rest) : ts.createSourceFile(name, code, language, true);
  };
  const program = ts.createProgram([...probes.keys()], options, host);
  return new ESLint({
    cwd: REPO_ROOT,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('fairround/'),
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  });
}

describe('lint rules: client keys are looked up as own keys only', () => {
  let linter: ESLint;
  const messagesOf = async (probe: Probe, ruleId: string) => {
    const [result] = await linter.lintText(probe.code, { filePath: path.join(REPO_ROOT, probe.file) });
    expect(result?.messages.filter((message) => message.fatal), probe.file).toEqual([]);
    return (result?.messages ?? []).filter((message) => message.ruleId === ruleId);
  };

  beforeAll(() => {
    linter = ownKeyLinter();
  }, 60_000);

  it(`refuses ${REFUSED_IN.length} forms of \`key in object\` in each of ${OWN_KEY_PLACES.length} places, pointing to Object.hasOwn`, async () => {
    for (const probe of PROBES.refusedIn) {
      const messages = await messagesOf(probe, 'fairround/no-in-lookup');
      expect(messages, `${probe.file}: ${probe.code}`).toHaveLength(1);
      expect(messages[0]?.severity).toBe(2);
      expect(messages[0]?.message).toContain('Object.hasOwn');
    }
  }, 120_000);

  it('lets a literal key, Object.hasOwn and a private brand check through', async () => {
    for (const probe of PROBES.allowedIn)
      expect(await messagesOf(probe, 'fairround/no-in-lookup'), `${probe.file}: ${probe.code}`).toEqual([]);
  }, 120_000);

  it(`refuses ${REFUSED_LOOKUPS.length} forms of an unguarded \`object[key]\` in each of ${OWN_KEY_PLACES.length} places`, async () => {
    for (const probe of PROBES.refusedLookups) {
      const messages = await messagesOf(probe, 'fairround/no-unguarded-key-lookup');
      expect(messages, `${probe.file}: ${probe.code}`).toHaveLength(1);
      expect(messages[0]?.severity).toBe(2);
      expect(messages[0]?.message).toContain('ownValue');
    }
  }, 120_000);

  it('lets guarded lookups, narrowed keys, array indexes, literal keys and Maps through', async () => {
    for (const probe of PROBES.allowedLookups)
      expect(
        await messagesOf(probe, 'fairround/no-unguarded-key-lookup'),
        `${probe.file}: ${probe.code}`,
      ).toEqual([]);
  }, 120_000);

  it('leaves tests out, so they may build odd keys on purpose', async () => {
    for (const probe of PROBES.inTests) {
      const [result] = await linter.lintText(probe.code, { filePath: path.join(REPO_ROOT, probe.file) });
      expect(result?.messages.filter((message) => message.ruleId?.startsWith('fairround/')), probe.file).toEqual([]);
    }
  }, 60_000);
});
