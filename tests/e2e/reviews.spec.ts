import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { Review, ReviewList } from '../../src/contract/reviews';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

/** Every review the API has in a language, following its pages. */
async function allReviews(lang: Lang): Promise<Review[]> {
  const reviews: Review[] = [];
  let path: string | null = `/api/public/reviews/?lang_code=${lang}`;
  while (path) {
    const list: ReviewList = await apiGet<ReviewList>(browser.baseUrl, path);
    reviews.push(...list.results);
    path = list.next;
  }
  return reviews;
}

/** Month and year the way a reader expects them, worked out with Intl rather than the app's dayjs code. */
function monthYear(date: string, lang: Lang): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  if (lang === 'zh') return `${year}年${month}月`;
  const name = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
  return `${name} ${year}`;
}

const anchor = (review: Review) => `review-${review.id.slice(0, 8)}`;

async function openReviews(page: Page, lang: Lang, heading: string, hash = '') {
  await page.goto(`/${lang}/reviews${hash}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

/** Records every scroll position the page passes through: a smooth scroll goes through many, a jump one or two. */
async function recordScrollPositions(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
    window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
  });
}
/** Distinct scroll positions since the click, the one it was made at left out. */
const scrollPositions = (page: Page) =>
  page.evaluate(() => {
    const { scrollPositions: seen, clickedAt } = window as unknown as { scrollPositions: number[]; clickedAt: number };
    return new Set(seen.filter((y) => y !== clickedAt)).size;
  });

const reviewCards = (page: Page) => page.getByRole('main').getByRole('article');

describe('the reviews page', () => {
  it('shows every review of every API page in Russian: company, person, position, month and year, and text', async () => {
    const reviews = await allReviews('ru');
    expect(reviews.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    await openReviews(page, 'ru', 'Отзывы');
    expect(await page.title()).toBe('Отзывы — Металл-Индустрия');
    await expect.poll(() => reviewCards(page).count()).toBe(reviews.length);
    expect(await reviewCards(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(reviews.map((review) => review.name));
    for (const review of [reviews[0]!, reviews.at(-1)!]) {
      const card = page.locator(`#${anchor(review)}`);
      const text = await card.innerText();
      expect(text).toContain(review.full_name);
      expect(text).toContain(review.position);
      expect(text).toContain(monthYear(review.date, 'ru'));
      expect(await card.getByRole('img').getAttribute('src')).toBe(review.image);
      expect(await card.getByRole('img').getAttribute('loading')).toBe('lazy');
    }
    expect(monthYear('2025-11-03', 'ru')).toBe('ноябрь 2025');
  });

  it('lands on the review a #review-… link names when the page is opened cold, once the reviews have loaded', async () => {
    const reviews = await allReviews('ru');
    // The last review sits on the API's last page and at the bottom of the page: far from the top.
    const target = reviews.at(-1)!;
    const page = await browser.newPage(PHONE);
    await openReviews(page, 'ru', 'Отзывы', `#${anchor(target)}`);
    const card = page.locator(`#${anchor(target)}`);
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(target.name);
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box !== null && box.y >= 0 && box.y < PHONE.viewport!.height / 2;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it.each([
    // Smooth: more steps than an instant jump can ever report (its one position, or two with a late event);
    // under load a short smooth scroll may draw only three frames.
    ['smoothly', 'no-preference', (positions: number) => expect(positions).toBeGreaterThan(2)],
    ['at once for a visitor who asks for reduced motion', 'reduce', (positions: number) => expect(positions).toBeLessThanOrEqual(2)],
  ] as const)('scrolls to a review %s when its permalink is followed inside the app', async (_how, reducedMotion, checkPositions) => {
    const reviews = await allReviews('ru');
    const target = reviews[Math.floor(reviews.length / 2)]!;
    const page = await browser.newPage({ reducedMotion, viewport: { width: 1366, height: 900 } });
    await recordScrollPositions(page);
    await openReviews(page, 'ru', 'Отзывы');
    const card = page.locator(`#${anchor(target)}`);
    const permalink = card.getByRole('link', { name: `Ссылка на отзыв: ${target.name}, ${monthYear(target.date, 'ru')}` });
    await permalink.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    // Count from the click itself, and click from the keyboard: a pointer click lets Playwright scroll the
    // page again first when it finds the link under the sticky header (seen under load, to either side
    // of the review), and a scroll's event can arrive a frame or more late, reporting where the page stood
    // at the click: that position is not a step of the jump either.
    await page.evaluate(() => {
      const recorded = window as unknown as { scrollPositions: number[]; clickedAt: number };
      const atClick = () => {
        recorded.scrollPositions.length = 0;
        recorded.clickedAt = window.scrollY;
      };
      document.addEventListener('click', atClick, { capture: true, once: true });
    });
    await permalink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === `#${anchor(target)}`);
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box !== null && box.y >= 0 && box.y < 200;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    checkPositions(await scrollPositions(page));
  });

  it('speaks English and Chinese, dates included', async () => {
    const page = await browser.newPage();
    const [en] = await allReviews('en');
    await openReviews(page, 'en', 'Reviews');
    expect(await page.title()).toBe('Reviews — Metal-Industry');
    expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toMatch(/Metal-Industry/);
    expect(await page.locator(`#${anchor(en!)}`).innerText()).toContain(monthYear(en!.date, 'en'));

    const [zh] = await allReviews('zh');
    await openReviews(page, 'zh', '评价');
    expect(await page.title()).toBe('评价 — 金属工业');
    const card = page.locator(`#${anchor(zh!)}`);
    expect(await card.innerText()).toContain(monthYear(zh!.date, 'zh'));
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(zh!.name);
    expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
  });

  it.each([
    ['a phone', PHONE],
    ['a laptop', { viewport: { width: 1366, height: 900 } }],
  ])('has no serious or critical axe violations on %s', async (_name, device) => {
    const page = await browser.newPage(device);
    await openReviews(page, 'ru', 'Отзывы');
    await reviewCards(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
