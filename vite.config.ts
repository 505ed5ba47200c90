import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryChunk } from './scripts/vite-entry-chunk';
import { textParts } from './scripts/vite-text-parts';
import { webManifest } from './src/pwa/manifest';

/**
 * Two builds from one config: the browser's (dist/: the app, its service worker and the offline shell
 * index.html) and, with `--ssr`, the server renderer (dist/ssr/entry-server.js, imported by server/render/).
 * The renderer bundles its dependencies, so React and the router run their production builds whatever
 * NODE_ENV the server process has, and CSS module class names come out the same in both builds.
 */
// The site frame (header, footer) of every /{lang} page joins the entry's chunk; its id is the router
// plugin's split of routes/$lang.tsx (see splitBehavior below). So do small modules that nearly every public
// page renders (sanitised HTML fields; the server-render check of lazy blocks, the catalogue and the
// programme; responsive pictures; the exhibition's place line and its dates, which the home banner shares
// with the ticket and every page that writes a date; the contract's control-character check, which the
// exhibitor's note shares with every form): as chunks of their own, each cost a response's headers and a
// round of module loading, more than their code. The application's field rules stay with the form
// (contract/application.ts says why).
const appChunk = entryChunk('/src/main.tsx', {
  name: 'app',
  always: [
    '/src/routes/$lang.tsx?tsr-split=component---loader',
    '/src/ui/safe-html.tsx',
    '/src/ui/use-server-render.ts',
    '/src/ui/picture.ts',
    '/src/lib/exhibition-location.ts',
    '/src/lib/venue-dates.ts',
    '/src/contract/control-characters.ts',
  ],
  leaveOut: ['/src/contract/application-schema.ts'],
});

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|query-core|react-query|query-persist-client-core)|i18next|react-i18next|use-sync-external-store|idb-keyval)[\\/]/;
// Parts of the framework that no public page's first screen runs: a group takes every module it matches,
// whoever imports it, so these would ride in the framework chunk. Left out, useQueries goes with the hall
// map and its links. (useMutationState, 0.3 KiB, stays: left out, each page with a queued write fetched it
// as a chunk of its own.)
const LATER_FRAMEWORK =
  /@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]queriesObserver|react-query[\\/]build[\\/]modern[\\/]useQueries)\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin generates src/routeTree.gen.ts and must run before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A public page's loader travels with its component: what loaders import (api modules, response
      // schemas, catalogue sorting) then stays out of the first-visit bundle. The cost is that a route's
      // data request starts once its chunk is in, which the service worker's precache makes near-instant.
      // The personal pages keep their loaders in the entry: their loading states while a signed-in
      // visitor switches tabs rely on the loader running before the chunk (tests/e2e/session.spec.ts).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/$lang/personal') ? undefined : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // A page rendered on the server carries the stylesheet inline (server/render/assets.ts); the router plugin
    // turns TanStack Router's inline-CSS support off by default, and this later config turns it back on.
    { name: 'expo:inline-css', config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }) },
    // The contract's modules only declare schemas and constants. Said so, Rolldown drops a schema no chunk
    // uses (the server's own ones) and lets a chunk skip a module it reaches only through a re-export.
    {
      name: 'expo:side-effect-free-contract',
      transform: {
        filter: { id: /\/src\/contract\/[^?]*\.ts$/ },
        handler: (code: string) => ({ code, map: null, moduleSideEffects: false }),
      },
    },
    react(),
    textParts(),
    !isSsrBuild && appChunk.plugin,
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: {
          // The whole shell works offline: HTML, every JS and CSS chunk (the three locale files are JS chunks,
          // so every language works), icons, flags, fonts and placeholder images.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,ico,woff,woff2,json}'],
          // Compressed twins are served by the server; install screenshots are large and only the install dialog needs them.
          globIgnores: ['**/*.br', '**/*.gz', 'screenshots/**', '**/screenshot*'],
        },
        manifest: webManifest,
      }),
  ],
  resolve: {
    // workbox-window's package points bundlers at its ES5 build; the ES2017 one is half the size (1.2 kB
    // against 2.0 kB of brotli) and every browser the app targets (es2022) runs it.
    alias: [
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
      // react-i18next and TanStack Store import the shim of useSyncExternalStore, written for React before 18;
      // React 19 has the hook itself (0.1 kB less on every page). The package's main entry would do, but its
      // development build logs an error on load (the server renderer's bundle keeps that branch).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/ui/use-sync-external-store-shim.ts', import.meta.url)),
      },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-vite/ssr', emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false }
    : {
        // `npm run build` names a new folder of its own (scripts/build.ts); a bare `vite build` writes here,
        // never into dist/, the build the instances serve.
        outDir: 'dist-vite',
        target: 'es2022',
        sourcemap: false,
        // One stylesheet for the whole site (13 kB brotli): a server-rendered page of any route is styled by
        // the first response, with no flash while a route's own CSS chunk would load.
        cssCodeSplit: true,
        // Browsers without modulepreload (Safari before 17) still load every module through the imports, only
        // without the early start; the polyfill was 0.3 kB of every first visit.
        modulePreload: { polyfill: false },
        // dist/.vite/manifest.json tells the server which chunk holds each language (preloaded with the page).
        manifest: true,
        rollupOptions: {
          output: {
            // The framework every page needs is one chunk rather than a dozen pieces split along the route
            // chunks' boundaries: each response costs its headers on the wire and a round of module loading.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id: string) => FRAMEWORK.test(id) && !LATER_FRAMEWORK.test(id),
                  priority: 2,
                },
                // The rest of what the entry imports statically, in one response (scripts/vite-entry-chunk.ts).
                { name: appChunk.name, test: (id: string) => appChunk.test(id) && !LATER_FRAMEWORK.test(id), priority: 1 },
              ],
            },
          },
        },
      },
}));
