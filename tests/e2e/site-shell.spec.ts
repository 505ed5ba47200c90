import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteResponse } from '../../src/contract/site';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();
const path = (url: string) => new URL(url).pathname;
// "Some page" of the site: a real page with its own heading, so no test passes on the not-found page.
const PROGRAMME = '/ru/exhibition/program';
const programmeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Деловая программа' });

describe('the site shell', () => {
  it('sends a visitor opening / to the Russian home', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/ru');
    expect(path(page.url())).toBe('/ru');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  });

  it('opens / in the language the visitor chose before', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/contacts');
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/contacts');
    // The choice is kept for the server too (a cookie beside localStorage), which answers / with a redirect.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('redirects an unknown language code to the current language home', async () => {
    const page = await browser.newPage();
    await page.goto('/xx/news');
    await page.waitForURL((url) => url.pathname === '/ru');
    expect(path(page.url())).toBe('/ru');
  });

  it('switches language keeping the path, shows English and remembers the choice', async () => {
    // The not-found page answers with its status, which the browser reports on the console.
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    await page.goto('/ru/404');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The menu comes from the API in the new language, a moment after the page's own texts.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).getByText('Contacts').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('does nothing when the visitor picks the language already shown', async () => {
    const page = await browser.newPage();
    await page.goto(PROGRAMME);
    await programmeHeading(page).waitFor();
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'Русский', exact: true }).click();
    expect(path(page.url())).toBe(PROGRAMME);
    expect(await page.evaluate(() => history.length)).toBe(2);
    await programmeHeading(page).waitFor();
  });

  it('highlights the main menu item of the current page', async () => {
    const page = await browser.newPage();
    await page.goto(`${PROGRAMME}/`);
    await programmeHeading(page).waitFor();
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    // The programme sits under both "Участникам" and "Посетителям"; without a click the first one lights up.
    const exhibitors = nav.getByRole('button', { name: 'Участникам' });
    expect(await exhibitors.getAttribute('aria-current')).toBe('true');
    expect(await nav.getByRole('button', { name: 'Посетителям' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Контакты' }).getAttribute('aria-current')).toBeNull();
    await exhibitors.click();
    const programme = nav.getByRole('list', { name: /Участникам/ }).getByRole('link', { name: 'Деловая программа' });
    expect(await programme.getAttribute('aria-current')).toBe('page');
  });

  it('shows the not-found page for unknown paths and goes back to where the visitor came from', async () => {
    // An unknown one-segment path is looked up as a CMS page first; the browser logs that lookup's 404.
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    await page.goto(PROGRAMME);
    await programmeHeading(page).waitFor();
    // The app has started: under load a click during hydration once led nowhere within 30 s (not reproduced alone).
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 30_000 });
    // Pinned to a corner of the window, not at the end of the programme: there a click three full runs lost
    // (the page still open on the programme, ready, 30 s later). My reading: the long list below the fold
    // still moved when Playwright had scrolled to the link and aimed, and the click met another element.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/ru/no-such-page';
      link.textContent = 'broken link';
      link.style.cssText = 'position: fixed; left: 8px; bottom: 8px; z-index: 2147483647; background: #fff';
      document.body.append(link);
    });
    await page.getByRole('link', { name: 'broken link' }).click();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: 'Вернуться назад' }).click();
    // The address is the proof of the way back; the heading below, that the page came with it. Waiting
    // for the load event too took more than the default 30 s once on a loaded machine.
    await page.waitForURL((url) => url.pathname === PROGRAMME, { waitUntil: 'commit' });
    await programmeHeading(page).waitFor();
    // Three full page loads of the programme and the not-found page: on a loaded CI machine more than 30 s.
  }, 60_000);

  it('sends a visitor who landed on the not-found page directly to the home page', async () => {
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    await page.goto('/ru/404');
    await page.getByRole('button', { name: 'Вернуться назад' }).click();
    await page.waitForURL((url) => url.pathname === '/ru');
  });

  it('opens an image-popup link in a full-screen viewer that closes three ways, locking scroll while open', async () => {
    // A stored picture, as CMS HTML would link it (the home page's first hall picture).
    const site = await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/?lang_code=ru');
    const picture = site.site_config.type.main_page_info.image_participants_1 ?? '';
    const page = await browser.newPage();
    await page.goto('/ru');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.className = 'image-popup';
      link.title = 'Павильон 1';
      link.textContent = 'Фото павильона';
      document.querySelector('main')?.prepend(link);
    }, picture);
    const link = page.getByRole('link', { name: 'Фото павильона' });
    const dialog = page.getByRole('dialog');
    const overflow = () => page.evaluate(() => document.body.style.overflow);

    await link.click();
    await dialog.waitFor();
    expect(path(page.url())).toBe('/ru');
    expect(await overflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await overflow()).not.toBe('hidden');

    await link.click();
    await page.getByRole('button', { name: 'Закрыть изображение' }).click();
    await dialog.waitFor({ state: 'detached' });

    await link.click();
    await dialog.waitFor();
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: 'detached' });
    expect(await overflow()).not.toBe('hidden');
  });

  it('opens and closes the mobile menu with the burger on a phone', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru');
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.click();
    const mobileNav = page.getByRole('navigation', { name: 'Мобильное меню' });
    await mobileNav.waitFor();
    expect(await page.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Закрыть меню' }).click();
    await mobileNav.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu when a submenu entry is followed', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Мобильное меню' });
    await mobileNav.getByRole('button', { name: 'Участникам' }).click();
    await mobileNav.getByRole('link', { name: 'Деловая программа' }).click();
    await page.waitForURL(`**${PROGRAMME}`);
    await mobileNav.waitFor({ state: 'hidden' });
    await programmeHeading(page).waitFor();
  });

  it('keeps a signed-in visitor signed in while they hover the personal menu, and signs out on Exit', async () => {
    // A real session: the app checks a stored session at start, and a made-up one would end at once.
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Личный кабинет' }).hover();
    const exit = page.getByRole('link', { name: 'Выход' });
    await exit.hover();
    await exit.focus();
    // What this proves did not happen: hovering or focusing "Выход" preloads its route (preload on intent,
    // after the router's 50 ms default delay) and a preload must not sign out. 300 ms is six times that
    // delay, and the logout page would clear the tokens in the same task its loader runs.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(visitor.access);
    await exit.click();
    await page.waitForURL((url) => url.pathname === '/ru');
    await page.getByRole('link', { name: 'Войти' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
  });

  it('shows the footer contacts and the copyright up to the current year', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const text = await footer.innerText();
    expect(text).toContain('129085');
    expect(text).toContain(`2000–${new Date().getFullYear()}`);
    expect(await footer.getByRole('link', { name: /info@metal-industry-expo\.ru/ }).getAttribute('href')).toBe(
      'mailto:info@metal-industry-expo.ru',
    );
  });

  it.each(['ru', 'en', 'zh'] as const)(
    'shows the site logo of the %s site in the header and footer, its wordmark in the page language',
    async (lang) => {
      const site = await apiGet<SiteResponse>(browser.baseUrl, `/api/public/site/?lang_code=${lang}`);
      const page = await browser.newPage();
      await page.goto(`/${lang}`);
      const header = page.getByRole('banner').locator('img').first();
      await header.waitFor();
      expect(new URL(await header.evaluate((image: HTMLImageElement) => image.src)).pathname).toBe(site.menu.logo);
      expect(await page.getByRole('contentinfo').locator('img').first().getAttribute('src')).toBe(site.menu.logo);
      const svg = await (await fetch(new URL(site.menu.logo, browser.baseUrl))).text();
      const lettering = [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, '')).join(' ');
      expect(lettering.trim()).not.toBe('');
      // A Chinese or English page shows no Cyrillic lettering, even in the brand's wordmark.
      expect(/[\u0400-\u04FF]/.test(lettering)).toBe(lang === 'ru');
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1366, height: 900 } }],
  ] as const)('shows a menu item without subitems as a link in its footer column on a %s', async (_, options) => {
    const site = await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/?lang_code=ru');
    // The last item heads the contacts block; the others are the footer's columns.
    const leaves = site.menu.items.slice(0, -1).filter((item) => item.subitems.length === 0 && item.url !== '#');
    expect(leaves.length).toBeGreaterThan(0);
    const page = await browser.newPage(options);
    await page.goto('/ru');
    const columns = page.getByRole('contentinfo').getByRole('navigation', { name: 'Разделы сайта' });
    for (const item of leaves) {
      const link = columns.getByRole('link', { name: item.name, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/ru/${item.url.replace(/^\/+/, '')}`);
      expect(await columns.getByRole('heading', { name: item.name, exact: true }).count()).toBe(0);
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
