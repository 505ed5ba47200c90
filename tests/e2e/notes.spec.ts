import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ParticipantNote } from '../../src/contract/notes';
import type { Participant } from '../../src/contract/participants';
import { PHONE, useBrowser } from '../support/browser';
import { downloadedBytes } from '../support/download';
import { localeText } from '../support/locale-text';
import { storedCacheJson } from '../support/stored-cache';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();

const catalogue = (lang: Lang = 'ru') => apiGet<Participant[]>(browser.baseUrl, `/api/public/participants/?lang_code=${lang}`);
const notesOnServer = (token: string) => apiGet<ParticipantNote[]>(browser.baseUrl, '/api/public/user/participants_notes/', token);

async function star(visitor: Visitor, participant: Participant) {
  const response = await fetch(`${browser.baseUrl}/api/public/user/participants/favorite/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ participant_id: participant.id, added_to_favorite: true }),
  });
  expect(response.status).toBe(200);
}

/** A second session of the same account, as signing in on another device gives. */
async function signInAgain(visitor: Visitor): Promise<Visitor> {
  const response = await fetch(`${browser.baseUrl}/api/public/user/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: visitor.login, password: visitor.password }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as { access: string; refresh: string };
  return { ...visitor, ...tokens };
}

const noteField = (page: Page, lang: Lang, participant: Participant) =>
  page.getByRole('textbox', { name: localeText(lang, 'notes.field').replace('{{name}}', participant.short_title), exact: true });

/** Opens the favourites' companies tab and waits for the exhibitor's card on it. */
async function openCompanies(page: Page, lang: Lang, participant: Participant) {
  await page.goto(`/${lang}/personal/favorite?tab=companies`);
  await page.getByRole('link', { name: participant.short_title, exact: true }).waitFor();
}

/** Waits until the cache stored on the device satisfies check (writes are throttled). */
async function waitForStored(page: Page, check: (json: string) => boolean, what: string) {
  await expect.poll(async () => check(await storedCacheJson(page)), { message: what, timeout: 10_000 }).toBe(true);
}

describe('notes on exhibitors', () => {
  it.each(['ru', 'zh'] as const)(
    '(%s) a note typed offline survives a restart and reaches a second browser after sign-in',
    async (lang) => {
      browser.useServiceWorker();
      browser.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent/);
      const [participant] = await catalogue(lang);
      const visitor = await registerVisitor(browser.baseUrl);
      await star(visitor, participant!);
      const text = lang === 'ru' ? 'Договорились о пробной партии, позвонить Ольге' : '约好试订一批，给王经理打电话';

      const page = await browser.newPage(PHONE);
      await signInPage(page, visitor);
      await openCompanies(page, lang, participant!);
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      await waitForStored(page, (json) => json.includes('participants-notes'), 'the notes list on the device');

      const context = page.context();
      await context.setOffline(true);
      // The app learns of the lost network from an event; typing before it arrives would still go out.
      await page.getByRole('banner').getByText(localeText(lang, 'offline.indicator')).waitFor();
      await noteField(page, lang, participant!).fill(text);
      await page.getByText(localeText(lang, 'notes.queued')).waitFor();
      await waitForStored(page, (json) => json.includes(text) && json.includes('"isPaused":true'), 'the note queued on the device');
      await page.close();

      // A restart: a new page of the same browser, still offline.
      const restarted = await context.newPage();
      await openCompanies(restarted, lang, participant!);
      await expect.poll(() => noteField(restarted, lang, participant!).inputValue()).toBe(text);
      await restarted.getByText(localeText(lang, 'notes.queued')).waitFor();
      expect(await notesOnServer(visitor.access)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(async () => (await notesOnServer(visitor.access)).map((note) => note.text), { timeout: 15_000 }).toEqual([text]);
      const savedPrefix = localeText(lang, 'notes.saved').split('{{')[0]!;
      await restarted.getByTestId('note-status').filter({ hasText: savedPrefix }).waitFor();

      // Another browser, signed in afresh: the note is in the exhibitor's dialog.
      const other = await browser.newPage(PHONE);
      await signInPage(other, await signInAgain(visitor));
      await other.goto(`/${lang}/exhibition/participants?p=${participant!.id}`);
      const dialog = other.getByRole('dialog');
      await dialog.getByRole('heading', { name: participant!.full_title }).waitFor();
      await expect.poll(() => noteField(other, lang, participant!).inputValue()).toBe(text);
    },
    90_000,
  );

  it('keeps a later note from another device when an older offline edit is sent afterwards', async () => {
    browser.useServiceWorker();
    browser.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent/);
    const [, participant] = await catalogue();
    const visitor = await registerVisitor(browser.baseUrl);
    await star(visitor, participant!);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await openCompanies(page, 'ru', participant!);
    await page.context().setOffline(true);
    await page.getByRole('banner').getByText('Нет сети').waitFor();
    await noteField(page, 'ru', participant!).fill('старая правка с телефона');
    await page.getByText('Сохранится, когда появится сеть').waitFor();

    // Meanwhile the laptop saves a newer note.
    const newer = new Date(Date.now() + 500).toISOString();
    await expect
      .poll(async () => {
        const response = await fetch(`${browser.baseUrl}/api/public/user/participants/note/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ participant_id: participant!.id, text: 'новая с ноутбука', updated_at: newer }),
        });
        return response.status;
      })
      .toBe(200);

    await page.context().setOffline(false);
    await expect.poll(() => noteField(page, 'ru', participant!).inputValue(), { timeout: 15_000 }).toBe('новая с ноутбука');
    expect((await notesOnServer(visitor.access)).map((note) => note.text)).toEqual(['новая с ноутбука']);
  });

  it('downloads my contacts as CSV and xlsx with the note in them', async () => {
    const [participant] = await catalogue();
    const visitor = await registerVisitor(browser.baseUrl);
    await star(visitor, participant!);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await openCompanies(page, 'ru', participant!);
    const note = 'Прислать прайс на трубы 57×3,5';
    await noteField(page, 'ru', participant!).fill(note);
    await page.getByTestId('note-status').filter({ hasText: 'Сохранено' }).waitFor();

    const contacts = page.getByRole('region', { name: 'Мои контакты' });
    const csvDownload = page.waitForEvent('download');
    await contacts.getByRole('button', { name: 'Скачать CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = (await downloadedBytes(csv)).toString('utf8');
    expect(csvText).toContain(participant!.short_title);
    expect(csvText).toContain(note);

    const xlsxDownload = page.waitForEvent('download');
    await contacts.getByRole('button', { name: 'Скачать xlsx' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadedBytes(await xlsxDownload)) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => (row.values as unknown[]).forEach((cell) => cells.push(String(cell ?? ''))));
    expect(cells).toContain(note);
    expect(cells).toContain(participant!.short_title);
  });
});
