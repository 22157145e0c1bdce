import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** ARCHITECTURE rule 1: imports flow one way. Each entry forbids a direction. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'data/**', 'uploads/**', '.tmp/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
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
  // contracts import only zod
  boundary(['packages/contracts/**'], [{ group: ['@randevu/*', '../../apps/*', '**/apps/**'], message: 'contracts import only zod' }]),
  // web and api never import each other
  boundary(['apps/web/**'], [{ group: ['**/apps/api/**', '@randevu/api', '@randevu/api/*'], message: 'web never imports api' }]),
  boundary(['apps/api/**'], [{ group: ['**/apps/web/**', '@randevu/web', '@randevu/web/*'], message: 'api never imports web' }]),
  // web: components|lib|config → features → app
  boundary(
    ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    [{ group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'], message: 'components, lib and config do not import features or app' }],
  ),
  // api: lib|plugins|db → modules
  boundary(
    ['apps/api/src/lib/**', 'apps/api/src/plugins/**', 'apps/api/src/db/**'],
    [{ group: ['**/modules/**'], message: 'lib, plugins and db do not import modules' }],
  ),
);
