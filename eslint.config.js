// One lint stack for the whole repository: ESLint (this file) + Prettier (formatting).
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './apps/web/eslint-rules/featureBoundaries.js';

// Restricted-import patterns shared by several blocks below: a later block's
// `no-restricted-imports` replaces an earlier one's, so each block lists all it needs.
const noPackageSrc = {
  group: ['@semaphore-console/*/src', '@semaphore-console/*/src/*'],
  message: "Import a package by its name, never another package's src/.",
};
const noRelativeWorkspace = {
  group: ['../../packages/*', '../../../packages/*', '../../apps/*', '../../../apps/*'],
  message: 'Import a workspace package by its name, not by a relative path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/locales/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A wire type is a named interface over the type inferred from its schema's entries.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [noPackageSrc, noRelativeWorkspace],
        },
      ],
    },
  },
  {
    files: ['packages/{api-client,validation,cron,ansi,permissions,log-outline}/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Domain packages never import React.' },
            { name: 'react-dom', message: 'Domain packages never import React.' },
          ],
          patterns: [
            noPackageSrc,
            { group: ['*.css', '*.css.ts'], message: 'Domain packages never import CSS.' },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md "One path to the server": app/ is the composition root; a feature never imports it.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noPackageSrc,
            noRelativeWorkspace,
            {
              group: ['**/app', '**/app/**'],
              message:
                'A feature never imports app/ (the composition root): shared pieces live in components/, hooks/ and navigation.ts.',
            },
          ],
        },
      ],
      // Features import each other only through a feature's index.ts. A deep import kept for code
      // splitting goes in `['error', { allow: ['<feature>/<file>'] }]`, with the reason; none is
      // needed today (the build's chunks were the same before and after the move to index.ts).
      'web/feature-boundaries': 'error',
    },
  },
  {
    // Playwright fixtures take `{}` when they use no other fixture.
    files: ['**/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^https?://'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URLSearchParams',
            'new URL',
            'navigate',
            'localStorage.*',
            'document.*',
            'searchParams.*',
            'cx',
            'clsx',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^(data|aria)-|^(to|href|id|key|type|role|name|path|variant|size|tone|testId|autoComplete|inputMode|method|target|rel|lang|dir|htmlFor|src|download|as|side|align|orientation|value|defaultValue|accept|mode|status|icon)$',
                flags: 'i',
              },
            },
          ],
          useTsTypes: false,
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
);
