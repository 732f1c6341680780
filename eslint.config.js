// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders of an app (`apps/<app>/src/features/*`). */
function featuresOf(app) {
  const dir = path.resolve(`apps/${app}/src/features`);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory()) : [];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An app's features may not import each other, however the path is written (`../other/api` from
 * a feature's root, `../../other` from a sub-folder, `…/features/other`): shared code moves to the
 * app's components/ or lib/, and only app/ composes features (proved by
 * apps/server/src/reliability/lint-rules.test.ts). A feature's sub-folder must not be named after
 * another feature. `paths` and `patterns` are the app's other import rules, repeated here because a
 * later `no-restricted-imports` replaces an earlier one for the same file.
 */
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
        'no-restricted-imports': ['error', { paths, patterns: others.length > 0 ? [boundary, ...patterns] : patterns }],
      },
    };
  });
}

const ANTD_MOBILE_WRAPPERS = {
  paths: [{ name: 'antd-mobile', message: 'Use the wrappers in src/components/ui.' }],
  patterns: [{ group: ['antd-mobile/*'], message: 'Use the wrappers in src/components/ui.' }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'e2e/test-results/**', 'e2e/screenshots/**', 'apps/server/migrations/**'],
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
        { object: 'Math', property: 'random', message: 'Use node:crypto or crypto.getRandomValues: never Math.random.' },
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='Math'][property.name='random']",
          message: 'Math.random is not a CSPRNG: use node:crypto (randomInt, randomBytes, randomUUID).',
        },
      ],
    },
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
  ...featureBoundaries('web', ANTD_MOBILE_WRAPPERS),
  ...featureBoundaries('admin'),
);
