/**
 * A phone that saved the catalogue, then the organiser imports a changed exhibitor list: on the phone's
 * next start with a network, the catalogue shows the change (issue 20). The import runs as the organiser
 * runs it, `npm run import`, handing its work to the running server that owns the embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Participant } from '../../src/contract/participants';
import { PHONE, useBrowser } from '../support/browser';
import { editSheet, organiser } from '../support/organiser';
import { storedCacheJson } from '../support/stored-cache';
import { waitForController } from '../support/sw-helpers';
import { startDeployableServer, type DeployableServer } from '../support/sw-server';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

describe('a phone that saved the catalogue before an import', () => {
  let server: DeployableServer;
  let dir: string;
  beforeAll(async () => {
    server = await startDeployableServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'expo-import-refresh-'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the imported change on its next start online', async () => {
    browser.useServiceWorker();
    const exhibitors = await apiGet<Participant[]>(server.url, '/api/public/participants/?lang_code=ru');
    // One found alone by a search for its stand, so its card is on screen whatever the list's order.
    const standCounts = new Map<string, number>();
    for (const item of exhibitors) for (const stand of item.stands) standCounts.set(stand, (standCounts.get(stand) ?? 0) + 1);
    const exhibitor = exhibitors.find((item) => item.stands.length === 1 && standCounts.get(item.stands[0] ?? '') === 1);
    if (!exhibitor) throw new Error('no exhibitor has a stand of its own');
    const catalogue = `${server.url}/ru/exhibition/participants?q=${encodeURIComponent(exhibitor.stands[0] ?? '')}`;

    const page = await browser.newPage(PHONE);
    await page.goto(catalogue);
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
    await waitForController(page);
    await page.getByText(exhibitor.short_title, { exact: true }).first().waitFor();
    await expect.poll(async () => (await storedCacheJson(page)).includes(exhibitor.short_title), { timeout: 10_000 }).toBe(true);
    await page.close();

    // The organiser exports the list, edits one exhibitor's Russian name in the spreadsheet and imports it.
    const file = path.join(dir, 'catalogue.xlsx');
    await organiser('export', ['participants', file], server.dataDir);
    const renamed = `${exhibitor.short_title} (переименована)`;
    let edited = 0;
    await editSheet(file, (row) => {
      if (row.get('short_title_ru') !== exhibitor.short_title) return;
      row.set('short_title_ru', renamed);
      edited += 1;
    });
    expect(edited).toBe(1);
    expect(await organiser('import', ['participants', file], server.dataDir)).toMatch(/\b1 changed\b/);

    // The next start: the service worker serves the shell, the saved catalogue is restored (minutes old,
    // so trusted), and the app learns from the content version that it is out of date.
    const next = await page.context().newPage();
    await next.goto(catalogue);
    await next.getByText(renamed, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await next.getByText(exhibitor.short_title, { exact: true }).count()).toBe(0);
    // Two organiser commands start Node with tsx each: on one loaded worker of a full run that alone
    // took most of the 30 s default.
  }, 120_000);
});
