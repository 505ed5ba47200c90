import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeQrOnScreen } from '../support/barcode';
import { decodeTicketToken } from '../../src/lib/ticket-token';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { fillRegistration, signInThroughForm, uniqueEmail } from '../support/account-forms';
import { sqlRows } from '../support/e2e-db';
import { registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();

describe('registration and sign-in', () => {
  it('registers a visitor invited by a partner and shows a ticket whose QR code scans to a token of the registration number', async () => {
    const page = await browser.newPage(PHONE);
    const login = uniqueEmail('invited');
    await page.goto('/ru/registration?referral=metallinvest-27');
    await page.getByRole('heading', { level: 1, name: 'Регистрация посетителя' }).waitFor();
    await page.getByText('Регистрация по приглашению: metallinvest-27').waitFor();
    expect(await page.title()).toBe('Регистрация — Металл-Индустрия');
    await fillRegistration(page, { login, password: 'Stal-2027!' });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await page.waitForURL('**/ru/personal/ticket');
    await page.getByText('Регистрация прошла успешно! Ваш входной билет готов.').waitFor();
    const [stored] = await sqlRows<{ referral: string; registration_number: string }>(
      `select u.referral, r.registration_number from users u join exhibition_registrations r on r.user_id = u.id where u.login = '${login}'`,
    );
    expect(stored?.referral).toBe('metallinvest-27');
    const number = stored!.registration_number;
    await page.getByText(number, { exact: true }).waitFor();
    const token = await decodeQrOnScreen(page.getByRole('img', { name: `QR-код билета с регистрационным номером ${number}` }));
    expect(decodeTicketToken(token)?.registrationNumber).toBe(number);
    const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens.every((token) => typeof token === 'string' && token.length > 20)).toBe(true);
  });

  it('shows every rule next to its field, focuses the first wrong one and keeps what was typed', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/registration/')) requests.push(request.url());
    });
    await page.goto('/ru/registration');
    await page.getByLabel('E-mail', { exact: true }).fill('kuznetsov.at.example.org');
    await page.getByLabel('Пароль', { exact: true }).fill('12345');
    await page.getByLabel('Повторите пароль', { exact: true }).fill('123456');
    await page.getByLabel('Телефон', { exact: true }).fill('12-34');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await page.getByText('Некорректный email').waitFor();
    for (const text of [
      'Пароль должен быть не короче 6 символов',
      'Фамилия: поле обязательно',
      'Имя: поле обязательно',
      'Компания: поле обязательно',
      'Некорректный номер',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    // The repetition is compared once the password itself is acceptable, while the other fields are still wrong.
    await page.getByLabel('Пароль', { exact: true }).fill('Stal-2027!');
    await page.getByLabel('Повторите пароль', { exact: true }).fill('Stal-2028!');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Пароли не совпадают', { exact: true }).waitFor();
    await page.getByText('Некорректный email').waitFor();
    const email = page.getByLabel('E-mail', { exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Некорректный email');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('email');
    expect(await email.inputValue()).toBe('kuznetsov.at.example.org');
    expect(await page.getByLabel('Телефон', { exact: true }).inputValue()).toBe('12-34');
    expect(requests).toEqual([]);
  });

  it('tells a visitor whose e-mail is taken, keeping the form filled', async () => {
    const existing = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    await page.goto('/ru/registration');
    await fillRegistration(page, { login: existing.login, password: 'Drugoi-2027' });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Пользователь с таким e-mail уже зарегистрирован. Войдите или используйте другой адрес.').waitFor();
    expect(page.url()).toMatch(/\/ru\/registration$/);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(existing.login);
    expect(await page.getByLabel('Повторите пароль', { exact: true }).inputValue()).toBe('Drugoi-2027');
  });

  it('refuses a common password next to the password field in the page language, keeping everything typed', async () => {
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    const login = uniqueEmail('common-password');
    await page.goto('/ru/registration');
    await page.getByRole('heading', { level: 1, name: 'Регистрация посетителя' }).waitFor();
    await fillRegistration(page, { login, password: '123456', last_name: 'Соколова', phone: '+7 (921) 700-12-34' });
    const answer = page.waitForResponse((response) => response.url().includes('/user/registration/'));
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // The common list lives on the server only: the form sends, and shows the server's refusal beside the field.
    expect((await answer).status()).toBe(400);

    const password = page.getByLabel('Пароль', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Этот пароль слишком распространён, его легко подобрать');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('new-password');
    expect(page.url()).toMatch(/\/ru\/registration$/);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(login);
    expect(await page.getByLabel('Фамилия', { exact: true }).inputValue()).toBe('Соколова');
    expect(await page.getByLabel('Телефон', { exact: true }).inputValue()).toBe('+7 (921) 700-12-34');
    expect(await password.inputValue()).toBe('123456');
    expect(await page.getByLabel('Повторите пароль', { exact: true }).inputValue()).toBe('123456');
  });

  it('on a phone, a common password is said only beside the field, with no generic toast over it', async () => {
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage(PHONE);
    // Every toast the page ever shows, kept after it is dismissed: sonner loads with the first one, so
    // "none yet" proves nothing until a later toast has gone through the same queue.
    await page.addInitScript(() => {
      const shown: Element[] = [];
      Object.assign(window, { shownToasts: shown });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              shown.push(...(node.matches('[data-sonner-toast]') ? [node] : node.querySelectorAll('[data-sonner-toast]')));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/ru/registration');
    await page.getByRole('heading', { level: 1, name: 'Регистрация посетителя' }).waitFor();
    await fillRegistration(page, { login: uniqueEmail('common-toast'), password: '123456', last_name: 'Соколова' });
    const answer = page.waitForResponse((response) => response.url().includes('/user/registration/'));
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    expect((await answer).status()).toBe(400);
    const password = page.getByLabel('Пароль', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    // Then a good password: its success toast comes after anything the refusal queued.
    await password.fill('Prokat-2027');
    await page.getByLabel('Повторите пароль', { exact: true }).fill('Prokat-2027');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL(/\/ru\/personal\/ticket$/);
    const toasts = () =>
      page.evaluate(() => (window as unknown as { shownToasts: Element[] }).shownToasts.map((toast) => toast.textContent?.trim() ?? ''));
    await expect.poll(toasts).toHaveLength(1);
    expect((await toasts())[0]).toContain('Регистрация прошла успешно');
  });

  it('refuses a password holding the e-mail before sending anything', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/registration/')) requests.push(request.url());
    });
    const login = uniqueEmail('own-login');
    await page.goto('/en/registration');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(login);
    await page.getByLabel('Password', { exact: true }).fill(`${login.split('@')[0]}!`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('The password must not contain your e-mail or its part before the @', { exact: true }).waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(login);
    expect(requests).toEqual([]);
  });

  it('sends a signed-in visitor from the sign-in and registration pages to the profile', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    for (const path of ['/en/login', '/en/registration']) {
      await page.goto(path);
      await page.waitForURL('**/en/personal/profile');
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    }
  });

  it('signs in from the header and lands on the profile when there was nowhere to return to', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await page.goto('/ru/login');
    await signInThroughForm(page, visitor.login, visitor.password);
    await page.waitForURL('**/ru/personal/profile');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await page.getByText(visitor.login, { exact: true }).waitFor();
  });
});

describe("the account forms' error toasts", () => {
  /** Sonner pauses its timers while the window is away (ui/toaster.tsx): a toast then stays until dismissed. */
  const holdToasts = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('blur')));

  it('dismisses the "wrong password" toast when the next sign-in succeeds', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/login');
    await signInThroughForm(page, visitor.login, 'not-the-password');
    const error = page.getByText('Неверный логин или пароль', { exact: true });
    await error.waitFor();
    await holdToasts(page);
    // A second wrong attempt replaces the toast rather than stacking another.
    await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(1);
    await error.waitFor();

    await page.getByLabel('Пароль', { exact: true }).fill(visitor.password);
    await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/ru/personal/profile');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await error.waitFor({ state: 'detached', timeout: 3000 });
  });

  it('marks a taken e-mail next to the field, keeps the form, and dismisses the error toast once registration succeeds', async () => {
    const existing = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/registration');
    await page.getByRole('heading', { level: 1, name: 'Регистрация посетителя' }).waitFor();
    await fillRegistration(page, { login: existing.login, password: 'Drugoi-2027' });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const toastText = page.getByText('Пользователь с таким e-mail уже зарегистрирован. Войдите или используйте другой адрес.', {
      exact: true,
    });
    await toastText.waitFor();
    await holdToasts(page);

    const email = page.getByLabel('E-mail', { exact: true });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Этот e-mail уже зарегистрирован');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('email');
    expect(await email.inputValue()).toBe(existing.login);
    expect(await page.getByLabel('Фамилия', { exact: true }).inputValue()).toBe('Кузнецов');

    // A new address clears the field's mark; the registration that follows dismisses the error toast.
    await email.fill(uniqueEmail('second-try'));
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL('**/ru/personal/ticket');
    await page.getByText('Регистрация прошла успешно! Ваш входной билет готов.').waitFor();
    await toastText.waitFor({ state: 'detached', timeout: 3000 });
  });
});

describe('signing out', () => {
  it('wipes the session, sends personal pages to sign-in with the origin, returns there after sign-in, and the old refresh token is dead', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(DESKTOP);
    await signInPage(page, visitor);
    await page.goto('/ru/personal/profile');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();

    // The personal button opens on hover; its last entry signs out.
    await page.getByRole('button', { name: 'Личный кабинет' }).hover();
    const exit = page.getByRole('link', { name: 'Выход' });
    await exit.waitFor();
    const revoked = page.waitForResponse((response) => response.url().includes('/api/logout/'));
    await exit.click();
    expect((await revoked).status()).toBeLessThan(300);
    await page.waitForURL((url) => url.pathname === '/ru' || url.pathname === '/ru/');
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);

    const refused = await fetch(`${browser.baseUrl}/api/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: visitor.refresh }),
    });
    expect(refused.status).toBe(401);

    await page.goto('/ru/personal/settings?tab=password');
    await page.waitForURL('**/ru/login');
    await signInThroughForm(page, visitor.login, visitor.password);
    await page.waitForURL('**/ru/personal/settings?tab=password');
    await page.getByRole('tab', { name: 'Смена пароля', selected: true }).waitFor();
  });

  it('signs out without an error when the server no longer knows the refresh token (expired or ended elsewhere)', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(DESKTOP);
    // The access token still works; the refresh token is one the server never issued, as after it expired.
    await signInPage(page, { ...visitor, refresh: 'z'.repeat(43) });
    await page.goto('/ru/personal/profile');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();

    await page.getByRole('button', { name: 'Личный кабинет' }).hover();
    const exit = page.getByRole('link', { name: 'Выход' });
    await exit.waitFor();
    const revoked = page.waitForResponse((response) => response.url().includes('/api/logout/'));
    await exit.click();
    // A 200 as for a live token (RFC 7009 §2.2): no error in the console, nothing the visitor could act on.
    expect((await revoked).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/ru' || url.pathname === '/ru/');
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
  });

  it('opens the personal menu from the keyboard', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(DESKTOP);
    await signInPage(page, visitor);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Personal account' }).focus();
    for (const name of ['Profile', 'Settings', 'Favourites', 'Ticket', 'Sign out'])
      await page.getByRole('link', { name, exact: true }).first().waitFor();
  });
});
