// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ownKeysPlugin } from './eslint-rules/own-keys.js';

/** The folders directly in `dir` (relative to the repository root), none when it is missing. */
function foldersIn(dir) {
  const full = path.resolve(dir);
  return fs.existsSync(full)
    ? fs.readdirSync(full).filter((name) => fs.statSync(path.join(full, name)).isDirectory())
    : [];
}

/** The feature folders of an app (`apps/<app>/src/features/*`). */
const featuresOf = (app) => foldersIn(`apps/${app}/src/features`);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An app's features may not import each other, however the path is written (`../other/api` from
 * a feature's root, `../../other` from a sub-folder, `…/features/other`): shared code moves to the
 * app's components/ or lib/, and only app/ composes features (proved by
 * apps/server/src/reliability/lint-rules.test.ts). A feature's sub-folder must not be named after
 * another feature. `paths` and `patterns` are the app's other import rules, repeated here because a
 * later `no-restricted-imports` replaces an earlier one for the same file.
 */
const MATH_RANDOM_SYNTAX = {
  selector:
    "MemberExpression[object.type='MemberExpression'][object.property.name='Math'][property.name='random']",
  message: 'Math.random is not a CSPRNG: use node:crypto (randomInt, randomBytes, randomUUID).',
};
const API_PATH_MESSAGE =
  'An API path is written once, in its endpoint (packages/shared/src/**/*.endpoints.ts): call the endpoint, or use its .path / API_ROOT.';
const API_PATH_SYNTAX = [
  { selector: 'Literal[value=/^\\/api\\//i]', message: API_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//i]', message: API_PATH_MESSAGE },
];

/**
 * Issue #27: a client names an error code (`ErrorCode.OddsChanged`, from
 * packages/shared/src/errors/error-codes.ts), never writes its number. Refused in apps/web and
 * apps/admin: a number given to a function that takes a code (`errorText(1025)`,
 * `withdrawErrorField(1033)`, `new ApiError(2002, …)`); a number compared (`===`, `!==`, `==`,
 * `!=`, either side) with `errCode`, or with `code` when the number has four digits (the
 * catalogue's range: an envelope's `code` 0 / 1 / 409 or an HTTP status stays allowed); a number
 * as a `case` of a `switch` on either. `errCode` / `code` may be a variable, `x.errCode` or
 * `x?.errCode`. Proved by apps/server/src/reliability/lint-rules.test.ts.
 */
const ERROR_CODE_MESSAGE =
  'Name the error code: ErrorCode.<Name> from @fairround/shared (packages/shared/src/errors/error-codes.ts), never its number.';
const ANY_NUMBER = 'Literal[value=type(number)]';
const FOUR_DIGITS = 'Literal[value=type(number)][value>=1000][value<=9999]';
/** The node in `field` is `name`, `x.name` or `x?.name`. */
const isNamed = (field, name) =>
  `:matches([${field}.type='Identifier'][${field}.name='${name}'], [${field}.type='MemberExpression'][${field}.property.name='${name}'], [${field}.type='ChainExpression'][${field}.expression.property.name='${name}'])`;
const CODE_COMPARED = (name, number) => [
  `BinaryExpression[operator=/^[!=]==?$/]${isNamed('left', name)} > ${number}.right`,
  `BinaryExpression[operator=/^[!=]==?$/]${isNamed('right', name)} > ${number}.left`,
  `SwitchStatement${isNamed('discriminant', name)} > SwitchCase > ${number}.test`,
];
const ERROR_CODE_SYNTAX = [
  `CallExpression[callee.name=/^(errorText|errorMessage|withdrawErrorField)$/] > ${ANY_NUMBER}`,
  `CallExpression[callee.property.name=/^(errorText|errorMessage|withdrawErrorField)$/] > ${ANY_NUMBER}`,
  `NewExpression[callee.name='ApiError'] > ${ANY_NUMBER}`,
  ...CODE_COMPARED('errCode', ANY_NUMBER),
  ...CODE_COMPARED('code', FOUR_DIGITS),
].map((selector) => ({ selector, message: ERROR_CODE_MESSAGE }));

function featureBoundaries(app, { paths = [], patterns = [] } = {}) {
  const features = featuresOf(app);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature).map(escapeRegExp);
    const boundary = {
      regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
      message: 'Features do not import each other; move shared code to components/ or lib/.',
    };
    return {
      files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths, patterns: others.length > 0 ? [boundary, ...patterns] : patterns },
        ],
      },
    };
  });
}

/**
 * A server module never imports another module's `*.tables.ts` or `*.repository.ts` (issue #16),
 * however the path is written (`../other/x.tables.js` from a module's root, `../../other/sub/…`
 * from a sub-folder, `…/modules/other/…`): it asks the owning module's service, or reads through
 * the owner's read-only `*.queries.ts` (proved by apps/server/src/reliability/lint-rules.test.ts).
 * As with features, a module's sub-folder must not be named after another module. Exempt:
 * tests and their helpers (`*.test.ts`, `*.test-utils.ts`, `testing/`), which insert and inspect
 * rows of any module to set a scene; and a `*.tables.ts` may import another module's tables for
 * a foreign key (schema only, nothing is read or written through it).
 */
function serverModuleBoundaries() {
  const modules = foldersIn('apps/server/src/modules');
  const message =
    "Modules do not import another module's tables or repository; use its service or its *.queries.ts.";
  const forbidden = (others, roles) => ({
    regex: `^(\\.\\./)+(modules/)?(${others.join('|')})/(.+/)?[^/]+\\.(${roles})(\\.[jt]s)?$`,
    message,
  });
  const tests = ['**/*.test.ts', '**/*.test-utils.ts', '**/testing/**'];
  return modules.flatMap((module) => {
    const others = modules.filter((other) => other !== module).map(escapeRegExp);
    if (others.length === 0) return [];
    const root = `apps/server/src/modules/${module}`;
    return [
      {
        files: [`${root}/**/*.ts`],
        ignores: [...tests, '**/*.tables.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: [forbidden(others, 'tables|repository')] }] },
      },
      {
        files: [`${root}/**/*.tables.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: [forbidden(others, 'repository')] }] },
      },
    ];
  });
}

const ANTD_MOBILE_WRAPPERS = {
  paths: [{ name: 'antd-mobile', message: 'Use the wrappers in src/components/ui.' }],
  patterns: [{ group: ['antd-mobile/*'], message: 'Use the wrappers in src/components/ui.' }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/*/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use node:crypto or crypto.getRandomValues: never Math.random.',
        },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Seeds, tokens, codes and even jitter in the server and the shared contract come from a
    // CSPRNG (issue #13, deliverable 10; proved by apps/server/src/reliability/lint-rules.test.ts).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message:
            'Math.random is not a CSPRNG: use node:crypto (randomInt, randomBytes, randomUUID) in the server, globalThis.crypto.getRandomValues in shared code.',
        },
      ],
      'no-restricted-syntax': ['error', MATH_RANDOM_SYNTAX],
    },
  },
  {
    // Issue #16: a path of the API is written once, in its endpoint (packages/shared/src/**/
    // *.endpoints.ts, start-up refs in *.refs.ts); code names the endpoint. Tests may still post
    // to routes they register themselves. The Math.random selector is repeated because this
    // rule's options replace the block above for the files both match. The clients' src
    // (apps/web, apps/admin) also gets issue #27's error-code selectors: the object is split in
    // two so each file is matched by exactly one of them, with every selector it needs.
    files: [
      'apps/server/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/shared/src/**/*.endpoints.ts',
      'packages/shared/src/**/*.refs.ts',
      'packages/shared/src/contract/api-paths.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', MATH_RANDOM_SYNTAX, ...API_PATH_SYNTAX] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', MATH_RANDOM_SYNTAX, ...API_PATH_SYNTAX, ...ERROR_CODE_SYNTAX],
    },
  },
  {
    // The clients' tests name error codes too (they assert what the UI branches on); they are
    // outside the two objects above (they may write '/api/…'), so no other `no-restricted-syntax`
    // is replaced here.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ERROR_CODE_SYNTAX] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/**'],
    rules: { 'no-restricted-imports': ['error', ANTD_MOBILE_WRAPPERS] },
  },
  {
    // Issue #23: a key a client can choose (request body, socket message, query string, header, a
    // stored value a player wrote) is looked up as an own key only, never with `in` or a bare
    // `map[key]` that reaches Object.prototype (`lang: "toString"` took the process down). The
    // lookup rule is type-aware: it needs the key's type to tell a free string from a narrowed one
    // (eslint-rules/own-keys.js says why; proved by apps/server/src/reliability/lint-rules.test.ts).
    // Tests and their helpers build odd keys on purpose and stay outside.
    files: [
      'apps/server/src/**/*.ts',
      'packages/shared/src/**/*.{ts,tsx}',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-utils.{ts,tsx}',
      '**/*.fixtures.{ts,tsx}',
      '**/testing/**',
      'apps/*/src/test/**',
    ],
    plugins: { fairround: ownKeysPlugin },
    rules: { 'fairround/no-in-lookup': 'error', 'fairround/no-unguarded-key-lookup': 'error' },
  },
  ...featureBoundaries('web', ANTD_MOBILE_WRAPPERS),
  ...featureBoundaries('admin'),
  ...serverModuleBoundaries(),
);
