/**
 * The entrance (issue 35) as a visitor and a gate keeper meet it on a 390 px phone: the ticket's QR code
 * carries the signed token; the gate page, loaded once online, starts from cold with no network, admits
 * the ticket, says the second scan is a repeat, refuses a tampered code, and sends its scans (and learns
 * other gates' entries) when the network returns. Its own server, because the gate account's role is
 * written into that server's database.
 */
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GateBundle, GateEntries } from '../../src/contract/staff';
import type { Ticket } from '../../src/contract/ticket';
import { decodeTicketToken } from '../../src/lib/ticket-token';
import { userRoles, users } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { seriousViolations } from '../support/axe';
import { decodeQrOnScreen } from '../support/barcode';
import { PHONE, useBrowser } from '../support/browser';
import { waitForController } from '../support/sw-helpers';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const api = await useApiServer({ env: { DIST_DIR: process.env.E2E_DIST_DIR ?? './dist' } });
const base = api.server.url;
const browser = useBrowser();
const GATE = 'Вход 1, павильон 2';

async function ticketOf(visitor: Visitor) {
  return apiGet<Ticket>(base, '/api/public/user/exhibition_apply/?lang_code=ru', visitor.access);
}

/** A signed-in account with the gate role (an account without a ticket: staff are not visitors). */
async function gateKeeper(): Promise<Visitor> {
  const account = await registerVisitor(base, { exPrefix: null });
  const [row] = await api.server.deps.db.select({ id: users.id }).from(users).where(eq(users.login, account.login));
  await api.server.deps.db.insert(userRoles).values({ userId: row!.id, role: 'gate' });
  return account;
}

async function scan(page: Page, code: string) {
  const field = page.getByLabel('Код билета');
  await field.fill(code);
  await field.press('Enter');
}

describe('the gate', () => {
  it('admits a ticket from its QR code offline after a cold start, says the second scan is a repeat, refuses a tampered code, and syncs when online', async () => {
    browser.useServiceWorker();
    const visitor = await registerVisitor(base);
    const ticket = await ticketOf(visitor);
    const other = await registerVisitor(base);
    const otherTicket = await ticketOf(other);
    expect(ticket.token, 'the ticket answer carries a signed token').toBeTruthy();

    // The visitor's phone: the QR code decodes to the token, the number is printed below it.
    const visitorPage = await browser.newPage(PHONE);
    await signInPage(visitorPage, visitor);
    await visitorPage.goto(`${base}/ru/personal/ticket`);
    await visitorPage.getByRole('heading', { level: 1, name: 'Входной билет' }).waitFor();
    const qrName = `QR-код билета с регистрационным номером ${ticket.registration_number}`;
    expect(await decodeQrOnScreen(visitorPage.getByRole('img', { name: qrName }))).toBe(ticket.token);
    expect(await visitorPage.getByRole('img', { name: qrName }).getAttribute('data-qr-version')).toBe('6');
    await visitorPage.getByText(ticket.registration_number, { exact: true }).waitFor();

    // The gate, online once: named, bundle loaded, the worker in control.
    const keeper = await gateKeeper();
    const bundle = await apiGet<GateBundle>(base, '/api/public/staff/gate/bundle', keeper.access);
    const token = ticket.token!;
    const ticketId = decodeTicketToken(token)!.ticketId;
    const [, name, company] = bundle.roster.find(([id]) => id === ticketId)!;
    const gatePage = await browser.newPage(PHONE);
    await signInPage(gatePage, keeper);
    await gatePage.goto(`${base}/ru/staff/scan`);
    await gatePage.getByRole('heading', { level: 1, name: 'Контроль входа' }).waitFor();
    await gatePage.getByLabel('Название входа').fill(GATE);
    await gatePage.getByRole('button', { name: 'Сохранить' }).click();
    await gatePage.getByText(`Пункт контроля: ${GATE}`).waitFor();
    await gatePage.getByText(String(bundle.roster.length), { exact: false }).first().waitFor();
    await waitForController(gatePage);
    expect(await seriousViolations(gatePage)).toEqual([]);

    // No network, and a cold start: a new page of the same browser profile.
    const context = gatePage.context();
    await context.setOffline(true);
    await gatePage.close();
    browser.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
    const page = await context.newPage();
    await page.goto(`${base}/ru/staff/scan`);
    await page.getByRole('heading', { level: 1, name: 'Контроль входа' }).waitFor();
    await page.getByText('Нет сети: проходы сохраняются на устройстве и будут отправлены позже').waitFor();
    // Nothing wider than the phone: a page that scrolls sideways also widens the verdict's full-screen layer.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await scan(page, token);
    const verdict = page.locator('[data-verdict]');
    await page.getByText('Проход разрешён').waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('admit');
    await verdict.getByText(name, { exact: true }).waitFor();
    await verdict.getByText(company, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await scan(page, token);
    await page.getByText('Повторный проход').waitFor();
    await verdict.getByText(new RegExp(`Первый проход: .*${GATE}`)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const position = 40;
    const tampered = token.slice(0, position) + (token[position] === 'A' ? 'B' : 'A') + token.slice(position + 1);
    await scan(page, tampered);
    await page.getByText('Билет недействителен').waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('refuse');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Следующий' }).click();
    await expect.poll(() => page.getByTestId('gate-queue').innerText()).toBe('2');

    // Meanwhile another gate admitted the other visitor.
    const otherId = decodeTicketToken(otherTicket.token!)!.ticketId;
    const entered = new Date().toISOString();
    const sent = await api.send(
      'POST',
      '/api/public/staff/checkins',
      { ex_prefix: bundle.ex_prefix, gate: 'Вход 3', scans: [{ scan_id: crypto.randomUUID(), ticket_id: otherId, scanned_at: entered }] },
      { token: keeper.access },
    );
    expect(sent.status).toBe(200);

    // Back online: the queue empties and the server has this gate's entry, counted twice, first here.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('gate-queue').innerText(), { timeout: 15_000 }).toBe('0');
    const entries = await apiGet<GateEntries>(base, `/api/public/staff/checkins?ex_prefix=${bundle.ex_prefix}`, keeper.access);
    expect(entries.entries.find((entry) => entry.ticket_id === ticketId)).toMatchObject({ gate: GATE, entries: 2 });

    // …and this gate now knows the other gate's entry.
    await scan(page, otherTicket.token!);
    await page.getByText('Повторный проход').waitFor();
    await verdict.getByText(/Первый проход: .*Вход 3/).waitFor();
  }, 90_000);

  it('refuses a visitor without a staff role, and links a signed-out user to the sign-in', async () => {
    const visitor = await registerVisitor(base);
    const page = await browser.newPage(PHONE);
    browser.allowConsoleErrors(/403|Failed to load resource/);
    await signInPage(page, visitor);
    await page.goto(`${base}/ru/staff/scan`);
    await page.getByRole('heading', { level: 1, name: 'Контроль входа' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'У вашей учётной записи нет такой роли' }).waitFor();
    expect(await page.getByLabel('Код билета').count()).toBe(0);

    const anonymous = await browser.newPage(PHONE);
    await anonymous.goto(`${base}/ru/staff/scan`);
    await anonymous.getByRole('heading', { level: 1, name: 'Контроль входа' }).waitFor();
    await anonymous.getByRole('link', { name: 'Войти' }).first().waitFor();
    expect(await seriousViolations(anonymous)).toEqual([]);
  });
});
