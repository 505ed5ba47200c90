/**
 * `npm run bench:size`: what a first visit to the home page costs in script, and how much it shifts.
 * It builds nothing: run it after `npm run build` (or point DIST_DIR at another build folder, e.g.
 * `DIST_DIR=./dist-x node --import tsx scripts/bench-size.ts` after `vite build --outDir dist-x` and
 * `node --import tsx scripts/compress-dist.ts dist-x`, so the assets are served compressed as in production).
 *
 * For a phone (390 px) and a desktop (1366 px) viewport it opens a fresh Chromium context with service
 * workers blocked (a first visit: nothing precached, nothing from the HTTP cache), goes to /ru and waits
 * for the network to go idle. Script bytes are read over the DevTools protocol: the resource type of each
 * request from Network.responseReceived, its bytes on the wire (encodedDataLength, i.e. compressed, with
 * headers) from Network.loadingFinished. The layout shift is the sum of `layout-shift` entries without
 * recent input (a PerformanceObserver from before the first paint), over the load and then ~3 s that
 * include a scroll down and back up.
 *
 * It prints the phone run's scripts by size; the script at load (what the page needs to show and respond)
 * against the 150 KiB budget (a page the server rendered: script decides how soon it responds, not how soon
 * it shows) and the total with the scroll; and the CLS against 0.05. Sizes are KiB (1,024 bytes); the
 * totals also in kB (1,000 bytes), e.g. 149.5 KiB = 153.0 kB. Figures only: the exit code is always 0.
 */
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { kB, kib, startSeededServer } from './bench-support';

/** In KiB, as the script has always compared it (150 KiB = 153.6 kB). */
const SCRIPT_BUDGET_KIB = 150;
const CLS_BUDGET = 0.05;
const PATH = '/ru';
const VIEWPORTS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 768 } },
};

type Script = { path: string; bytes: number };
type Measure = { scripts: Script[]; atLoad: Script[]; clsLoad: number; clsAfter: number };

declare global {
  interface Window {
    __cls?: number;
  }
}

/** Script requests of the page and their bytes on the wire, tracked over the DevTools protocol. */
async function trackScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) scripts.push({ path: new URL(url).pathname, bytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return scripts;
}

const readCls = (page: Page) => page.evaluate(() => window.__cls ?? 0);

async function measure(browserUrl: string, options: BrowserContextOptions): Promise<Measure> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block', locale: 'ru-RU' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.__cls = (window.__cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = await trackScripts(page);
    await page.goto(`${browserUrl}${PATH}`, { waitUntil: 'networkidle' });
    const clsLoad = await readCls(page);
    // What the page needs to show and respond; the home page's lower blocks fetch their code only as they
    // come near the screen, during the scroll below.
    const atLoad = [...scripts];
    // ~3 s after the load, with a scroll down the page and back, as a visitor looking around would.
    await page.waitForTimeout(1000);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(1000);
    await page.mouse.wheel(0, -1200);
    await page.waitForTimeout(1000);
    const clsAfter = (await readCls(page)) - clsLoad;
    await context.close();
    return { scripts: scripts.sort((a, b) => b.bytes - a.bytes), atLoad, clsLoad, clsAfter };
  } finally {
    await browser.close();
  }
}

const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

async function main() {
  const server = await startSeededServer('size');
  try {
    const runs: Record<string, Measure> = {};
    for (const [name, options] of Object.entries(VIEWPORTS)) runs[name] = await measure(server.url, options);

    const phone = runs.phone!;
    console.log(`Scripts of a first visit to ${PATH} (phone, ${server.distDir}), bytes on the wire:\n`);
    console.log('| script | KiB |');
    console.log('|---|---:|');
    for (const script of phone.scripts) console.log(`| ${script.path} | ${kib(script.bytes)} |`);
    console.log(`| **total** | **${kib(total(phone.scripts))}** (${kB(total(phone.scripts))} kB) |\n`);
    const lazy = new Set(phone.scripts.filter((script) => !phone.atLoad.includes(script)).map((script) => script.path));
    if (lazy.size) console.log(`Fetched during the scroll (blocks hydrated near the screen): ${[...lazy].join(', ')}\n`);

    console.log(
      `| viewport | scripts at load | script KiB at load (budget ${SCRIPT_BUDGET_KIB} KiB) | with the scroll, KiB | CLS load | CLS after load, 3 s + scroll | CLS total (budget 0.05) |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, run] of Object.entries(runs)) {
      const bytes = total(run.atLoad);
      const cls = run.clsLoad + run.clsAfter;
      console.log(
        `| ${name} | ${run.atLoad.length} | ${kib(bytes)} = ${kB(bytes)} kB (${verdict(bytes / 1024 <= SCRIPT_BUDGET_KIB)}) | ${kib(total(run.scripts))} | ${run.clsLoad.toFixed(3)} | ${run.clsAfter.toFixed(3)} | ${cls.toFixed(3)} (${verdict(cls <= CLS_BUDGET)}) |`,
      );
    }
  } finally {
    await server.close();
  }
}

// A benchmark reports figures; a failure to measure is printed, never turned into a failing exit code.
await main().catch((error: unknown) => console.error('bench:size could not measure:', error));
process.exit(0);
