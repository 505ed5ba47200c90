/**
 * Paged list responses of spec §3: { paginator_count, count, next, previous, results }. paginator_count is
 * the page size; next/previous are relative URLs keeping the caller's other query parameters. A page past
 * the end is an EntityNotFound whose text contains 'Invalid page' (the client sends the user to page 1).
 */
import type { Context } from 'hono';
import { INVALID_PAGE_TEXT, PageQuerySchema, type PagedList } from '../../src/contract/common';
import { ApiError, parseInput } from './errors';

export function readPage(c: Context): number {
  return parseInput(PageQuerySchema, { page: c.req.query('page') }).page;
}

/** Offset and limit for a page, after checking the page exists (page 1 always exists, even when empty). */
export function pageWindow(page: number, pageSize: number, count: number) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) {
    throw new ApiError('EntityNotFound', `${INVALID_PAGE_TEXT}: page ${page} is past the last page ${pages}`, {
      detail: `${INVALID_PAGE_TEXT}.`,
      page: String(page),
    });
  }
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

export function pagedList<T>(c: Context, page: number, pageSize: number, count: number, results: T[]): PagedList<T> {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    paginator_count: pageSize,
    count,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
