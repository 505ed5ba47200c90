import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Participant } from '../../src/contract/participants';
import { signInThroughForm } from '../support/account-forms';
import { DESKTOP, useBrowser } from '../support/browser';
import { expiredAccessToken } from '../support/expired-token';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();

const storedTokens = (page: Page) =>
  page.evaluate(() => ({ access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') }));

async function refreshWith(refresh: string) {
  return fetch(`${browser.baseUrl}/api/refresh/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
}

async function favouriteCompany(visitor: Visitor): Promise<Participant> {
  const [company] = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
  const response = await fetch(`${browser.baseUrl}/api/public/user/participants/favorite/?lang_code=ru`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ participant_id: company!.id, added_to_favorite: true }),
  });
  expect(response.status).toBe(200);
  return company!;
}

describe('the session', () => {
  it('refreshes an expired access token without the visitor noticing', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const expired = await expiredAccessToken(visitor.login);
    // The first answer to the expired token is a 401, which Chromium logs.
    browser.allowConsoleErrors(/status of 401/);
    const page = await browser.newPage();
    await signInPage(page, { ...visitor, access: expired });
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/refresh/'));
    await page.goto('/ru/personal/profile');
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await page.getByText(visitor.login, { exact: true }).waitFor();
    const tokens = await storedTokens(page);
    expect(tokens.access).not.toBe(expired);
    expect(tokens.refresh).not.toBe(visitor.refresh);
    await apiGet(browser.baseUrl, '/api/public/user/', tokens.access!);
  });

  it('signs out when the server refuses the refresh, and the next visitor on the device sees nothing of the last one', async () => {
    const first = await registerVisitor(browser.baseUrl);
    const company = await favouriteCompany(first);
    const second = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 401/);
    // page.route below must see the list request; a service worker would answer it first.
    const page = await browser.newPage({ ...DESKTOP, serviceWorkers: 'block' });
    await signInPage(page, first);
    await page.goto('/ru/personal/favorite?tab=companies');
    await page.getByRole('link', { name: company.short_title, exact: true }).waitFor();

    // The session dies elsewhere (signed out on another device), and the access token runs out.
    const revoked = await fetch(`${browser.baseUrl}/api/logout/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: first.refresh }),
    });
    expect(revoked.status).toBe(200);
    const expired = await expiredAccessToken(first.login);
    await page.evaluate((token) => localStorage.setItem('access_token', token), expired);

    await page.getByRole('button', { name: `В избранное: ${company.short_title}` }).click();
    await page.waitForURL((url) => url.pathname === '/ru' || url.pathname === '/ru/');
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await page.getByText('Сеанс завершён. Войдите снова.').waitFor();

    // Same tab, no reload: the cache would still hold the first visitor's list had logout not wiped it.
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(page, second.login, second.password);
    await page.waitForURL((url) => url.pathname === '/ru');
    // The second visitor's own list is held back, so only a leftover cache could show a company now.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/user/participants_favorites/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Личный кабинет' }).hover();
    await page.getByRole('banner').getByRole('link', { name: 'Избранное' }).click();
    await page.getByRole('tab', { name: 'Компании' }).click();
    await page.getByRole('status').filter({ hasText: 'Загрузка…' }).first().waitFor();
    expect(await page.getByRole('link', { name: company.short_title, exact: true }).count()).toBe(0);
    release();
    await page.getByText('В избранном пока нет компаний.').waitFor();
    expect(await page.getByRole('link', { name: company.short_title, exact: true }).count()).toBe(0);
  });

  it('keeps two tabs signed in when both find the access token expired at once', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const expired = await expiredAccessToken(visitor.login);
    browser.allowConsoleErrors(/status of 401/);
    const first = await browser.newPage(DESKTOP);
    // Any page of the site, to write the tokens into its storage.
    await first.goto('/ru/contacts');
    await first.evaluate(
      ([access, refresh]) => {
        localStorage.setItem('access_token', access!);
        localStorage.setItem('refresh_token', refresh!);
      },
      [expired, visitor.refresh],
    );
    const second = await first.context().newPage();

    const refreshes: number[] = [];
    first.context().on('response', (response) => {
      if (response.url().includes('/api/refresh/')) refreshes.push(response.status());
    });
    await Promise.all([first.goto('/ru/personal/profile'), second.goto('/ru/personal/settings')]);
    await first.getByText(visitor.login, { exact: true }).waitFor();
    await second.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    expect(refreshes.every((status) => status === 200)).toBe(true);

    // Both tabs hold the same, live session: reloading either still shows the profile, and the server
    // still honours the stored refresh token (no family revoked as a theft).
    await Promise.all([first.reload(), second.reload()]);
    await first.getByText(visitor.login, { exact: true }).waitFor();
    await second.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    const tokens = await storedTokens(second);
    expect((await refreshWith(tokens.refresh!)).status).toBe(200);
  });
});
