import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

describe('moving around the site', () => {
  it('shows the global loader while the app shell starts and hides it shortly after the first site fetch', async () => {
    const page = await browser.newPage();
    // Seen by an observer from the document's first byte: on a busy machine the loader can come and go
    // before a locator polling after the navigation's commit would find it.
    const loaderSeen = await watchForLoader(page);
    // The sign-in page is never rendered on the server: the browser renders it into the shell.
    await page.goto('/ru/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(loaderSeen).toBe(true);
    await page.getByRole('status', { name: 'Загрузка…' }).waitFor({ state: 'detached', timeout: 5000 });
  });

  it('shows a page the server rendered at once, with no loader over it', async () => {
    const page = await browser.newPage();
    const loaderSeen = await watchForLoader(page);
    await page.goto('/ru/contacts', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect(loaderSeen()).toBe(false);
  });

  it('scrolls to the top when the visitor follows a link from low on the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 600 } });
    await page.goto('/ru');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Деловая программа' }).first();
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await page.waitForURL('**/ru/exhibition/program');
    await page.getByRole('heading', { level: 1, name: 'Деловая программа' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('marks the main region busy while the next page loads, and idle once it is there', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/contacts');
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/news/**', async (route) => {
      await answered;
      await route.continue();
    });
    const main = page.getByRole('main');
    expect(await main.getAttribute('aria-busy')).toBeNull();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новости', exact: true }).click();
    await expect.poll(() => main.getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByRole('heading', { level: 1, name: 'Новости' }).waitFor();
    await expect.poll(() => main.getAttribute('aria-busy')).toBeNull();
  });

  it('scrolls smoothly to the element a hash names', async () => {
    // The not-found page answers with its status, which the browser reports on the console.
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage({ viewport: { width: 1440, height: 600 } });
    await page.goto('/ru/404#footer-contacts');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.waitForFunction(() => {
      const target = document.getElementById('footer-contacts');
      return target !== null && window.scrollY > 0 && target.getBoundingClientRect().bottom <= window.innerHeight;
    });
  });

  it('offers anonymous visitors a sign-in link to the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
  });

  it('drops cached data of the old language when the language changes', async () => {
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    const siteCalls: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/public/site/') siteCalls.push(url.searchParams.get('lang_code') ?? '');
    });
    await page.goto('/ru/404');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: /Choose language/ }).click();
    await page.getByRole('button', { name: 'Русский', exact: true }).click();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    // Russian came with the server-rendered page (no request); it is fetched after switching back, because
    // the switch to English dropped it from the cache.
    expect(siteCalls.filter((lang) => lang === 'ru').length).toBe(1);
    expect(siteCalls.filter((lang) => lang === 'en').length).toBe(1);
  });

  it('registers the service worker that will serve the app offline', async () => {
    browser.useServiceWorker();
    const page = await browser.newPage();
    await page.goto('/ru');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });
});

/** Whether the global loader was ever in the document, watched from the document's first byte. */
async function watchForLoader(page: Page): Promise<() => boolean> {
  let seen = false;
  await page.exposeFunction('loaderSeen', () => (seen = true));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Загрузка…"]'))
        void (window as unknown as { loaderSeen: () => void }).loaderSeen();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => seen;
}
