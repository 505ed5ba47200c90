import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { textParts } from './scripts/vite-text-parts';

// Three suites, one runner: unit/component tests in happy-dom, API tests against the real server and
// database, and end-to-end tests driving Debian's Chromium through playwright-core. The attack suite
// (tests/security) joins the API suite (*.test.ts, so it also runs against PostgreSQL in CI) and the
// browser suite (*.spec.ts).
//
// Workers: Vitest's default on a 2-core machine is one, so every file waited for the one before it while
// most of a browser test is waiting on the browser or the server. The three suites share TEST_WORKERS
// workers (default 2); each browser worker has a server, a database and a Chromium of its own
// (tests/support/e2e-global-setup.ts), and each API file its own server and database copy. Three workers
// on two cores kept the load near 15 and browser tests hit their 30 s limit; with two they pass.
//
// All three suites run their files without isolation (the unit project says why there): a worker imports
// the server, playwright-core and the helpers once and reuses them for every file it runs. Isolated, each API file spent longer importing
// the server than running its tests (a 16-file sample: 70 s of CPU isolated, 36 s not; the whole API suite
// 687 s against 406 s), and each browser file re-imported playwright-core. Every file still starts its own
// server on its own database copy, so what the files share is code, not state: the server's module-level
// caches are keyed by each server's own database or dependencies (WeakMaps), and what it reads from the
// environment it reads when asked, not at import.
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    projects: [
      {
        // The texts' chunks (lib/i18n.ts) are modules the build makes from locales/*.json.
        plugins: [react(), textParts()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Without isolation too: each file's own happy-dom and module graph cost 95 s of CPU for 17 s of
          // tests (50 s alone), against 24 s (13 s). Each test sets up what it reads, and tests/support/unit-setup.ts
          // unmounts what a test rendered and clears localStorage after it; the suite passes whole with its files
          // in shuffled orders (--sequence.shuffle.files).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        plugins: [textParts()],
        test: {
          name: 'api',
          environment: 'node',
          isolate: false,
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          isolate: false,
          include: ['tests/e2e/**/*.spec.ts', 'tests/security/**/*.spec.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          // Two workers on two cores each drive a Chromium and a server: a test of 15 s alone takes up to
          // three times that in a full run, and each full run had found another test near 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll's own default is 1 s: a wait on the page (a lazily loaded toast, a list arriving) that
          // takes 100 ms alone took over a second in a full run. A longer limit only slows a failing test.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
