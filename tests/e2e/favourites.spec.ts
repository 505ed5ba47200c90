import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { Participant } from '../../src/contract/participants';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';
import { scrollToEvent } from '../support/programme-list';
import { downloadedBytes } from '../support/download';

const browser = useBrowser();

const catalogue = () => apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
const favouriteParticipants = (token: string) =>
  apiGet<Participant[]>(browser.baseUrl, '/api/public/user/participants_favorites/?lang_code=ru', token);
const favouriteEvents = (token: string) =>
  apiGet<ProgrammeEvent[]>(browser.baseUrl, '/api/public/user/events_favorites/?lang_code=ru', token);

/**
 * A phone's worst order of answers: the visitor's list is read by the server at once but delivered only on
 * deliverList(), and the write waits for releaseWrite(). The list then arrives after the write's answer,
 * though it was read before the write. Later requests pass through.
 */
async function slowListAndWrite(page: Page) {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  const list = gate();
  const write = gate();
  const state = { listRead: false, writeSent: false };
  await page.route('**/api/public/user/participants_favorites/**', async (route) => {
    if (state.listRead) return route.continue();
    const response = await route.fetch();
    state.listRead = true;
    await list.opened;
    // The app may have given up on this answer meanwhile (it cancels a list it knows to be stale).
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.route('**/api/public/user/participants/favorite/**', async (route) => {
    state.writeSent = true;
    await write.opened;
    await route.continue();
  });
  return { state, deliverList: list.open, releaseWrite: write.open };
}

/** An exhibitor whose stand number alone finds it, so its card is on screen after a search. */
async function findableExhibitor() {
  const all = await catalogue();
  const counts = new Map<string, number>();
  for (const item of all) for (const stand of item.stands) counts.set(stand, (counts.get(stand) ?? 0) + 1);
  return all.filter((item) => item.stands.length === 1 && counts.get(item.stands[0]!) === 1);
}

async function openExhibitor(page: Page, participant: Participant) {
  await page.goto(`/ru/exhibition/participants?q=${encodeURIComponent(participant.stands[0]!)}`);
  await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
  return page.getByRole('button', { name: `В избранное: ${participant.short_title}` });
}

describe('favourites', () => {
  it('asks an anonymous visitor to sign in, then brings them back to the same list with the star they tapped set', async () => {
    const [target] = await findableExhibitor();
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(PHONE);
    const star = await openExhibitor(page, target!);
    const before = page.url();
    await star.click();
    const hint = page.getByText('Войдите, чтобы добавлять в избранное.');
    await hint.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBeNull();
    await page.getByRole('alert').getByRole('link', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await page.getByLabel('E-mail').fill(visitor.login);
    await page.getByLabel('Пароль').fill(visitor.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(before);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await favouriteParticipants(visitor.access)).map((item) => item.id)).toEqual([target!.id]);
    // Set once: a reload does not act on the sign-in again, and the star stays what the server says.
    await star.click();
    await expect.poll(async () => (await favouriteParticipants(visitor.access)).map((item) => item.id)).toEqual([]);
    await page.reload();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    expect(await favouriteParticipants(visitor.access)).toEqual([]);
  });

  it('sets the programme event whose star sent an anonymous visitor to sign in, once they have', async () => {
    const events = await apiGet<ProgrammeEvent[]>(browser.baseUrl, '/api/public/events/?lang_code=ru');
    const target = events[1]!;
    const visitor = await registerVisitor(browser.baseUrl);
    // A refused attempt first: nothing may be set before the sign-in succeeds. (Chromium logs the 400.)
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/exhibition/program');
    await page.getByRole('heading', { level: 1, name: 'Деловая программа' }).waitFor();
    const star = (await scrollToEvent(page, target.name)).getByRole('button', { name: `В избранное: ${target.name}` });
    await star.click();
    await page.getByRole('alert').getByRole('link', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await page.getByLabel('E-mail').fill(visitor.login);
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Неверный логин или пароль').waitFor();
    expect(await favouriteEvents(visitor.access)).toEqual([]);
    await page.getByLabel('Пароль').fill(visitor.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/exhibition/program');
    const returned = (await scrollToEvent(page, target.name)).getByRole('button', { name: `В избранное: ${target.name}` });
    await expect.poll(() => returned.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await favouriteEvents(visitor.access)).map((event) => event.id)).toEqual([target.id]);
  });

  it('sets no favourite for a visitor who signs in from the sign-in page itself', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/login');
    await page.getByLabel('E-mail').fill(visitor.login);
    await page.getByLabel('Пароль').fill(visitor.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/ru\/personal\/profile$/);
    expect(await favouriteParticipants(visitor.access)).toEqual([]);
    expect(await favouriteEvents(visitor.access)).toEqual([]);
  });

  it('keeps what the visitor typed when sign-in is refused, and says why', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    // A wrong password is answered 400, which Chromium logs as a failed resource.
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    await page.goto('/ru/login');
    await page.getByLabel('E-mail').fill(visitor.login);
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Неверный логин или пароль').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(visitor.login);
    expect(await page.getByLabel('Пароль').inputValue()).toBe('wrong-password');
  });

  it('marks an invalid e-mail and empty fields next to them, without a request', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/login/')) requests.push(request.url());
    });
    await page.goto('/ru/login');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Некорректный email').waitFor();
    await page.getByText('Пароль: поле обязательно').waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(requests).toEqual([]);
  });

  it('stars an exhibitor at once, shows it in the open card, and keeps it after a reload', async () => {
    const [, target] = await findableExhibitor();
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    // "At once": the star turns while neither the visitor's list nor the write has been answered (a click
    // on a phone often comes before the list is in). The list, read before the write, arrives after the
    // write's answer, and must not take the star back.
    const slow = await slowListAndWrite(page);
    const star = await openExhibitor(page, target!);
    await expect.poll(() => slow.state.listRead).toBe(true);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => slow.state.writeSent).toBe(true);
    const written = page.waitForResponse((response) => response.url().includes('/user/participants/favorite/'));
    slow.releaseWrite();
    await written;
    slow.deliverList();
    await page.getByRole('link', { name: target!.short_title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: target!.full_title });
    await dialog.getByRole('button', { name: 'Убрать из избранного' }).waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.searchParams.get('p') === target!.id);
    await expect.poll(async () => (await favouriteParticipants(visitor.access)).map((item) => item.id)).toEqual([target!.id]);

    await page.goBack();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
    // From the device at once, or from the revalidation of the restored list if the reload beat the write.
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 5000 }).toBe('true');

    // Query tells its observers of a new write in a task of its own (notifyManager), so the star turns a task
    // after the click: "at once" is what the slowed write above proves, here the toggle back only has to land.
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await favouriteParticipants(visitor.access)).length).toBe(0);
  });

  it('takes a refused change back and says so', async () => {
    const [, , target] = await findableExhibitor();
    const visitor = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 503/);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    await page.route('**/api/public/user/participants/favorite/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable', error_code: 'InternalError', error_data: {} }),
      }),
    );
    const star = await openExhibitor(page, target!);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.getByText('Не удалось изменить избранное. Попробуйте ещё раз.').waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    expect(await favouriteParticipants(visitor.access)).toEqual([]);
  });

  it('stars a programme event, keeps it after a reload and exports the favourites as one .ics file', async () => {
    const events = await apiGet<ProgrammeEvent[]>(browser.baseUrl, '/api/public/events/?lang_code=ru');
    const [first, second] = events;
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    await page.goto('/ru/exhibition/program');
    await page.getByRole('heading', { level: 1, name: 'Деловая программа' }).waitFor();
    for (const event of [first!, second!])
      await (await scrollToEvent(page, event.name)).getByRole('button', { name: `В избранное: ${event.name}` }).click();
    await expect
      .poll(async () => (await favouriteEvents(visitor.access)).map((event) => event.id).sort())
      .toEqual([first!.id, second!.id].sort());

    await page.reload();
    const star = (await scrollToEvent(page, first!.name)).getByRole('button', { name: `В избранное: ${first!.name}` });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Избранное в календарь/ }).click();
    const ics = (await downloadedBytes(await download)).toString('utf8').replace(/\r\n /g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:event-${first!.id}@metal-industry-expo.ru`);
    expect(ics).toContain(`UID:event-${second!.id}@metal-industry-expo.ru`);
  });
});
