import type { BrowserContextOptions, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SiteResponse } from '../../src/contract/site';
import type { Ticket } from '../../src/contract/ticket';
import { seriousViolations } from '../support/axe';
import { decodeCode128OnScreen, decodeCode128Png, decodeQrOnScreen } from '../support/barcode';
import { useApiServer } from '../support/api-server';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';
import { downloadedBytes } from '../support/download';

/** A second server whose current exhibition has registration closed: a real server state, not a doctored answer. */
const closed = await useApiServer({ env: { DIST_DIR: process.env.E2E_DIST_DIR ?? './dist' } });
await closed.server.database.db.execute(sql`update exhibitions set registration_available = false`);

const browser = useBrowser();
const TICKET_CALL = '/api/public/user/exhibition_apply/';
const WIDE: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const siteOf = (baseUrl: string) => apiGet<SiteResponse>(baseUrl, '/api/public/site/?lang_code=ru');

/** A visitor registered for the current exhibition, and the ticket the API gives them. */
async function ticketHolder() {
  const site = await siteOf(browser.baseUrl);
  const visitor = await registerVisitor(browser.baseUrl, { exPrefix: site.site_config.prefix_contract });
  const ticket = await apiGet<Ticket>(browser.baseUrl, `${TICKET_CALL}?lang_code=ru`, visitor.access);
  return { visitor, ticket, site };
}

async function openTicket(page: Page, visitor: Visitor, url = '/ru/personal/ticket') {
  await signInPage(page, visitor);
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Входной билет' }).waitFor();
}

/** Counts the page's ticket requests, so a test can prove none was made. */
function countTicketRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TICKET_CALL)) seen.push(request.url());
  });
  return seen;
}

describe('the entry ticket', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)(
    'shows the visitor the registration number the API gives them, and a QR code that decodes to the signed token, on %s',
    async (_name, device) => {
      const { visitor, ticket } = await ticketHolder();
      const page = await browser.newPage(device);
      await openTicket(page, visitor);
      const card = page.getByRole('article', { name: 'Входной билет' });
      for (const value of [ticket.last_name, ticket.first_name, ticket.patronymic_name, ticket.company, ticket.registration_number]) {
        await card.getByText(value, { exact: true }).waitFor();
      }
      const barcode = card.getByRole('img', { name: `QR-код билета с регистрационным номером ${ticket.registration_number}` });
      expect(ticket.token).toBeTruthy();
      expect(await decodeQrOnScreen(barcode)).toBe(ticket.token);
      // The whole code fits the screen: nothing to scroll sideways, nothing cut off.
      const box = await barcode.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await page.title()).toContain('Входной билет');
    },
  );

  it('keeps the barcode of the registration number for a ticket answer saved before tokens existed', async () => {
    const { visitor, ticket } = await ticketHolder();
    const page = await browser.newPage(PHONE);
    // The answer as an older server gave it, and as devices may still hold it: no token.
    await page.route(`**${TICKET_CALL}**`, async (route) => {
      const { token: _token, ...withoutToken } = ticket;
      await route.fulfill({ json: withoutToken });
    });
    await openTicket(page, visitor);
    const barcode = page.getByRole('img', { name: `Штрихкод регистрационного номера ${ticket.registration_number}` });
    expect(await decodeCode128OnScreen(barcode)).toBe(ticket.registration_number);
    expect(await page.getByRole('img', { name: /QR-код/ }).count()).toBe(0);
  });

  it('saves the ticket as a PNG whose barcode decodes to the registration number', async () => {
    const { visitor, ticket } = await ticketHolder();
    const page = await browser.newPage(PHONE);
    await openTicket(page, visitor);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать билет (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${ticket.registration_number}.png`);
    const file = await downloadedBytes(download);
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(decodeCode128Png(file)).toBe(ticket.registration_number);
  });

  it('keeps the screen awake while the ticket is shown, asks again after the lock was dropped, and lets go on leaving', async () => {
    const { visitor } = await ticketHolder();
    const page = await browser.newPage(PHONE);
    // A page-level spy around the real API: Chromium grants screen wake locks to a visible page.
    await page.addInitScript(() => {
      const locks: WakeLockSentinel[] = [];
      Object.assign(window, { wakeLocks: locks });
      if (!('wakeLock' in navigator)) return;
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = async (type) => {
        const sentinel = await request(type);
        locks.push(sentinel);
        return sentinel;
      };
    });
    const locks = () =>
      page.evaluate(() => (window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks.map((lock) => lock.released));
    await openTicket(page, visitor);
    expect(await page.evaluate(() => 'wakeLock' in navigator), 'Chromium offers the Screen Wake Lock API').toBe(true);
    await expect.poll(locks).toEqual([false]);
    // The browser drops the lock whenever the page is hidden; coming back must take a new one.
    await page.evaluate(async () => {
      await (window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks[0]!.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(locks).toEqual([true, false]);
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/personal/ticket'));
    await expect.poll(locks).toEqual([true, true]);
  });

  it('says the exhibition has ended once its end date has passed, without asking for the ticket', async () => {
    const { visitor, site } = await ticketHolder();
    const page = await browser.newPage();
    const afterEnd = new Date(new Date(site.site_config.date_end).getTime() + 24 * 60 * 60 * 1000);
    await page.clock.setFixedTime(afterEnd);
    const requests = countTicketRequests(page);
    await openTicket(page, visitor);
    await page.getByText('Выставка завершилась.', { exact: false }).waitFor();
    expect(await page.getByRole('img', { name: /Штрихкод|QR-код/ }).count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('says registration is not available when the exhibition has closed it, without asking for the ticket', async () => {
    const closedUrl = closed.server.url.replace('localhost', '127.0.0.1');
    const site = await siteOf(closedUrl);
    expect(site.site_config.registration_available).toBe(false);
    const visitor = await registerVisitor(closedUrl, { exPrefix: null });
    const page = await browser.newPage();
    const requests = countTicketRequests(page);
    await openTicket(page, visitor, `${closedUrl}/ru/personal/ticket`);
    await page.getByText('Регистрация посетителей сейчас недоступна.', { exact: false }).waitFor();
    expect(requests).toEqual([]);
  });

  it('tells a visitor who registered without the exhibition that they are not registered for it', async () => {
    const visitor = await registerVisitor(browser.baseUrl, { exPrefix: null });
    const answer = await fetch(`${browser.baseUrl}${TICKET_CALL}`, { headers: { Authorization: `Bearer ${visitor.access}` } });
    expect(((await answer.json()) as { error_code: string }).error_code).toBe('EntityNotFound');
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage(PHONE);
    await openTicket(page, visitor);
    await page.getByText('Вы не зарегистрированы на эту выставку.').waitFor();
    expect(await page.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
  });

  it("shows another server error's own message", async () => {
    const { visitor } = await ticketHolder();
    browser.allowConsoleErrors(/status of 400/);
    // page.route must see the ticket request; a service worker taking control would answer it first.
    const page = await browser.newPage({ ...DESKTOP, serviceWorkers: 'block' });
    const answers: { error_data: { message?: string; detail?: string } }[] = [];
    // A real answer of this server: the same request with a malformed exhibition prefix (400 InvalidInput).
    await page.route(`**${TICKET_CALL}**`, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('ex_prefix', `${url.searchParams.get('ex_prefix') ?? ''}'--`);
      const response = await route.fetch({ url: url.toString() });
      expect(response.status()).toBe(400);
      answers.push((await response.json()) as (typeof answers)[number]);
      await route.fulfill({ response });
    });
    await openTicket(page, visitor);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const message = answers[0]!.error_data.message ?? answers[0]!.error_data.detail;
    expect(message).toBeTruthy();
    await page.getByRole('alert').getByText(message!, { exact: true }).waitFor();
  });

  it('says the ticket could not be loaded when the network fails, and shows it after a retry', async () => {
    const { visitor, ticket } = await ticketHolder();
    browser.allowConsoleErrors(/ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
    const page = await browser.newPage({ ...PHONE, serviceWorkers: 'block' });
    await page.route(`**${TICKET_CALL}**`, (route) => route.abort('internetdisconnected'));
    await openTicket(page, visitor);
    await page.getByText('Не удалось загрузить билет.', { exact: false }).waitFor({ timeout: 15_000 });
    await page.unroute(`**${TICKET_CALL}**`);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.getByText(ticket.registration_number, { exact: true }).waitFor();
  });

  it.each([
    ['a phone', PHONE],
    ['a 1366 px desktop', WIDE],
  ] as const)('has no serious or critical axe violations on %s', async (_name, device) => {
    const { visitor } = await ticketHolder();
    const page = await browser.newPage(device);
    await openTicket(page, visitor);
    await page.getByRole('img', { name: /QR-код/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
