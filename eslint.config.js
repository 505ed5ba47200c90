// Lint rules, including the import boundaries of ARCHITECTURE.md: a wrong import fails `npm test`.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ui = ['react', 'react-dom', 'react-dom/*', 'react-i18next', 'sonner', '@tanstack/*', 'react-hook-form', 'dompurify', 'workbox-*'];
const clientFolders = ['api', 'features', 'ui', 'routes', 'session', 'pwa', 'styles'];
const clientPaths = clientFolders.map((folder) => ({ regex: `(^|/)(src/)?${folder}(/|$)`, message: `contract/, lib/ and server/ must not import the client's ${folder}/` }));

const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '.tmp/', 'node_modules/', 'src/routeTree.gen.ts', 'data/', 'coverage/', 'server/db/migrations/'] },
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
  // contract/ is shared by the client, the service worker and the server: valibot and itself only.
  { files: ['src/contract/**'], rules: restrict([{ group: [...ui, 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '**/lib/*', '**/server/*'] }, ...clientPaths]) },
  // lib/ holds pure helpers the server and worker may use: no React, no client layers.
  { files: ['src/lib/**'], rules: restrict([{ group: ['react', 'react-dom', 'react-i18next', '@tanstack/*', 'sonner', 'hono'] }, ...clientPaths]) },
  // The server reaches into src/ only for the contract and pure helpers.
  { files: ['server/**', 'scripts/**'], rules: restrict([{ group: ui }, { regex: '(^|/)src/(?!contract/|lib/)', message: 'server/ imports only src/contract/ and src/lib/' }]) },
  // The server renderer also reaches the one render entry (its types; the module is loaded from the build).
  {
    files: ['server/render/**'],
    rules: restrict([{ group: ui }, { regex: '(^|/)src/(?!contract/|lib/|entry-server$)', message: 'server/render/ imports src/contract/, src/lib/ and src/entry-server only' }]),
  },
  // The worker: workbox and the contract only.
  { files: ['sw/**'], rules: restrict([{ group: ['react', 'react-dom', '@tanstack/*', 'hono'] }, { regex: '(^|/)src/(?!contract/)', message: 'sw/ imports only src/contract/' }]) },
  // A feature never imports another feature: shared pieces move to ui/ or lib/.
  {
    files: ['src/features/**'],
    rules: restrict([
      { regex: '^\\.\\./(?!\\.)[^/]+/', message: 'features must not import other features; move shared code to ui/ or lib/' },
      { regex: '(^|/)routes/', message: 'features must not import routes' },
      { group: ['workbox-window'], message: 'only src/pwa/ talks to the service worker' },
    ]),
  },
  { files: ['src/ui/**', 'src/api/**', 'src/session/**'], rules: restrict([{ regex: '(^|/)(features|routes)/', message: 'shared layers must not import features or routes' }, { group: ['workbox-window'], message: 'only src/pwa/ talks to the service worker' }]) },
  // Tests may use whatever they need.
  { files: ['tests/**', '**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
);
