/**
 * Takes the install dialog's screenshots (web app manifest `screenshots`) from the built app, served by
 * the real server on a fresh seeded database in a temporary directory, in Debian's Chromium.
 * Run after `npm run build`: node --import tsx scripts/generate-screenshots.ts
 *
 * Sizes follow src/pwa/manifest.ts (a phone 390×844 and a laptop 1366×768) at device scale 1, so the
 * PNG's pixels equal the declared `sizes`; a palette-free PNG of a text page stays around 100 kB.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { readEnv } from '../server/env';
import { startServer } from '../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

/** Must match `screenshots` in src/pwa/manifest.ts (scripts may not import client code; the e2e test compares the PNG sizes). */
const SHOTS = [
  { file: 'screenshots/participants-narrow.png', route: '/ru/exhibition/participants', width: 390, height: 844, narrow: true },
  { file: 'screenshots/program-wide.png', route: '/ru/exhibition/program', width: 1366, height: 768, narrow: false },
];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-screenshots-'));
  const server = await startServer(readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: './dist' }), { quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    mkdirSync('public/screenshots', { recursive: true });
    for (const { file, route, width, height, narrow } of SHOTS) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        isMobile: narrow,
        hasTouch: narrow,
        locale: 'ru-RU',
      });
      const page = await context.newPage();
      // The picture shows the app as installed: no install offer in its header.
      await page.addInitScript(() => {
        window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join('public', file) });
      await context.close();
      console.log(`wrote public/${file}`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
