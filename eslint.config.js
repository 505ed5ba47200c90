// Lint rules, including the import boundaries of ARCHITECTURE.md: a wrong import fails `npm test`.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import zones from './eslint/import-zones.js';

const ui = ['react', 'react-dom', 'react-dom/*', 'react-i18next', 'sonner', '@tanstack/*', 'react-hook-form', 'dompurify', 'workbox-*'];
const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'builds/', '.tmp/', 'node_modules/', 'src/routeTree.gen.ts', 'data/', 'coverage/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest']?.rules ?? reactHooks.configs.recommended.rules,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  // Which folder may import which (features, ui/, widgets/, server/, sw/, …): resolved paths, not import strings.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.ts'],
    plugins: { local: zones },
    rules: { 'local/import-zones': 'error' },
  },
  // Packages each layer may not use (the folder rules above cover the project's own modules).
  // contract/ is shared by the client, the service worker and the server: valibot and itself only.
  { files: ['src/contract/**'], rules: restrict([{ group: [...ui, 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'] }]) },
  // lib/ holds pure helpers the server and worker may use: no React.
  { files: ['src/lib/**'], rules: restrict([{ group: ['react', 'react-dom', 'react-i18next', '@tanstack/*', 'sonner', 'hono', 'workbox-*'] }]) },
  // The server renders through src/entry-server only, never React directly.
  { files: ['server/**', 'scripts/**'], rules: restrict([{ group: ui }]) },
  // The worker: workbox and the contract only.
  { files: ['sw/**'], rules: restrict([{ group: ['react', 'react-dom', '@tanstack/*', 'hono'] }]) },
  // Only src/pwa/ talks to the service worker (contract/ and lib/ refuse workbox with their own lists above).
  {
    files: ['src/**'],
    ignores: ['src/pwa/**', 'src/contract/**', 'src/lib/**'],
    rules: restrict([{ group: ['workbox-window'], message: 'only src/pwa/ talks to the service worker' }]),
  },
  // The server logs through server/log.ts only (JSON in production, secrets redacted); the command-line
  // tools talk to the operator at a terminal.
  { files: ['server/**/*.ts'], ignores: ['server/cli/**', 'server/seed/cli.ts', '**/*.test.ts'], rules: { 'no-console': 'error' } },
  // Tests may use whatever they need.
  { files: ['tests/**', '**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off', 'local/import-zones': 'off' } },
);
