/**
 * The one shape of every paged public list (news, contests, reviews, previous exhibitions): read ?page,
 * count the matching rows, check the page exists (past the end is the 404 'Invalid page' of
 * http/paging.ts), select that page's window and answer { paginator_count, count, next, previous, results }.
 * The count runs before the select so a page past the end never pays for the select.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { PagedList } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { pagedList, pageWindow, readPage } from '../http/paging';

export type PageSlice = { offset: number; limit: number };

export type PagedQuery<TItem> = {
  pageSize: number;
  /** Counts the rows of the whole list (every page). */
  countRows: () => Promise<number>;
  /** Selects one page of the list, already mapped to the answer's items; it must order stably. */
  selectPage: (slice: PageSlice) => Promise<TItem[]>;
};

export async function answerPagedList<TItem>(c: Context, query: PagedQuery<TItem>): Promise<PagedList<TItem>> {
  const page = readPage(c);
  const items = await query.countRows();
  const slice = pageWindow(page, query.pageSize, items);
  const results = await query.selectPage(slice);
  return pagedList(c, page, query.pageSize, items, results);
}

/** The countRows of a list that is one table filtered by a condition. */
export function countWhere(db: Db, table: PgTable, where: SQL | undefined): () => Promise<number> {
  return async () => {
    const [total] = await db.select({ n: count() }).from(table).where(where);
    return total?.n ?? 0;
  };
}
