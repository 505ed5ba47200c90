import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { Participant } from '../../src/contract/participants';
import type { User } from '../../src/contract/user';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();
const WIDE = { viewport: { width: 1366, height: 900 } };

async function postFavourite(visitor: Visitor, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${browser.baseUrl}/api/public/user/${path}/favorite/?lang_code=ru`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** A new visitor, signed in, on the password tab of the settings (the server answers 400 to refused changes). */
async function openPasswordTab() {
  const visitor = await registerVisitor(browser.baseUrl);
  browser.allowConsoleErrors(/status of 400/);
  const page = await browser.newPage();
  await signInPage(page, visitor);
  await page.goto('/ru/personal/settings?tab=password');
  await page.getByRole('tab', { name: 'Смена пароля', selected: true }).waitFor();
  return { visitor, page };
}

async function submitPasswordChange(page: Page, current: string, fresh: string) {
  await page.getByLabel('Текущий пароль', { exact: true }).fill(current);
  await page.getByLabel('Новый пароль', { exact: true }).fill(fresh);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
}

async function signInWithPassword(login: string, password: string) {
  return fetch(`${browser.baseUrl}/api/public/user/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
}

describe('the personal area', () => {
  it('saves the profile from settings, and the server and the profile page show the change', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await page.goto('/ru/personal/settings');
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    // The head is written after the page's first commit, so the title may follow the heading by a frame.
    await expect.poll(() => page.title()).toBe('Настройки — Металл-Индустрия');
    const login = page.getByLabel('E-mail', { exact: true });
    expect(await login.inputValue()).toBe(visitor.login);
    expect(await login.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('Имя', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Имя: поле обязательно').waitFor();

    await page.getByLabel('Имя', { exact: true }).fill('Марина');
    await page.getByLabel('Компания', { exact: true }).fill('ПАО «Волжский трубный»');
    await page.getByLabel('Должность', { exact: true }).fill('Главный технолог');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Данные сохранены.' }).waitFor();

    const stored = await apiGet<User>(browser.baseUrl, '/api/public/user/', visitor.access);
    expect([stored.first_name, stored.company, stored.position]).toEqual(['Марина', 'ПАО «Волжский трубный»', 'Главный технолог']);
    await page.getByRole('link', { name: 'Профиль' }).first().click();
    await page.getByText('Здравствуйте, Марина!').waitFor();
    await page.getByText('ПАО «Волжский трубный»').waitFor();
  });

  it('says so when the profile cannot be saved, keeping what was typed', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/ERR_FAILED|Failed to fetch/);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    await page.goto('/ru/personal/settings');
    await page.getByLabel('Компания', { exact: true }).fill('АО «Норд-Металл»');
    await page.route('**/api/public/user/?*', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Не удалось сохранить данные. Попробуйте ещё раз.' }).waitFor();
    expect(await page.getByLabel('Компания', { exact: true }).inputValue()).toBe('АО «Норд-Металл»');
  });

  it('refuses a common new password beside the field, keeps the old password and what was typed', async () => {
    const { visitor, page } = await openPasswordTab();

    await submitPasswordChange(page, visitor.password, 'qwerty123');

    const fresh = page.getByLabel('Новый пароль', { exact: true });
    await expect.poll(() => fresh.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await fresh.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Этот пароль слишком распространён, его легко подобрать');
    expect(await fresh.inputValue()).toBe('qwerty123');
    expect(await page.getByLabel('Текущий пароль', { exact: true }).inputValue()).toBe(visitor.password);
    expect((await signInWithPassword(visitor.login, visitor.password)).status).toBe(200);
  });

  it('changes the password: a wrong current one is refused, the new one signs in, and this device stays signed in', async () => {
    const { visitor, page } = await openPasswordTab();

    await submitPasswordChange(page, 'not-my-password', 'Prokat-2028');
    await page.getByText('Не удалось изменить пароль. Проверьте текущий пароль и попробуйте ещё раз.').waitFor();
    await page.getByText('Текущий пароль указан неверно').waitFor();
    expect(await page.getByLabel('Новый пароль', { exact: true }).inputValue()).toBe('Prokat-2028');

    await page.getByLabel('Текущий пароль', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Изменить пароль' }).click();
    await page.getByText('Пароль изменён.').waitFor();
    expect((await signInWithPassword(visitor.login, 'Prokat-2028')).status).toBe(200);
    expect((await signInWithPassword(visitor.login, visitor.password)).status).toBe(400);

    await page.reload();
    await page.getByRole('tab', { name: 'Смена пароля', selected: true }).waitFor();
    const access = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(access).not.toBe(visitor.access);
    await apiGet(browser.baseUrl, '/api/public/user/', access!);
  });

  it('lists favourite events and companies, removes one with an undo, and exports the events to the calendar', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const [company] = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
    const events = await apiGet<ProgrammeEvent[]>(browser.baseUrl, '/api/public/events/?lang_code=ru');
    const event = events.find((item) => Date.parse(item.end_at) > Date.now())!;
    await postFavourite(visitor, 'participants', { participant_id: company!.id, added_to_favorite: true });
    await postFavourite(visitor, 'events', { event_id: event.id, added_to_favorite: true });

    const page = await browser.newPage(DESKTOP);
    await signInPage(page, visitor);
    await page.goto('/ru/personal/favorite');
    await page.getByRole('tab', { name: 'Мероприятия', selected: true }).waitFor();
    await page.getByText(event.name).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Избранное в календарь/ }).click();
    const calendar = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of calendar) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toContain(`UID:`);

    await page.getByRole('tab', { name: 'Компании' }).click();
    const link = page.getByRole('link', { name: company!.short_title, exact: true });
    await link.waitFor();
    await page.getByRole('button', { name: `В избранное: ${company!.short_title}` }).click();
    await page.getByText(`«${company!.short_title}» удалено из избранного`).waitFor();
    expect(await link.count()).toBe(0);
    await page.getByRole('button', { name: 'Вернуть' }).click();
    await link.waitFor();
    await expect
      .poll(async () =>
        (await apiGet<Participant[]>(browser.baseUrl, '/api/public/user/participants_favorites/?lang_code=ru', visitor.access)).map(
          (item) => item.id,
        ),
      )
      .toEqual([company!.id]);

    await link.click();
    await page.waitForURL((url) => url.pathname.includes('/exhibition/participants') && url.searchParams.get('p') === company!.id);
    await page.getByRole('dialog', { name: company!.full_title }).waitFor();
  });
});

describe('the account screens are accessible', () => {
  describe.each([
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const)('on a %s', (_name, device) => {
    it('has no serious or critical axe violations on registration (with errors shown) and sign-in', async () => {
      const page = await browser.newPage(device);
      await page.goto('/en/registration');
      await page.getByRole('heading', { level: 1, name: 'Visitor registration' }).waitFor();
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('First name is required').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/zh/login');
      await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    // Seven pages, each loaded to network idle and checked whole by axe: more than the suite's 30 s, and past 90 s once on a loaded two-core machine.
    it('has no serious or critical axe violations on every personal page', { timeout: 180_000 }, async () => {
      const visitor = await registerVisitor(browser.baseUrl);
      const [company] = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
      await postFavourite(visitor, 'participants', { participant_id: company!.id, added_to_favorite: true });
      const page = await browser.newPage(device);
      await signInPage(page, visitor);
      for (const [url, heading] of [
        ['/ru/personal/profile', 'Профиль'],
        ['/ru/personal/settings', 'Настройки'],
        ['/ru/personal/settings?tab=password', 'Настройки'],
        ['/ru/personal/favorite', 'Избранное'],
        ['/ru/personal/favorite?tab=companies', 'Избранное'],
        ['/en/personal/profile', 'Profile'],
        ['/zh/personal/favorite?tab=companies', '收藏'],
      ] as const) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), url).toEqual([]);
      }
    });
  });
});
