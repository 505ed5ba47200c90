import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFromParam, totalPages } from '../lib/page-number';
import { Pagination, pageSlots, type PageLinkOptions } from './pagination';
import { renderWithApp } from './testing/render-with-app';

// The app's typed routes; the test router's catch-all route matches whatever they build.
const linkFor = (page: number): PageLinkOptions =>
  page === 1
    ? { to: '/$lang/news', params: { lang: 'ru' } }
    : { to: '/$lang/news/page/$newsPage', params: { lang: 'ru', newsPage: String(page) } };

describe('totalPages', () => {
  it('is the count divided by the page size, rounded up, and at least 1', () => {
    expect(totalPages(26, 9)).toBe(3);
    expect(totalPages(27, 9)).toBe(3);
    expect(totalPages(28, 9)).toBe(4);
    expect(totalPages(0, 9)).toBe(1);
    expect(totalPages(5, 0)).toBe(1);
  });
});

describe('pageFromParam', () => {
  it('reads a positive page number and falls back to 1 for anything else', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('abc')).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam(undefined)).toBe(1);
  });
});

describe('pageSlots', () => {
  it('lists every page when they all fit', () => {
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('folds far pages into gaps around the current one, keeping the first and the last', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  afterEach(cleanup);

  it('is not shown for a single page', async () => {
    await renderWithApp(() => <Pagination page={1} totalPages={1} linkFor={linkFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page, page 1 to the bare list URL, and marks the current page', async () => {
    await renderWithApp(() => <Pagination page={2} totalPages={3} linkFor={linkFor} />, { path: '/ru/news/page/2' });
    const nav = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('href')).toBe('/ru/news');
    expect(within(nav).getByRole('link', { name: 'Страница 3' }).getAttribute('href')).toBe('/ru/news/page/3');
    expect(within(nav).getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    // /ru/news is a prefix of /ru/news/page/2, yet page 1 is not the current page.
    expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' }).getAttribute('href')).toBe('/ru/news');
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Следующая страница' }).getAttribute('href')).toBe('/ru/news/page/3');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    await renderWithApp(() => <Pagination page={1} totalPages={2} linkFor={linkFor} />);
    const nav = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(nav).queryByRole('link', { name: 'Предыдущая страница' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Следующая страница' }).getAttribute('href')).toBe('/ru/news/page/2');
    cleanup();
    await renderWithApp(() => <Pagination page={2} totalPages={2} linkFor={linkFor} />);
    const last = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(last).queryByRole('link', { name: 'Следующая страница' })).toBeNull();
  });

  it("shows an ellipsis instead of far pages and speaks the reader's language", async () => {
    await renderWithApp(() => <Pagination page={10} totalPages={20} linkFor={linkFor} />, { lang: 'zh', path: '/zh' });
    const nav = await screen.findByRole('navigation', { name: '分页' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent || link.getAttribute('aria-label')),
    ).toEqual(['上一页', '1', '9', '10', '11', '20', '下一页']);
    expect(nav.textContent).toContain('…');
  });
});
