/**
 * The desk's Figures tab (issue 35): an organiser opens it, reads the same numbers the API answers in the
 * tables beneath the charts, downloads the favourites CSV, and the page passes axe and fits the screen.
 * The favourites and check-ins are made here, through the API, so the tables are never empty.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { DeskFigures } from '../../src/contract/desk-figures';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { downloadedBytes } from '../support/download';
import { grantStaffRole, sqlRows } from '../support/e2e-db';
import { localeText } from '../support/locale-text';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();

const text = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), localeText(lang, key));

async function post(path: string, token: string, body: unknown) {
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
}

/** An organiser, a favourite exhibitor and scans at two gates, all made through the API. */
async function showWithFigures() {
  const organiser = await registerVisitor(browser.baseUrl);
  await grantStaffRole(organiser.login, 'organiser');
  const gate = await registerVisitor(browser.baseUrl);
  await grantStaffRole(gate.login, 'gate');
  const visitor = await registerVisitor(browser.baseUrl);
  const [exhibitor] = await sqlRows<{ id: string; ex_prefix: string }>(
    `select p.id, p.ex_prefix from participants p join exhibitions e on e.prefix_contract = p.ex_prefix
     where e.is_current and e.ex_type = 'ME' order by p.one_cid limit 1`,
  );
  if (!exhibitor) throw new Error('the current exhibition has no exhibitor');
  await post('/api/public/user/participants/favorite/', visitor.access, { participant_id: exhibitor.id, added_to_favorite: true });
  const [ticket] = await sqlRows<{ ticket_id: number }>(
    `select r.ticket_id from exhibition_registrations r join users u on u.id = r.user_id where u.login = '${visitor.login}'`,
  );
  const gates = [`Север ${randomUUID().slice(0, 6)}`, `Юг ${randomUUID().slice(0, 6)}`];
  for (const [index, name] of gates.entries()) {
    const scans = [
      { scan_id: randomUUID(), ticket_id: ticket!.ticket_id, scanned_at: new Date(Date.UTC(2027, 4, 25, 7 + index, 15)).toISOString() },
    ];
    await post('/api/public/staff/checkins/', gate.access, { ex_prefix: exhibitor.ex_prefix, gate: name, scans });
  }
  return { organiser, exhibitorId: exhibitor.id, gates };
}

async function openFigures(page: Page, lang: Lang, organiser: Visitor) {
  await signInPage(page, organiser);
  await page.goto(`/${lang}/staff?tab=figures`);
  await page.getByRole('heading', { level: 1, name: text(lang, 'desk.title') }).waitFor();
  await page.getByRole('tab', { name: text(lang, 'desk.tabs.figures'), selected: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: text(lang, 'desk.figures.favourites.title') }).waitFor();
}

describe("the desk's figures", () => {
  it('an organiser reads the figures the API answers, downloads the favourites CSV, and the tab passes axe (390 px)', async () => {
    const lang = 'ru';
    const { organiser, exhibitorId, gates } = await showWithFigures();
    const page = await browser.newPage(PHONE);
    await openFigures(page, lang, organiser);
    const figures = await apiGet<DeskFigures>(browser.baseUrl, '/api/public/staff/desk/figures/?lang=ru', organiser.access);

    // Today's registrations (the visitor this test made among them; staff accounts are not counted) as the API counts them.
    const today = figures.registrations.at(-1)!;
    expect(today.count).toBeGreaterThanOrEqual(1);
    const registrations = page.getByRole('table', {
      name: text(lang, 'desk.figures.registrations.caption', { from: figures.from, to: figures.to }),
    });
    await expect.poll(() => registrations.getByRole('row', { name: today.day }).getByRole('cell').textContent()).toBe(String(today.count));

    // Each of this test's gates let the visitor in once, in its own hour.
    const checkIns = page.getByRole('table', { name: text(lang, 'desk.figures.checkIns.caption', { exhibition: figures.ex_prefix }) });
    for (const gate of gates) {
      const entry = figures.check_ins.find((row) => row.gate === gate)!;
      expect(entry.count).toBe(1);
      const headers = await checkIns.getByRole('columnheader').allTextContents();
      const row = checkIns.getByRole('row', { name: entry.hour.slice(0, 16).replace('T', ' ') });
      expect(
        await row
          .getByRole('cell')
          .nth(headers.indexOf(gate) - 1)
          .textContent(),
      ).toBe(String(entry.count));
    }

    const favourite = figures.favorites.top.find((row) => row.participant_id === exhibitorId)!;
    expect(favourite.count).toBeGreaterThanOrEqual(1);
    const favourites = page.getByRole('table', { name: text(lang, 'desk.figures.favourites.caption', { exhibition: figures.ex_prefix }) });
    const favouriteRow = favourites.getByRole('row').filter({ has: page.getByRole('rowheader', { name: favourite.name, exact: true }) });
    expect(await favouriteRow.getByRole('cell').last().textContent()).toBe(String(favourite.count));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text(lang, 'desk.figures.favourites.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`favorites-${figures.ex_prefix}.csv`);
    const rows: { name: string; favorites: string }[] = parse((await downloadedBytes(file)).toString('utf8').replace(/^\uFEFF/, ''), {
      columns: true,
    });
    expect(rows.length).toBe(figures.favorites.exhibitors);
    expect(rows.find((row) => row.name === favourite.name)?.favorites).toBe(String(favourite.count));

    // The charts drew (Chart.js sized each canvas) before axe looks at the page.
    await expect
      .poll(() => page.locator('canvas[role="img"]').evaluateAll((canvases) => canvases.map((c) => (c as HTMLCanvasElement).width > 0)))
      .toEqual([true, true, true]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['ru', 390, PHONE],
    ['zh', 390, PHONE],
    ['ru', 1366, { viewport: { width: 1366, height: 900 } }],
    ['zh', 1366, { viewport: { width: 1366, height: 900 } }],
  ] as const)('(%s) the figures tab fits the screen at %s px wide', async (lang, width, options) => {
    const { organiser } = await showWithFigures();
    const page = await browser.newPage(options);
    await openFigures(page, lang, organiser);
    await page.locator('canvas[role="img"]').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Screenshots for a person to look at, when asked for (SCREENSHOT_DIR=/tmp/shots).
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/desk-figures-${lang}-${width}.png`, fullPage: true });
  });
});
