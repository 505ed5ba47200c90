/**
 * An XSS corpus planted in every HTML field the CMS offers (and the programme's text fields), shown in
 * Chromium both as the server renders the page and after a client navigation: no planted script runs (the
 * window flag stays unset, no dialog opens) and no CSP violation was needed to stop it — the server's
 * sanitiser removed it (server/http/sanitize-html.ts), and the policy (server/render/csp.ts) stays the
 * second line. The file runs its own server on its own database, as it writes attacks into the content.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { bumpCatalogueVersion } from '../../server/queries/participants';
import { startServer, type RunningServer } from '../../server/start';
import { useBrowser, waitForTheApp } from '../support/browser';
import { cspViolationsOf } from '../support/csp';

const MARKER = 'xss-corpus-planted';

/** Each payload would set window.__xss (or open a dialog) if it ran. */
const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src="/favicon.svg" onerror="window.__xss=2" onload="window.__xss=2">',
  '<svg onload="window.__xss=3"><circle r="1"></circle></svg>',
  '<a href="javascript:window.__xss=4" id="xss-js-link">javascript link</a>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=5&lt;/script&gt;"></iframe>',
  '<div style="background:url(javascript:window.__xss=6);width:expression(window.__xss=7)">styled</div>',
  '<math><mtext><table><mglyph><style><img src="/favicon.svg" onload="window.__xss=8"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=/favicon.svg onload=window.__xss=9>"></noscript>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onload=window.__xss=10 src=/favicon.svg>">',
  '<details open ontoggle="window.__xss=11"><summary>s</summary></details>',
  '<object data="javascript:window.__xss=12"></object><embed src="javascript:window.__xss=13">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=14"><base href="javascript:/">',
  '<a href="&#106;avascript:window.__xss=15" id="xss-entity-link">entity link</a>',
  '<svg><a xlink:href="javascript:window.__xss=16"><text x="1" y="10">t</text></a><animate onbegin="window.__xss=17" attributeName="x" dur="1s"></animate></svg>',
  '<template><img src="/favicon.svg" onload="window.__xss=18"></template>',
  '<video><source onerror="window.__xss=19"></video><input autofocus onfocus="window.__xss=20">',
  '"><img src=/favicon.svg onload=alert(21)>',
  `<p>${MARKER}</p>`,
].join('\n');

const localized = () => sql`jsonb_build_object('ru', ${CORPUS}::text, 'en', ${CORPUS}::text, 'zh', ${CORPUS}::text)`;

let server: RunningServer;
let dataDir: string;
/** The pages that show a planted field, found in the database after planting. */
const pages: { name: string; url: string }[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-xss-'));
  server = await startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
      TOKEN_SECRET: 'x'.repeat(64),
      RATE_LIMIT_SCALE: '1000',
    }),
    { quiet: true },
  );
  const { db } = server.database;
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
  // The content the organisers edit in the CMS, every HTML field of it.
  const newsItem = (
    await rows<{ id: number }>(
      sql`update news set text = ${localized()} where id = (select id from news where ex_type = 'ME' order by publish_datetime desc limit 1) returning id`,
    )
  ).rows[0]!;
  const contest = (
    await rows<{ url: string }>(
      sql`update contests set full_text = ${localized()}, short_text = ${localized()} where url = (select url from contests where ex_type = 'ME' order by position limit 1) and ex_type = 'ME' returning url`,
    )
  ).rows[0]!;
  await db.execute(sql`update contest_laureates set text = ${localized()} where ex_type = 'ME' and contest_url = ${contest.url}`);
  const page = (
    await rows<{ url: string }>(
      sql`update html_pages set body = ${localized()} where url = (select url from html_pages where ex_type = 'ME' limit 1) and ex_type = 'ME' returning url`,
    )
  ).rows[0]!;
  await db.execute(sql`update reviews set text = ${localized()} where ex_type = 'ME'`);
  await db.execute(sql`update contact_info set information = ${localized()} where ex_type = 'ME'`);
  await db.execute(sql`update exhibitions set press_release_text = ${localized()} where ex_type = 'ME'`);
  await db.execute(
    sql`update html_blocks set data = data || jsonb_build_object('exhibition_title', ${CORPUS}::text, 'contest_text', ${CORPUS}::text) where ex_type = 'ME'`,
  );
  await db.execute(sql`update events set name = ${localized()}, org_text = ${localized()}, location = ${localized()}`);
  // Every exhibitor of the current show: whichever card the test opens carries the corpus.
  const exhibitor = (
    await rows<{ id: string }>(
      sql`update participants set text = ${localized()} where ex_prefix in (select prefix_contract from exhibitions where ex_type = 'ME' and is_current) returning id`,
    )
  ).rows[0]!;
  await bumpCatalogueVersion(db);
  pages.push(
    { name: 'home (html blocks)', url: '/ru' },
    { name: 'news item', url: `/ru/news/detail/${newsItem.id}` },
    { name: 'contest', url: `/ru/contests/${contest.url}` },
    { name: 'CMS page', url: `/ru/${page.url}` },
    { name: 'reviews', url: '/ru/reviews' },
    { name: 'contacts', url: '/ru/contacts' },
    { name: 'press release', url: '/ru/pressrelease' },
    { name: 'programme', url: '/ru/exhibition/program' },
    { name: 'exhibitor card', url: `/ru/exhibition/participants?p=${exhibitor.id}` },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const browser = useBrowser();

async function visitorPage() {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** The planted field is on screen, nothing ran and the policy had nothing to stop. */
async function expectTheCorpusHarmless(page: Page, dialogs: string[], name: string) {
  await page.getByText(MARKER).first().waitFor({ timeout: 15_000 });
  // What this proves did not happen: a planted handler running. They fire on load, error, focus or toggle,
  // all of which happen while the page loads its pictures and mounts: the load event comes after them, and
  // the 700 ms after it cover an error event of a picture that fails late and the focus it might move.
  await page.waitForLoadState('load');
  await page.waitForTimeout(700);
  const ran = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
  expect(ran, `a planted script ran on the ${name} page`).toBeUndefined();
  expect(dialogs, `a planted dialog opened on the ${name} page`).toEqual([]);
  expect(await cspViolationsOf(page), `the policy had to stop something on the ${name} page`).toEqual([]);
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll('main *, [role="dialog"] *')]
      .filter((element) =>
        [...element.attributes].some(
          (attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value) || attribute.name === 'srcdoc',
        ),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(dangerous, `attributes that run code on the ${name} page`).toEqual([]);
}

describe('an XSS corpus planted in every HTML field of the CMS', () => {
  it('runs nothing on any page the server renders', async () => {
    for (const { name, url } of pages) {
      const { page, dialogs } = await visitorPage();
      await page.goto(server.url + url);
      await expectTheCorpusHarmless(page, dialogs, name);
      await page.context().close();
    }
  }, 180_000);

  it('runs nothing on any page reached by a client navigation', async () => {
    const { page, dialogs } = await visitorPage();
    // A page with no planted field, so every planted one below is rendered by the browser.
    await page.goto(`${server.url}/ru/news`);
    for (const { name, url } of pages.filter((entry) => entry.url !== '/ru')) {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await waitForTheApp(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
      await expectTheCorpusHarmless(page, dialogs, `${name} (client navigation)`);
    }
  }, 180_000);
});
