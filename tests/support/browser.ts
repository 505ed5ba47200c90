/**
 * Debian's Chromium driven by playwright-core, one browser per test file and a fresh context per test.
 * Any console error or uncaught page error fails the test (ARCHITECTURE rule 10), and so does any
 * Content-Security-Policy violation (csp.ts).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { cspViolationListener } from './csp';


export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (npm test does this when run as root).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type BrowserSession = {
  baseUrl: string;
  /** A page in a fresh context; pass options for a phone viewport etc. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Console errors this test causes on purpose (the browser logs every 404 answer); reset after each test. */
  allowConsoleErrors: (pattern: RegExp) => void;
};

export function useBrowser(): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const found = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    errors = [];
    allowed = [];
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
    newPage: async (options = DESKTOP) => {
      if (!browser) throw new Error('the browser is not started');
      const context = await browser.newContext({ ...DESKTOP, ...options, baseURL: baseUrl, locale: 'ru-RU' });
      await context.addInitScript(cspViolationListener);
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}
