/**
 * Renders the PWA's PNG icons from the emblem SVG with Debian's Chromium (playwright-core), so the
 * PNGs always match public/favicon.svg. Run: node --import tsx scripts/make-icons.ts
 * Output: public/icons/icon-192.png, icon-512.png and icon-maskable-512.png (full bleed, the emblem
 * inside the 80 % safe zone that launchers may crop to a circle).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

const OUT_DIR = path.resolve('public/icons');

/** The I-beam emblem in a 56×56 box; `rounded` gives the app-icon tile its corners. */
function emblem(size: number, { maskable }: { maskable: boolean }): string {
  // Maskable icons fill the square and keep the mark within the central 60 %.
  const beam = maskable
    ? '<g transform="translate(28 28) scale(0.62) translate(-28 -28)"><path d="M13 12h30v7H31.5v18H43v7H13v-7h11.5V19H13z" fill="#fff"/><rect x="24.5" y="19" width="7" height="18" fill="#f97316"/></g>'
    : '<path d="M13 12h30v7H31.5v18H43v7H13v-7h11.5V19H13z" fill="#fff"/><rect x="24.5" y="19" width="7" height="18" fill="#f97316"/>';
  const tile = maskable ? '<rect width="56" height="56" fill="#003761"/>' : '<rect width="56" height="56" rx="12" fill="#003761"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56" width="${size}" height="${size}">${tile}${beam}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${emblem(icon.size, icon)}</body></html>`,
      );
      await page.locator('svg').screenshot({ path: path.join(OUT_DIR, icon.file), omitBackground: true });
      await page.close();
      console.log(`wrote public/icons/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
