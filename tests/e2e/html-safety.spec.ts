/**
 * HTML written by editors reaches the page through the sanitiser only. The shared e2e database is
 * read-only for tests, so this file starts a server of its own on a temporary database, plants hostile
 * HTML in a contest and a CMS page, and checks that nothing of it runs while the harmless text still shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { startServer, type RunningServer } from '../../server/start';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

const SAFE_TEXT = 'Безопасный текст редактора';
const HOSTILE_HTML = [
  `<p>${SAFE_TEXT}</p>`,
  '<script>window.__pwned=1</script>',
  '<img src="x" alt="" onerror="window.__pwned=2">',
  '<p><a href="javascript:window.__pwned=3">Ссылка-ловушка</a></p>',
  '<svg><script>window.__pwned=4</script></svg>',
].join('');
const PAGE_URL = 'html-safety-check';
const EMPTY_PAGE_URL = 'html-safety-empty';
const localized = (text: string) => sql`jsonb_build_object('ru', ${text}::text, 'en', ${text}::text, 'zh', ${text}::text)`;

let server: RunningServer;
let dataDir: string;
let contestUrl: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-html-safety-'));
  server = await startServer(
    readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.E2E_DIST_DIR ?? './dist', RATE_LIMIT_SCALE: '1000' }),
    { quiet: true },
  );
  const { db } = server.database;
  const rows = (await db.execute(sql`select url from contests where ex_type = 'ME' order by position limit 1`)) as unknown as {
    rows: { url: string }[];
  };
  contestUrl = rows.rows[0]!.url;
  await db.execute(
    sql`update contests set short_text = ${localized(HOSTILE_HTML)}, full_text = ${localized(HOSTILE_HTML)} where ex_type = 'ME' and url = ${contestUrl}`,
  );
  await db.execute(
    sql`insert into html_pages (ex_type, url, title, body) values ('ME', ${PAGE_URL}, ${localized('Проверка безопасности')}, ${localized(HOSTILE_HTML)})`,
  );
  await db.execute(
    sql`insert into html_pages (ex_type, url, title, body) values ('ME', ${EMPTY_PAGE_URL}, ${localized('Пустая страница')}, ${localized('  ')})`,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => server.url.replace('localhost', '127.0.0.1');

/** Nothing hostile is left in the page and nothing of it ran. */
async function expectNothingRan(page: Page) {
  const main = page.getByRole('main');
  await main.getByText(SAFE_TEXT).first().waitFor();
  await main.getByText('Ссылка-ловушка').first().click();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await main.locator('script').count()).toBe(0);
  expect(await main.locator('[onerror]').count()).toBe(0);
  expect(await main.locator('a[href^="javascript:" i]').count()).toBe(0);
}

describe('server HTML with scripts in it', () => {
  it('never runs on the contests list or on the contest itself', async () => {
    // The planted <img src="x"> is still an image: the browser asks for it and logs the 404.
    browser.allowConsoleErrors(/404/);
    const page = await browser.newPage();
    await page.goto(`${origin()}/ru/contests`);
    await page.getByRole('heading', { level: 1, name: 'Конкурсы' }).waitFor();
    await expectNothingRan(page);

    await page.goto(`${origin()}/ru/contests/${contestUrl}`);
    await page.getByRole('link', { name: 'Все конкурсы' }).waitFor();
    await expectNothingRan(page);
  });

  it('never runs on a CMS page', async () => {
    browser.allowConsoleErrors(/404/);
    const page = await browser.newPage();
    await page.goto(`${origin()}/ru/${PAGE_URL}`);
    await page.getByRole('heading', { level: 1, name: 'Проверка безопасности' }).waitFor();
    await expectNothingRan(page);
  });

  it('leaves a CMS page whose body is still empty on the not-found page', async () => {
    browser.allowConsoleErrors(/404/);
    const page = await browser.newPage();
    await page.goto(`${origin()}/ru/${EMPTY_PAGE_URL}`);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
  });
});
