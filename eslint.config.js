import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** ARCHITECTURE rule 1: imports flow one way. Each entry forbids a direction. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const webNeverApi = { group: ['**/apps/api/**', '@randevu/api', '@randevu/api/*'], message: 'web never imports api' };
const apiNeverWeb = { group: ['**/apps/web/**', '@randevu/web', '@randevu/web/*'], message: 'api never imports web' };
// Public entries of contracts (its package.json "exports"): '.', './messages' (texts and constants without
// zod, for the web app's first paint) and './messages/<domain>' (one domain of the texts; decision 022).
// Anything deeper is private.
const contractsEntryOnly = {
  group: [
    '@randevu/contracts/*',
    '!@randevu/contracts/messages',
    '!@randevu/contracts/messages/*',
    '@randevu/contracts/messages/*/**',
    '**/packages/contracts/**',
  ],
  message:
    'import @randevu/contracts through its public entries only (@randevu/contracts, @randevu/contracts/messages, @randevu/contracts/messages/<domain>)',
};

/** The media module (uploads, image pipeline, file storage) is reached through its service only. */
const mediaThroughService = {
  group: ['**/modules/media/*', '!**/modules/media/media.service', '../media/*', '!../media/media.service'],
  message: 'use the media module through modules/media/media.service',
};
// The rules below are later entries for narrower globs: flat config keeps the last `no-restricted-imports`
// that matches a file, so each narrower entry repeats the wider entries' patterns.
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      'uploads/**',
      '.tmp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // No source file over 300 lines: split it by what it does. Tests, test helpers and seed data are exempt.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/api/test/**', 'apps/web/test/**', '**/seed/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // contracts import only zod
  boundary(
    ['packages/contracts/**'],
    [{ group: ['@randevu/*', '../../apps/*', '**/apps/**'], message: 'contracts import only zod' }],
  ),
  // web: never api, contracts only through its public entry; components|lib|config → features → app
  boundary(['apps/web/**'], [webNeverApi, contractsEntryOnly]),
  boundary(
    ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    [
      webNeverApi,
      contractsEntryOnly,
      {
        group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
        message: 'components, lib and config do not import features or app',
      },
    ],
  ),
  // A feature never imports another feature (pages in app/routes compose them) nor app.
  boundary(
    ['apps/web/src/features/**'],
    [
      webNeverApi,
      contractsEntryOnly,
      {
        group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**'],
        message: 'a feature imports only itself, components, lib and config; app/routes compose features',
      },
      {
        group: ['../../*/**', '!../../../**', '../../../features/**', '../../../app/**'],
        message: 'a feature never reaches into another feature by a relative path',
      },
    ],
  ),
  // The visitor's pages (landing, listing, venue, service) and what every page loads take texts and constants
  // from @randevu/contracts/messages and only types from the main entry, whose schemas bring zod (32.7 KB gzip)
  // into every chunk that imports a value from it (decision 022). Forms that validate with a schema live elsewhere.
  {
    files: [
      'apps/web/src/features/venues/**/*.{ts,tsx}',
      'apps/web/src/features/reviews/components/venue-reviews.tsx',
      'apps/web/src/features/reviews/api/get-venue-reviews.ts',
      'apps/web/src/app/layouts/**/*.{ts,tsx}',
      'apps/web/src/app/routes/marketplace-{home,venue,companies,service}.tsx',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@randevu/contracts',
              allowTypeImports: true,
              message: 'import values from @randevu/contracts/messages: the main entry loads zod (decision 022)',
            },
          ],
        },
      ],
    },
  },
  // A spec takes `test` from support/test.ts: its baseURL is the worker's own server (decision 049).
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "import test from './support/test': each worker has its own server (decision 049)",
            },
          ],
        },
      ],
    },
  },
  // api: never web, contracts only through its public entry; lib|plugins|db → modules
  boundary(['apps/api/**'], [apiNeverWeb, contractsEntryOnly, mediaThroughService]),
  boundary(
    ['apps/api/src/lib/**', 'apps/api/src/plugins/**', 'apps/api/src/db/**'],
    [apiNeverWeb, contractsEntryOnly, { group: ['**/modules/**'], message: 'lib, plugins and db do not import modules' }],
  ),
  // A module reaches another module only through its service (ARCHITECTURE rule 1).
  boundary(
    ['apps/api/src/modules/**'],
    [
      apiNeverWeb,
      contractsEntryOnly,
      mediaThroughService,
      {
        group: ['../*/*.repository', '../*/*.routes', '**/modules/*/*.repository', '**/modules/*/*.routes'],
        message: "a module uses another module's service, never its repository or routes",
      },
    ],
  ),
);
