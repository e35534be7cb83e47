import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const crossPackageSource = {
  group: ['@art-portal/*/src', '@art-portal/*/src/**', '**/packages/*/src/**', '**/apps/*/src/**'],
  message: 'Import another package by its public name, never its sources.',
};

const noEnums = { selector: 'TSEnumDeclaration', message: 'Use a union of literals, not an enum.' };

/** Imports each package may not make: the graph flows api-client → state → pages → portal. */
const boundaries = {
  'packages/api-client': [
    '@art-portal/state',
    '@art-portal/pages',
    '@art-portal/ui-shell',
    'react',
    'react-dom',
    '@mui/*',
    'redux',
    '@reduxjs/*',
    'react-redux',
  ],
  // The back office's contract and client are for apps/admin: no page's script may reach the back office.
  'packages/state': ['@art-portal/pages', '@art-portal/ui-shell', '@mui/*', '@art-portal/api-client/admin'],
  'packages/ui-shell': [
    '@art-portal/state',
    '@art-portal/api-client',
    '@art-portal/pages',
    'axios',
    'redux',
    '@reduxjs/*',
    'react-redux',
  ],
  'packages/pages': ['@art-portal/api-client/admin'],
  'apps/portal': ['@art-portal/api-client/admin'],
};

export const config = defineConfig(
  globalIgnores([
    '**/dist/**',
    'apps/portal/build/**',
    '**/.react-router/**',
    '**/storybook-static/**',
    '**/coverage/**',
    '**/node_modules/**',
    '**/.turbo/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/*.bundled_*.mjs',
    '**/*.timestamp-*.mjs',
    '**/.data/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-imports': ['error', { patterns: [crossPackageSource] }],
      'no-restricted-syntax': ['error', noEnums],
      // A React Router loader answers 404/503 by throwing the framework's data(…, { status }).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['apps/portal/src/**/*.tsx'],
    extends: [reactRefresh.configs.vite],
  },
  ...Object.entries(boundaries)
    .filter(([, banned]) => banned.length > 0)
    .map(([dir, banned]) => ({
      files: [`${dir}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              crossPackageSource,
              {
                group: banned,
                message: `${dir} may not import this: see the dependency direction in README.md.`,
              },
            ],
          },
        ],
      },
    })),
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnums,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Packages never read the environment; the portal validates config and passes it down.',
        },
      ],
    },
  },
  {
    files: [
      '**/*.config.{ts,js,mjs}',
      '**/.storybook/*.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'eslint.config.js',
      // React Router's framework asks these modules for a default export (the page, the route list, the entries).
      'apps/portal/src/routes.ts',
      // Each page folder's index.ts is the route module the portal's routes.ts names.
      'packages/pages/src/*/index.ts',
      'apps/portal/src/root.tsx',
      'apps/portal/src/entry.{client,server}.tsx',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // A route module exports its loader, meta and handle beside its component, as the framework asks.
    files: ['apps/portal/src/root.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
