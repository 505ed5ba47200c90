/**
 * `npm run audit:lighthouse`: Lighthouse (the npm package, mobile preset: simulated Slow 4G and a 4× slower
 * CPU) in Debian's Chromium, several runs on the home page, the news list, a news item, the catalogue and
 * the programme, printing each page's medians beside the targets. Figures only: the exit code is 0.
 *
 * By default it starts the built app (DIST_DIR, default ./dist) on a fresh demo database. Options:
 *   --runs N          runs per page (default 5)
 *   --url URL         audit a server that is already running (e.g. an older build, to compare), repeatable:
 *                     with several, runs alternate between them so both see the same machine
 *   --only a,b        pages by name: home, news, news-item, participants, programme, plan
 *
 * `plan` is the visitor's plan (/ru/personal/favorite) signed in, with 200 favourite events and 500 favourite
 * exhibitors (issue 34's target: ≥ 95), on a server of its own grown to 3,000 exhibitors and 400 events. Each
 * run starts from empty storage holding only a fresh session's tokens, so it is a first visit of a device
 * that has just signed in. It needs the database, so not with --url.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchSize, median, startSeededServer } from './bench-support';
import { plannedVisitor, signInBenchVisitor } from './bench-visitor';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, url: { type: 'string', multiple: true }, only: { type: 'string' } },
});
const RUNS = Number(values.runs);

type Target = { performance: number; fcp?: number; lcp?: number; tbt: number; cls: number };
const CONTENT: Target = { performance: 95, fcp: 1200, lcp: 2000, tbt: 150, cls: 0.02 };
const LISTS: Target = { performance: 90, tbt: 250, cls: 0.02 };

type PageSpec = { name: string; path: (url: string) => Promise<string>; target: Target; signedIn?: true };
const PAGES: PageSpec[] = [
  { name: 'home', path: async () => '/ru', target: CONTENT },
  { name: 'news', path: async () => '/ru/news', target: CONTENT },
  {
    name: 'news-item',
    path: async (url: string) => {
      const list = (await (await fetch(`${url}/api/public/news/?lang_code=ru`)).json()) as { results: { id: number }[] };
      return `/ru/news/detail/${list.results[0]?.id}`;
    },
    target: CONTENT,
  },
  { name: 'participants', path: async () => '/ru/exhibition/participants', target: LISTS },
  { name: 'programme', path: async () => '/ru/exhibition/program', target: LISTS },
  { name: 'plan', path: async () => '/ru/personal/favorite', target: CONTENT, signedIn: true as const },
].filter((page) => !values.only || values.only.split(',').includes(page.name));

type Result = { performance: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

/**
 * Empties the origin's storage and leaves a new session's tokens where the app keeps them, through a
 * second DevTools connection to the same browser; Lighthouse then runs without its own storage reset.
 */
async function signInBrowser(port: number, origin: string, login: string) {
  const tokens = await signInBenchVisitor(origin, login);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access ?? '');
      localStorage.setItem('refresh_token', refresh ?? '');
    },
    [tokens.access, tokens.refresh],
  );
  await page.close();
}

/** One Lighthouse run; null when Lighthouse could not measure the page (its runtimeError says why). */
async function audit(port: number, url: string, keepStorage = false): Promise<Result | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (result?.lhr.runtimeError) {
    console.log(`(a run of ${url} measured nothing: ${result.lhr.runtimeError.code})`);
    return null;
  }
  const audits = result?.lhr.audits ?? {};
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? '' : ' ✗');

async function main() {
  const own = values.url?.length ? null : await startSeededServer('lighthouse');
  const servers = values.url?.length ? values.url : [own!.url];
  // The plan's show: its own server grown to the benchmark's size, and a visitor with a full plan.
  const planServer = PAGES.some((page) => page.signedIn) && own ? await startSeededServer('lighthouse-plan') : null;
  let planLogin = '';
  if (planServer) {
    const { growCatalogue } = await import('../server/seed/large-catalogue');
    const growth = await growCatalogue(planServer.db, benchSize());
    planLogin = (await plannedVisitor(planServer, growth.exPrefix, 200, 500)).visitor.login;
  }
  // Lighthouse drives its own DevTools connection; the flags are those of every browser test here.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  try {
    for (const page of PAGES) {
      if (page.signedIn && !planServer) {
        console.log(`| ${page.name} | not measured: a signed-in page needs the audit's own server (no --url) |`);
        continue;
      }
      const pageServers = page.signedIn && planServer ? [planServer.url] : servers;
      const results = new Map<string, Result[]>(pageServers.map((server) => [server, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const server of pageServers) {
          if (page.signedIn) await signInBrowser(chrome.port, server, planLogin);
          const measured = await audit(chrome.port, `${server}${await page.path(server)}`, page.signedIn);
          if (measured) results.get(server)!.push(measured);
        }
      }
      for (const server of pageServers) {
        const runs = results.get(server)!;
        const pick = (key: keyof Result) => median(runs.map((entry) => entry[key]));
        const t = page.target;
        const performance = pick('performance');
        const fcp = pick('fcp');
        const lcp = pick('lcp');
        const tbt = pick('tbt');
        const cls = pick('cls');
        console.log(
          `| ${page.name}${pageServers.length > 1 ? ` (${server})` : ''} | ${performance} (≥ ${t.performance})${verdict(performance >= t.performance)} | ${seconds(fcp)}${t.fcp ? ` (≤ ${seconds(t.fcp)})${verdict(fcp <= t.fcp)}` : ''} | ${seconds(lcp)}${t.lcp ? ` (≤ ${seconds(t.lcp)})${verdict(lcp <= t.lcp)}` : ''} | ${Math.round(tbt)} ms (≤ ${t.tbt})${verdict(tbt <= t.tbt)} | ${cls.toFixed(3)} (≤ ${t.cls})${verdict(cls <= t.cls)} | ${seconds(pick('si'))} | ${runs.map((entry) => entry.performance).join(', ')} |`,
        );
      }
    }
  } finally {
    chrome.kill();
    await own?.close();
    await planServer?.close();
  }
}

console.log(`Lighthouse ${RUNS} runs a page, mobile preset (simulated Slow 4G, CPU 4×), medians:\n`);
console.log('| page | Performance | FCP | LCP | TBT | CLS | Speed Index | scores of the runs |');
console.log('|---|---|---|---|---|---|---|---|');
await main();
