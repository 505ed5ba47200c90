/**
 * `npm run bench:images`: the picture bytes of a first visit to the home page and the catalogue. Run it
 * after `npm run build` (it builds nothing; DIST_DIR picks another build folder).
 *
 * For a phone (390 px, 2× pixels) and a desktop (1366 px) it opens a fresh Chromium context with service
 * workers blocked (nothing precached, nothing in the HTTP cache), opens the page and waits for the network
 * to go idle ("at load"), then scrolls to the bottom in steps, as a visitor looking through would, and
 * waits again ("after scrolling"). Image requests and their bytes on the wire (encodedDataLength: with
 * headers, compressed as sent) come from the DevTools protocol; they are grouped by content type.
 * BENCH_LIST=1 also lists every image (on stderr). Figures only: the exit code is always 0.
 */
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { kib, startSeededServer } from './bench-support';

// The home page and the catalogue (its route is /ru/exhibition/participants).
const PATHS = ['/ru', '/ru/exhibition/participants'];
const VIEWPORTS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 768 } },
};

type Image = { url: string; type: string; bytes: number };

async function trackImages(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map<string, { url: string; type: string }>();
  const images: Image[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Image') seen.set(event.requestId, { url: event.response.url, type: event.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const image = seen.get(event.requestId);
    if (image) images.push({ ...image, bytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return images;
}

async function measure(baseUrl: string, path: string, options: BrowserContextOptions) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block', locale: 'ru-RU' });
    const page = await context.newPage();
    const images = await trackImages(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const atLoad = [...images];
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(250);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await context.close();
    return { atLoad, all: [...images] };
  } finally {
    await browser.close();
  }
}

const sum = (images: Image[]) => images.reduce((total, image) => total + image.bytes, 0);
const byType = (images: Image[]) => {
  const groups = new Map<string, number>();
  for (const image of images) groups.set(image.type, (groups.get(image.type) ?? 0) + 1);
  return [...groups].map(([type, count]) => `${count} ${type.replace('image/', '')}`).join(', ');
};

async function main() {
  const server = await startSeededServer('images');
  try {
    console.log('Image bytes of a first visit (bytes on the wire, service worker blocked):\n');
    console.log('| page | viewport | images at load | KiB at load | images after scrolling | KiB after scrolling | types |');
    console.log('|---|---|---:|---:|---:|---:|---|');
    for (const path of PATHS) {
      for (const [name, options] of Object.entries(VIEWPORTS)) {
        const run = await measure(server.url, path, options);
        if (process.env.BENCH_LIST) for (const image of run.all) console.error(`${name} ${path} ${image.type} ${image.bytes} ${image.url}`);
        console.log(
          `| ${path} | ${name} | ${run.atLoad.length} | ${kib(sum(run.atLoad))} | ${run.all.length} | ${kib(sum(run.all))} | ${byType(run.all)} |`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

// A benchmark reports figures; a failure to measure is printed, never turned into a failing exit code.
await main().catch((error: unknown) => console.error('bench:images could not measure:', error));
process.exit(0);
