import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();
const path = (url: string) => new URL(url).pathname;

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
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/');
    await page.waitForURL('**/en');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('redirects an unknown language code to the current language home', async () => {
    const page = await browser.newPage();
    await page.goto('/xx/news');
    await page.waitForURL((url) => url.pathname === '/ru');
    expect(path(page.url())).toBe('/ru');
  });

  it('switches language keeping the path, shows English and remembers the choice', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/404');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByText('Contacts').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('does nothing when the visitor picks the language already shown', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/contests');
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'Русский', exact: true }).click();
    expect(path(page.url())).toBe('/ru/contests');
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  it('highlights the main menu item of the current page', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/contests/');
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    const contests = nav.getByRole('link', { name: 'Конкурсы' });
    await contests.waitFor();
    expect(await contests.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Контакты' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the not-found page for unknown paths and goes back to where the visitor came from', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/contests');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/ru/no-such-page';
      link.textContent = 'broken link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'broken link' }).click();
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('button', { name: 'Вернуться назад' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/contests');
  });

  it('sends a visitor who landed on the not-found page directly to the home page', async () => {
    const page = await browser.newPage();
    await page.goto('/ru/404');
    await page.getByRole('button', { name: 'Вернуться назад' }).click();
    await page.waitForURL((url) => url.pathname === '/ru');
  });

  it('opens an image-popup link in a full-screen viewer that closes three ways, locking scroll while open', async () => {
    const page = await browser.newPage();
    await page.goto('/ru');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/media/gallery/2026-1.svg';
      link.className = 'image-popup';
      link.title = 'Павильон 1';
      link.textContent = 'Фото павильона';
      document.querySelector('main')?.prepend(link);
    });
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

  it('closes the mobile menu when a leaf item is followed', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Мобильное меню' });
    await mobileNav.getByRole('link', { name: 'Конкурсы' }).click();
    await page.waitForURL('**/ru/contests');
    await mobileNav.waitFor({ state: 'hidden' });
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
    expect(await footer.getByRole('link', { name: /info@metal-industry-expo\.ru/ }).getAttribute('href')).toBe('mailto:info@metal-industry-expo.ru');
  });
});
