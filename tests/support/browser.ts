/**
 * Debian's Chromium driven by playwright-core: the worker's one browser (e2e-world.ts), a fresh context per
 * test.
 * Any console error or uncaught page error fails the test (ARCHITECTURE rule 10), and so does any
 * Content-Security-Policy violation (csp.ts).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cspViolationListener } from './csp';
import { world } from './e2e-world';

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** The worker's own Chromium, already running (e2e-worker-process.ts): connecting costs far less than a launch. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(world.browserEndpoint);
}

/**
 * Pages run without the service worker unless a test asks for it. Registered on every page, the worker
 * downloads its precache (over 200 files) in each fresh context: on an accessibility file of 17 tests that
 * was a third of the CPU of the browser, the renderers and the server together (99 s against 67 s). What the
 * worker does (offline starts, kept pages, caches, the update prompt, installability) is what the tests that
 * ask for it check; the others check the page as a first visit gets it from the network.
 */
export type WorkerChoice = { serviceWorker?: boolean };

export type BrowserSession = {
  baseUrl: string;
  /** A page in a fresh context; pass options for a phone viewport etc. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Console errors this test causes on purpose (the browser logs every 404 answer); reset after each test. */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Pages this test opens after the call run with the app's service worker; reset after each test. */
  useServiceWorker: () => void;
};

export function useBrowser({ serviceWorker: fileWantsWorker = false }: WorkerChoice = {}): BrowserSession {
  const { baseUrl } = world;
  let testWantsWorker = false;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterEach(async ({ task }) => {
    // A step that hangs until the test's timeout says nothing of where the page was: say it.
    if (task.result?.state === 'fail') console.error(`pages open when "${task.name}" failed:\n${await describePages(contexts)}`);
    const found = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    errors = [];
    allowed = [];
    testWantsWorker = false;
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    expect(found, 'console errors on the page').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    allowConsoleErrors: (pattern) => {
      allowed.push(pattern);
    },
    useServiceWorker: () => {
      testWantsWorker = true;
    },
    newPage: async (options = DESKTOP) => {
      if (!browser) throw new Error('the browser is not started');
      const serviceWorkers = fileWantsWorker || testWantsWorker ? 'allow' : 'block';
      const context = await browser.newContext({ ...DESKTOP, serviceWorkers, ...options, baseURL: baseUrl, locale: 'ru-RU' });
      await context.addInitScript(cspViolationListener);
      contexts.push(context);
      const page = await context.newPage();
      waitForTheAppOnNavigation(page);
      page.on('console', (message) => {
        // The address too: "Failed to load resource" says nothing of what failed.
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

/** Each open page's address and how far the app on it got, for a failed test's report. */
async function describePages(contexts: BrowserContext[]) {
  const pages = contexts.flatMap((context) => context.pages());
  const lines = await Promise.all(
    pages.map(async (page) => {
      const state = await page
        .evaluate(() => {
          const { ready, frameReady } = document.documentElement.dataset;
          return `readyState=${document.readyState} ready=${ready} frameReady=${frameReady} hydrating=${document.querySelectorAll('[data-hydrating]').length} h1=${JSON.stringify(document.querySelector('h1')?.textContent ?? null)}`;
        })
        .catch((error: unknown) => `not readable: ${String(error)}`);
      return `  ${page.url()} ${state}`;
    }),
  );
  return lines.join('\n') || '  (none)';
}

/**
 * A page the server rendered is on screen before its script runs; tests act on the app, so goto() and
 * reload() also wait until the app has started (it marks <html data-ready>), nothing is marked as still
 * hydrating (`data-hydrating`, ui/hydrated-controls.tsx) and React has hydrated the page's main heading (React hydrates each Suspense boundary, such as a route's, in a pass of its own), except
 * when asked to return at the first byte (`waitUntil: 'commit'`). Documents that are not the app (an image,
 * a file) do not wait.
 */
/** Waits until the app on the page has started and hydrated (see below); returns at once for a non-app document. */
export function waitForTheApp(page: Page) {
  return page.waitForFunction(
    () => {
      // The app's pages (rendered or the shell) link the manifest; an image or a file does not. (The entry
      // script is no mark: hydrating the document's head may drop it from the DOM before the page is done.)
      if (!document.querySelector('link[rel="manifest"]')) return true;
      if (document.documentElement.dataset?.ready !== 'true' || document.querySelector('[data-hydrating]')) return false;
      // A page in the site's frame: the frame itself has committed (not merely been reached by a hydration
      // still in progress, which already tags its elements with React's keys).
      // (The skip link is the frame's own: an error screen outside the frame has a main but no skip link.)
      if (document.querySelector('a.skip-link') && document.documentElement.dataset.frameReady !== 'true') return false;
      const heading = document.querySelector('main h1');
      return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

function waitForTheAppOnNavigation(page: Page) {
  const ready = () => waitForTheApp(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
}
