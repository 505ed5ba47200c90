import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApplicationInput } from '../../src/contract/application';
import type { Lang } from '../../src/contract/common';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { grantStaffRole, sqlRows } from '../support/e2e-db';
import { localeText } from '../support/locale-text';
import { registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();

const text = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), localeText(lang, key));

/** An application sent through the public form's API, with a company name no other test uses. */
async function sendApplication(company: string): Promise<string> {
  const body: ApplicationInput = {
    first_name: 'Игорь',
    last_name: 'Ларионов',
    position: 'Коммерческий директор',
    company,
    phone: '+7 (3435) 41-22-90',
    email: 'i.larionov@tagil-steel.example',
    field_of_activity: 'Чёрная металлургия',
    open_area: 24,
  };
  const response = await fetch(`${browser.baseUrl}/api/public/application_for_participant/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function openDesk(page: Page, lang: Lang, tab = 'applications') {
  await page.goto(`/${lang}/staff?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: text(lang, 'desk.title') }).waitFor();
  await page.getByRole('tab', { name: text(lang, 'desk.tabs.applications') }).waitFor();
}

describe("the organiser's desk", () => {
  it('an organiser changes an application’s status and gives a gate role; the audit log shows both (390 px)', async () => {
    const lang = 'ru';
    const company = `ООО «Пульт ${Date.now().toString(36)}»`;
    const applicationId = await sendApplication(company);
    const organiser = await registerVisitor(browser.baseUrl);
    await grantStaffRole(organiser.login, 'organiser');
    const gate = await registerVisitor(browser.baseUrl);

    const page = await browser.newPage(PHONE);
    await signInPage(page, organiser);
    await openDesk(page, lang);

    const status = page.getByRole('combobox', { name: text(lang, 'desk.applications.statusOf', { company }) });
    await status.selectOption('accepted');
    await page
      .getByText(text(lang, 'desk.applications.statusChanged', { company, status: text(lang, 'desk.statuses.accepted') }))
      .waitFor();
    await expect
      .poll(async () => (await sqlRows<{ status: string }>(`select status from applications where id = '${applicationId}'`))[0]?.status)
      .toBe('accepted');
    expect(await seriousViolations(page)).toEqual([]);
    // The status the list shows after a fresh load is the stored one, not the page's own memory of the change.
    await openDesk(page, lang);
    await expect
      .poll(() => page.getByRole('combobox', { name: text(lang, 'desk.applications.statusOf', { company }) }).inputValue())
      .toBe('accepted');

    await page.getByRole('tab', { name: text(lang, 'desk.tabs.staff') }).click();
    await page.getByRole('textbox', { name: text(lang, 'desk.staff.email') }).fill(gate.login);
    await page.getByRole('combobox', { name: text(lang, 'desk.staff.role') }).selectOption('gate');
    await page.getByRole('button', { name: text(lang, 'desk.staff.add'), exact: true }).click();
    const staffList = page.getByRole('list', { name: text(lang, 'desk.tabs.staff') });
    await staffList.getByText(gate.login, { exact: true }).waitFor();
    const roles = await sqlRows<{ role: string }>(
      `select r.role from user_roles r join users u on u.id = r.user_id where u.login = '${gate.login}'`,
    );
    expect(roles.map((row) => row.role)).toEqual(['gate']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: text(lang, 'desk.tabs.audit') }).click();
    const log = page.getByRole('list', { name: text(lang, 'desk.tabs.audit') });
    const statusLine = log.getByRole('listitem').filter({ hasText: applicationId });
    await statusLine.waitFor();
    expect(await statusLine.textContent()).toContain(`${text(lang, 'desk.statuses.new')} → ${text(lang, 'desk.statuses.accepted')}`);
    const roleLine = log.getByRole('listitem').filter({ hasText: gate.login });
    await roleLine.waitFor();
    expect(await roleLine.textContent()).toContain(text(lang, 'desk.audit.actions.role_added'));
    // Newest first: the role, given after the status change, is above it.
    const lines = await log.getByRole('listitem').allTextContents();
    expect(lines.findIndex((line) => line.includes(gate.login))).toBeLessThan(lines.findIndex((line) => line.includes(applicationId)));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a visitor clearly and offers a signed-out person the sign-in link', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    // The refused /staff/me is a 403 the page shows as its own message.
    browser.allowConsoleErrors(/403|Failed to load resource/);
    const signedOut = await browser.newPage(PHONE);
    await signedOut.goto('/ru/staff');
    await signedOut
      .locator('#main')
      .getByRole('link', { name: text('ru', 'desk.signIn') })
      .waitFor();

    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await page.goto('/ru/staff');
    await page.getByText(text('ru', 'desk.notOrganiser')).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
  });

  it.each([
    ['ru', 390, PHONE],
    ['zh', 390, PHONE],
    ['ru', 1366, { viewport: { width: 1366, height: 900 } }],
    ['zh', 1366, { viewport: { width: 1366, height: 900 } }],
  ] as const)('(%s) the desk fits the screen at %s px wide', async (lang, width, options) => {
    await sendApplication(`ООО «Снимок ${lang} ${width}»`);
    const organiser = await registerVisitor(browser.baseUrl);
    await grantStaffRole(organiser.login, 'organiser');
    const page = await browser.newPage(options);
    await signInPage(page, organiser);
    await openDesk(page, lang);
    await page.getByText(text(lang, 'desk.applications.statusOf', { company: `ООО «Снимок ${lang} ${width}»` })).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Screenshots for a person to look at, when asked for (SCREENSHOT_DIR=/tmp/shots).
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/desk-${lang}-${width}.png` });
  });
});
