/**
 * The desk's data tab (issue 35), at 390 px, on a server of its own (the import changes the show): the
 * organiser downloads the exhibitor workbook, edits one name, uploads it, reads "1 changed" with the
 * name before → after, applies it, and the catalogue shows the new name; a workbook with a broken e-mail
 * is refused with its row and column, and "Apply" stays off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Participant } from '../../src/contract/participants';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { runCli } from '../support/cli';
import { downloadedBytes } from '../support/download';
import { localeText } from '../support/locale-text';
import { editSheet } from '../support/organiser';
import { startDeployableServer, type DeployableServer } from '../support/sw-server';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();

const text = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), localeText('ru', key));

describe("the desk's data tab", () => {
  let server: DeployableServer;
  let dir: string;
  beforeAll(async () => {
    server = await startDeployableServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'expo-desk-import-'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('download → edit one name → "1 changed" with before → after → Apply → the catalogue shows it; a broken row is refused', async () => {
    const organiser = await registerVisitor(server.url);
    const granted = await runCli('staff', ['add', organiser.login, '--role', 'organiser'], {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: '',
    });
    expect(granted.code, granted.stderr).toBe(0);
    const exhibitors = await apiGet<Participant[]>(server.url, '/api/public/participants/?lang_code=ru');
    // The workbook names exhibitors by one_cid, which the API does not show: one whose name is unique is found by it.
    const target = exhibitors.find((item) => exhibitors.filter((other) => other.short_title === item.short_title).length === 1)!;
    const renamed = `${target.short_title} — Металлург-Сервис`;

    const page = await browser.newPage(PHONE);
    await signInPage(page, organiser);
    await page.goto(`${server.url}/ru/staff?tab=data`);
    await page.getByRole('tab', { name: text('desk.tabs.data'), selected: true }).waitFor();

    // The download is the export's workbook.
    const exportForm = page.getByRole('form', { name: text('desk.data.exportTitle') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: text('desk.data.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('participants.xlsx');
    const file = path.join(dir, 'participants.xlsx');
    writeFileSync(file, await downloadedBytes(download));
    let before = '';
    await editSheet(file, (row) => {
      if (row.get('short_title_ru') !== target.short_title) return;
      before = row.get('short_title_ru');
      row.set('short_title_ru', renamed);
    });
    expect(before).toBe(target.short_title);

    const uploadForm = page.getByRole('form', { name: text('desk.data.uploadTitle') });
    await uploadForm.getByLabel(text('desk.data.file'), { exact: true }).setInputFiles(file);
    await uploadForm.getByRole('button', { name: text('desk.data.check') }).click();
    const counts = { added: 0, changed: 1, removed: 0, unchanged: exhibitors.length - 1 };
    await page.getByText(text('desk.data.wouldCounts', counts)).waitFor();
    const changed = page.getByRole('list', { name: text('desk.data.changedList') });
    await expect.poll(() => changed.getByRole('listitem').count()).toBe(1);
    expect(await changed.getByRole('listitem').innerText()).toContain(`short_title_ru: ${before} → ${renamed}`);
    expect(await seriousViolations(page)).toEqual([]);

    await uploadForm.getByRole('button', { name: text('desk.data.apply') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('desk.data.applied') })
      .waitFor();
    await page.getByText(text('desk.data.counts', counts)).waitFor();
    const after = await apiGet<Participant[]>(server.url, '/api/public/participants/?lang_code=ru');
    expect(after.find((item) => item.id === target.id)?.short_title).toBe(renamed);

    await page.goto(`${server.url}/ru/exhibition/participants?q=${encodeURIComponent(renamed)}`);
    await page.getByText(renamed).first().waitFor();

    // A broken e-mail: the row and column are named, nothing is written, and Apply stays off.
    let brokenRow = 0;
    let rowNumber = 1;
    await editSheet(file, (row) => {
      rowNumber += 1;
      if (row.get('short_title_ru') !== renamed) return;
      brokenRow = rowNumber;
      row.set('email', 'не-адрес');
    });
    await page.goto(`${server.url}/ru/staff?tab=data`);
    const form = page.getByRole('form', { name: text('desk.data.uploadTitle') });
    await form.getByLabel(text('desk.data.file'), { exact: true }).setInputFiles(file);
    await form.getByRole('button', { name: text('desk.data.check') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: text('desk.data.problems_one', { count: 1 }) })
      .waitFor();
    const problems = page.getByRole('table', { name: text('desk.data.problems_one', { count: 1 }) });
    const cells = await problems.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe('participants.xlsx');
    expect(cells[2]).toBe(String(brokenRow));
    expect(cells[3]).toContain('email');
    expect(await form.getByRole('button', { name: text('desk.data.apply') }).isDisabled()).toBe(true);
  }, 180_000);
});
