import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Participant, ParticipantFilters } from '../../src/contract/participants';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { storedCacheJson } from '../support/stored-cache';
import { apiGet } from '../support/visitors';
import { afterFrames } from '../support/frames';
// Spaced numbers are shown with no-break spaces (src/lib/digit-groups.ts).
import { keepDigitGroupsTogether } from '../../src/lib/digit-groups';

const browser = useBrowser();
const CATALOGUE = '/ru/exhibition/participants';

const catalogue = (query = '') => apiGet<Participant[]>(browser.baseUrl, `/api/public/participants/?lang_code=ru${query}`);
const filters = () => apiGet<ParticipantFilters>(browser.baseUrl, '/api/public/participants/filters?lang_code=ru');

/** Opens the catalogue and waits for its own heading, so a not-found page can never pass. */
async function openCatalogue(page: Page, search = '') {
  await page.goto(`${CATALOGUE}${search}`);
  await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
  // The loading state shows the same heading; the page proper has the search box.
  await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).waitFor();
}

/** The count line under the toolbar: "Найдено N участников из T" or "T участников". */
async function shownCount(page: Page, expected: number) {
  const status = page.getByRole('status').filter({ hasText: /участник/ });
  await expect.poll(() => status.innerText()).toMatch(new RegExp(`(^|\\D)${expected}\\D`));
}

/** The titles of the cards in the DOM (the list is virtualised, so only those near the viewport). */
const cardTitles = (page: Page) => page.locator('main article h3').allInnerTexts();

describe('the exhibitor catalogue', () => {
  it('applies a country filter, writes it to the URL and keeps it after a reload', async () => {
    const { countries } = await filters();
    const country = countries.find((item) => item.count > 1) ?? countries[0]!;
    const expected = await catalogue(`&countries=${country.one_cid}`);
    const all = await catalogue();
    const page = await browser.newPage();
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Страны', exact: true }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${country.name} \\d`) }).check();
    await page.getByRole('button', { name: new RegExp(`^Показать ${expected.length} участник`) }).click();
    await page.waitForURL((url) => url.searchParams.getAll('country').join() === country.one_cid);
    await shownCount(page, expected.length);
    expect(await page.getByText(`из ${all.length}`).count()).toBe(1);
    const titles = new Set(expected.map((item) => item.short_title));
    for (const title of await cardTitles(page)) expect(titles.has(title)).toBe(true);

    await page.reload();
    await page.getByRole('list', { name: 'Выбранные фильтры' }).getByText(country.name).waitFor();
    await shownCount(page, expected.length);
  });

  it('restores topic and country filters from a shared URL and removes one with its chip', async () => {
    const { countries, topic_categories } = await filters();
    const country = countries[0]!;
    const topic = topic_categories[0]!.topics[0]!;
    const topicOnly = await catalogue(`&topics=${topic.one_cid}`);
    const page = await browser.newPage();
    await openCatalogue(page, `?country=${country.one_cid}&topic=${topic.one_cid}`);
    await shownCount(page, (await catalogue(`&countries=${country.one_cid}&topics=${topic.one_cid}`)).length);
    await page.getByRole('button', { name: `Убрать фильтр «${country.name}»` }).click();
    await page.waitForURL((url) => !url.searchParams.has('country') && url.searchParams.get('topic') === topic.one_cid);
    await shownCount(page, topicOnly.length);
  });

  it('clears an applied filter with the cross on its dropdown', async () => {
    const { countries } = await filters();
    const all = await catalogue();
    const page = await browser.newPage();
    await openCatalogue(page, `?country=${countries[0]!.one_cid}&country=${countries[1]!.one_cid}`);
    await page.getByRole('button', { name: 'Очистить фильтр «Страны»' }).click();
    await page.waitForURL((url) => !url.searchParams.has('country'));
    await shownCount(page, all.length);
    expect(await page.getByRole('list', { name: 'Выбранные фильтры' }).count()).toBe(0);
  });

  it.each([
    [390, 844],
    [320, 568],
  ])(
    'on a %i×%i phone, opens the countries as a sheet with Reset and Apply on screen, and shows a choice not yet applied',
    async (width, height) => {
      const { countries } = await filters();
      const country = countries.find((item) => item.count > 1) ?? countries[0]!;
      const all = await catalogue();
      const expected = await catalogue(`&countries=${country.one_cid}`);
      expect(expected.length).toBeLessThan(all.length);
      const page = await browser.newPage({ ...PHONE, viewport: { width, height } });
      await openCatalogue(page);
      await page.getByRole('button', { name: 'Страны', exact: true }).click();
      const sheet = page.getByRole('group', { name: 'Страны' });
      const reset = sheet.getByRole('button', { name: 'Сбросить', exact: true });
      const apply = sheet.getByRole('button', { name: /^Показать \d+ участник/ });
      // Against the layout viewport, which the sheet (position: fixed) is laid out in. It is the screen unless
      // something else on the page is too wide: then a phone widens it (the header at 320 px, a fault of its own).
      const onScreen = async (locator: Locator) => {
        const box = await locator.boundingBox();
        const screen = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
        return (
          box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width + 0.5 && box.y + box.height <= screen.height + 0.5
        );
      };
      expect(await onScreen(reset)).toBe(true);
      expect(await onScreen(apply)).toBe(true);
      expect(await apply.innerText()).toMatch(new RegExp(`^Показать ${all.length} участник`));

      // The list scrolls inside the sheet: its last country can be reached, and the buttons stay on screen.
      const last = sheet.getByRole('checkbox').last();
      await last.scrollIntoViewIfNeeded();
      expect(await onScreen(last)).toBe(true);
      expect(await onScreen(apply)).toBe(true);

      // A tick changes nothing behind the sheet yet, but says so: Apply counts the result, the trigger marks it.
      await sheet.getByRole('checkbox', { name: new RegExp(`^${country.name} \\d`) }).check();
      await expect.poll(() => apply.innerText()).toMatch(new RegExp(`^Показать ${expected.length} участник`));
      expect(await onScreen(apply)).toBe(true);
      const trigger = page.getByRole('button', { name: /^Страны/, expanded: true });
      expect(await trigger.innerText()).toMatch(/1/);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('button', { name: 'Страны не применено: 1' }).count()).toBe(1);
      expect(new URL(page.url()).searchParams.has('country')).toBe(false);

      await apply.click();
      await page.waitForURL((url) => url.searchParams.getAll('country').join() === country.one_cid);
      await shownCount(page, expected.length);
      expect(await sheet.isVisible()).toBe(false);
      // Applied now: the trigger shows the applied count, no longer a pending one.
      expect(await page.getByTestId('filter-pending').count()).toBe(0);
    },
  );

  it('shows topic labels without their catalogue number, by category, with a badge counting chosen topics', async () => {
    const { topic_categories } = await filters();
    const [first, second] = topic_categories;
    const page = await browser.newPage();
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Тематики', exact: true }).click();
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(topic_categories.map((category) => category.name));
    const labels = await page.getByRole('tabpanel').locator('label').allInnerTexts();
    expect(labels).toEqual(first!.topics.map((topic) => topic.name.replace(/^\d+-/, '')));
    expect(labels.some((label) => /^\d/.test(label))).toBe(false);

    await page.getByRole('tab', { name: second!.name }).click();
    await page.getByRole('checkbox', { name: second!.topics[0]!.name.replace(/^\d+-/, '') }).check();
    await page.getByRole('checkbox', { name: second!.topics[1]!.name.replace(/^\d+-/, '') }).check();
    expect(await page.getByRole('tab', { name: second!.name }).innerText()).toMatch(/2$/);
  });

  it('keeps one dropdown open at a time and closes it on Escape and outside click without applying', async () => {
    const page = await browser.newPage();
    await openCatalogue(page);
    const countries = page.getByRole('button', { name: 'Страны', exact: true });
    const topics = page.getByRole('button', { name: 'Тематики', exact: true });
    await countries.click();
    await page.getByRole('group', { name: 'Страны' }).getByRole('checkbox').first().check();
    await topics.click();
    expect(await countries.getAttribute('aria-expanded')).toBe('false');
    expect(await topics.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await topics.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Тематики');
    await countries.click();
    expect(await page.getByRole('group', { name: 'Страны' }).getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).click();
    expect(await countries.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).search).toBe('');
  });

  it('finds an exhibitor by its stand number, typed in lower case, and puts the query in the URL', async () => {
    const all = await catalogue();
    const standCount = new Map<string, number>();
    for (const item of all) for (const stand of item.stands) standCount.set(stand, (standCount.get(stand) ?? 0) + 1);
    const target = all.find((item) => item.stands.length === 1 && standCount.get(item.stands[0]!) === 1)!;
    const stand = target.stands[0]!;
    const expected = all.filter((item) =>
      [item.short_title, item.full_title, item.text, ...item.stands].some((field) => field.toLowerCase().includes(stand.toLowerCase())),
    );
    const page = await browser.newPage(PHONE);
    await openCatalogue(page);
    await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(stand.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('q') === stand.toLowerCase());
    await shownCount(page, expected.length);
    await page.getByRole('link', { name: target.short_title, exact: true }).waitFor();
  });

  it('says when nothing is found and clears filters and search with one button', async () => {
    const all = await catalogue();
    const page = await browser.newPage();
    await openCatalogue(page, '?q=zzqxj');
    await page.getByRole('heading', { name: 'Ничего не найдено' }).waitFor();
    await page.getByRole('button', { name: 'Сбросить фильтры и поиск' }).click();
    await page.waitForURL((url) => url.search === '');
    await shownCount(page, all.length);
  });

  it('opens an exhibitor card with every field, and Back closes it', async () => {
    const all = await catalogue();
    const target = all.find(
      (item) => item.address && item.phone_number && item.website && item.email && item.text && item.stands.length > 0,
    )!;
    const page = await browser.newPage();
    await openCatalogue(page, `?q=${encodeURIComponent(target.stands[0]!)}`);
    const link = page.getByRole('link', { name: target.short_title, exact: true });
    await link.click();
    const dialog = page.getByRole('dialog', { name: target.full_title });
    await dialog.waitFor();
    await page.waitForURL((url) => url.searchParams.get('p') === target.id);
    const text = await dialog.innerText();
    for (const value of [target.stands.join(', '), target.address, target.phone_number, target.email]) expect(text).toContain(value);
    expect(await dialog.getByRole('link', { name: target.phone_number }).getAttribute('href')).toBe(
      `tel:${target.phone_number.replace(/[^\d+]/g, '')}`,
    );
    expect(await dialog.getByRole('link', { name: target.email }).getAttribute('href')).toBe(`mailto:${target.email}`);
    expect(await dialog.getByRole('link', { name: target.website.replace(/^https?:\/\//, '') }).getAttribute('href')).toBe(target.website);
    expect(text).toContain(keepDigitGroupsTogether(target.text.replace(/<[^>]+>/g, '')).slice(0, 40));
    await dialog.getByRole('button', { name: 'Добавить в избранное' }).waitFor();

    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('p') && url.searchParams.get('q') === target.stands[0]);
  });

  it('opens the card a shared link names, and closing it returns focus to the page', async () => {
    const [target] = await catalogue();
    const page = await browser.newPage();
    await openCatalogue(page, `?p=${target!.id}`);
    const dialog = page.getByRole('dialog', { name: target!.full_title });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('p'));
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
  });

  it('returns focus to the card an exhibitor was opened from', async () => {
    const [first] = await catalogue(`&countries=${(await filters()).countries[0]!.one_cid}`);
    const page = await browser.newPage();
    await openCatalogue(page, `?q=${encodeURIComponent(first!.stands[0]!)}`);
    const link = page.getByRole('link', { name: first!.short_title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(first!.short_title);
  });

  it('keeps the card link that has the keyboard focus in the page while the visitor scrolls far from it', async () => {
    const page = await browser.newPage(PHONE);
    await openCatalogue(page);
    const link = page.locator('main article a').first();
    const name = await link.innerText();
    await link.focus();
    const firstTitles = await cardTitles(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Other blocks are mounted at the bottom of the list; the focused card's block stays, with the focus.
    await expect.poll(async () => (await cardTitles(page)).some((title) => !firstTitles.includes(title))).toBe(true);
    expect(await page.evaluate(() => (document.activeElement?.closest('main article') ? document.activeElement.textContent : null))).toBe(
      name,
    );
  });

  it('shows logos only where exhibitors allow them, lazily and at a fixed size', async () => {
    const all = await catalogue();
    const byTitle = new Map(all.map((item) => [item.short_title, item]));
    const page = await browser.newPage();
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    const cards = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => {
        const img = article.querySelector('img');
        return {
          title: article.querySelector('h3')?.textContent ?? '',
          logo: img ? [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')] : null,
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      const item = byTitle.get(card.title)!;
      expect(card.logo).toEqual(item.show_logo_for_ecatalog && item.logo_for_ecatalog ? ['lazy', '56', '56'] : null);
    }
    expect(cards.some((card) => card.logo !== null)).toBe(true);
  });

  it('sets flagged exhibitors in bold', async () => {
    const all = await catalogue();
    const flagged = all.find((item) => item.is_text_bold)!;
    const plain = all.find((item) => !item.is_text_bold)!;
    const page = await browser.newPage();
    const weight = (title: string) =>
      page.getByRole('heading', { level: 3, name: title, exact: true }).evaluate((heading) => Number(getComputedStyle(heading).fontWeight));
    await openCatalogue(page, `?q=${encodeURIComponent(flagged.stands[0]!)}`);
    expect(await weight(flagged.short_title)).toBeGreaterThanOrEqual(700);
    await openCatalogue(page, `?q=${encodeURIComponent(plain.stands[0]!)}`);
    expect(await weight(plain.short_title)).toBeLessThan(700);
  });

  it('leads exhibitors to the application form', async () => {
    const page = await browser.newPage();
    await openCatalogue(page);
    const link = page.getByRole('main').getByRole('link', { name: 'Стать участником' });
    expect(await link.getAttribute('href')).toBe('/ru/application');
    await link.click();
    await page.waitForURL('**/ru/application');
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Контактное лицо', exact: true }).waitFor();
  });

  it('lists exhibitors under letter headings and jumps to a letter from the index', async () => {
    const page = await browser.newPage();
    await openCatalogue(page);
    const index = page.getByRole('navigation', { name: 'Алфавитный указатель' });
    await index.waitFor();
    const letters = await index.getByRole('button').allInnerTexts();
    // Russian alphabet order: Cyrillic letters first, in the collation's order, then Latin ones.
    const cyrillic = letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter));
    expect(cyrillic.length).toBeGreaterThan(1);
    expect(letters.slice(letters.indexOf(cyrillic[0]!), cyrillic.length + letters.indexOf(cyrillic[0]!))).toEqual(
      [...cyrillic].sort(new Intl.Collator('ru').compare),
    );
    const last = letters.at(-1)!;
    await index.getByRole('button', { name: last, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: last, exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  it('does not call a catalogue refreshed online "saved", after a reload from the device either', async () => {
    const page = await browser.newPage();
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    // The reload must start from the copy on the device, as the reload did.
    await expect.poll(async () => (await storedCacheJson(page)).includes('"participants"'), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).waitFor();
    await page.locator('main article').first().waitFor();
    // The restore and any refetch have settled: no request for half a second (networkidle), and the answer's
    // render is on screen two frames later.
    await page.waitForLoadState('networkidle');
    await afterFrames(page, 2);
    expect(await page.getByTestId('saved-at').count()).toBe(0);
  });

  it('says when the catalogue on screen was saved once refreshing it fails', async () => {
    // No worker, so the failed answer below reaches the page rather than the worker's saved copy.
    const page = await browser.newPage({ ...DESKTOP, serviceWorkers: 'block' });
    browser.allowConsoleErrors(/Failed to load resource/);
    await page.clock.install();
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    expect(await page.getByTestId('saved-at').count()).toBe(0);

    let refused = 0;
    await page.route(
      (url) => url.pathname === '/api/public/participants/',
      (route) => {
        refused += 1;
        return route.abort('failed');
      },
    );
    // Past the catalogue's stale time, then back to the tab: the app refreshes the catalogue and fails.
    await page.clock.fastForward('10:00');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
    const saved = page.getByTestId('saved-at');
    await saved.waitFor();
    expect(await saved.innerText()).toMatch(/^Сохранено \d/);
    // What was on screen stays there.
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
  });

  it('on a phone, offers a way back to the top once scrolled down the list, and takes the visitor there', async () => {
    const page = await browser.newPage(PHONE);
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    const backToTop = page.getByRole('button', { name: 'Наверх', exact: true });
    expect(await backToTop.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 6));
    await backToTop.waitFor();
    const box = (await backToTop.boundingBox())!;
    const screen = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height).toBe(true);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await backToTop.waitFor({ state: 'hidden' });
  });

  it('on a phone, has the cards of the next screen in the page before the visitor scrolls to them', async () => {
    // The blocks beside the screen are mounted in a background render (participant-list.tsx), so a scroll
    // finds them ready rather than building them inside a scroll frame.
    const page = await browser.newPage(PHONE);
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    const names = (where: 'below' | 'on screen') =>
      page.evaluate((position) => {
        const inView = (box: DOMRect) => box.bottom > 0 && box.top < window.innerHeight;
        return [...document.querySelectorAll('main article')]
          .filter((card) =>
            position === 'below' ? card.getBoundingClientRect().top >= window.innerHeight : inView(card.getBoundingClientRect()),
          )
          .map((card) => card.querySelector('h3')?.textContent ?? '');
      }, where);
    await expect.poll(async () => (await names('below')).length, { timeout: 10_000 }).toBeGreaterThan(3);
    const before = new Set(await page.locator('main article h3').allTextContents());
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    const shown = await names('on screen');
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.filter((name) => !before.has(name))).toEqual([]);
  });

  it('on a phone, keeps the letter index on screen down the list and jumps to the first exhibitor of a letter', async () => {
    const all = await catalogue();
    const page = await browser.newPage(PHONE);
    await openCatalogue(page);
    await page.locator('main article').first().waitFor();
    const index = page.getByRole('navigation', { name: 'Алфавитный указатель' });
    const letters = await index.getByRole('button').allInnerTexts();
    expect(letters.length).toBeGreaterThan(3);

    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 8));
    const indexBox = async () => (await index.boundingBox())!;
    await expect.poll(async () => (await indexBox()).y).toBeGreaterThanOrEqual(0);
    expect((await indexBox()).y + (await indexBox()).height).toBeLessThan(PHONE.viewport!.height / 3);

    // A letter from the middle of the index, so the jump is a real one in either direction.
    const letter = letters[Math.floor(letters.length / 2)]!;
    await index.getByRole('button', { name: letter, exact: true }).click();
    const heading = page.getByRole('heading', { level: 2, name: letter, exact: true });
    await heading.waitFor();
    // The first card below the letter's heading, on screen and not under the sticky header and index.
    await expect
      .poll(async () => {
        const below = (await indexBox()).y + (await indexBox()).height;
        return page.evaluate(
          ({ letter, below }) => {
            const title = [...document.querySelectorAll('main h2')].find((element) => element.textContent === letter);
            if (!title) return null;
            const top = title.getBoundingClientRect().top;
            const cards = [...document.querySelectorAll('main article')]
              .map((card) => ({ card, rect: card.getBoundingClientRect() }))
              .filter(({ rect }) => rect.top > top)
              .sort((a, b) => a.rect.top - b.rect.top);
            const first = cards[0];
            if (!first || top < below - 1 || first.rect.bottom > window.innerHeight) return null;
            return first.card.querySelector('h3')?.textContent ?? null;
          },
          { letter, below },
        );
      })
      .not.toBeNull();
    const first = await page.evaluate((letter) => {
      const top = [...document.querySelectorAll('main h2')].find((element) => element.textContent === letter)!.getBoundingClientRect().top;
      const cards = [...document.querySelectorAll('main article')]
        .filter((card) => card.getBoundingClientRect().top > top)
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      return cards[0]!.querySelector('h3')!.textContent!;
    }, letter);
    // It is an exhibitor of the catalogue whose title starts with that letter (ignoring quotes and case, Ё as Е).
    const initial = (title: string) =>
      title
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .charAt(0)
        .toLocaleUpperCase('ru')
        .replace('Ё', 'Е');
    const exhibitor = all.find((item) => item.short_title === first);
    expect(exhibitor).toBeDefined();
    expect(initial(exhibitor!.short_title)).toBe(letter);
    expect((await indexBox()).y).toBeGreaterThanOrEqual(0);
  });
});
