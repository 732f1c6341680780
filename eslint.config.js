// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeaturesDir = path.resolve('apps/web/src/features');
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs.readdirSync(webFeaturesDir).filter((name) => fs.statSync(path.join(webFeaturesDir, name)).isDirectory())
  : [];

/** A web feature may not import another feature: shared code moves to components/ or lib/. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'antd-mobile', message: 'Use the wrappers in src/components/ui.' }],
        patterns: [
          {
            group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
            message: 'Features do not import each other; move shared code to components/ or lib/.',
          },
          { group: ['antd-mobile/*'], message: 'Use the wrappers in src/components/ui.' },
        ],
      },
    ],
  },
}));

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd-mobile', message: 'Use the wrappers in src/components/ui.' }],
          patterns: [{ group: ['antd-mobile/*'], message: 'Use the wrappers in src/components/ui.' }],
        },
      ],
    },
  },
  ...featureBoundaries,
);
