/**
 * The shared paged-list helper (server/queries/paged-list.ts) on a list held in memory, mounted on a bare
 * Hono app with the real error handler's envelope: the page window, the links and the 'Invalid page' 404.
 * The routes using it (news, contests, reviews, previous exhibitions) are tested on the seed elsewhere.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, INVALID_PAGE_TEXT } from '../../src/contract/common';
import { ApiError, sendError } from '../../server/http/errors';
import { answerPagedList, type PageSlice } from '../../server/queries/paged-list';

const PAGE_SIZE = 4;

function listApp(total: number) {
  const all = Array.from({ length: total }, (_, i) => `item ${i + 1}`);
  const slices: PageSlice[] = [];
  const app = new Hono()
    .get('/items', async (c) =>
      c.json(
        await answerPagedList(c, {
          pageSize: PAGE_SIZE,
          countRows: async () => all.length,
          selectPage: async (slice) => {
            slices.push(slice);
            return all.slice(slice.offset, slice.offset + slice.limit);
          },
        }),
      ),
    )
    .onError((err, c) => (err instanceof ApiError ? sendError(c, err) : c.json({ unexpected: String(err) }, 500)));
  return { app, slices };
}

describe('answerPagedList', () => {
  it('answers the first page with the page size, the total and a link to the next page', async () => {
    const { app, slices } = listApp(10);
    const res = await app.request('/items?kind=a');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      paginator_count: PAGE_SIZE,
      count: 10,
      next: '/items?kind=a&page=2',
      previous: null,
      results: ['item 1', 'item 2', 'item 3', 'item 4'],
    });
    expect(slices).toEqual([{ offset: 0, limit: PAGE_SIZE }]);
  });

  it('answers a middle page with both links, keeping the other query parameters', async () => {
    const { app, slices } = listApp(10);
    const body = await (await app.request('/items?page=2&kind=a')).json();
    expect(body.results).toEqual(['item 5', 'item 6', 'item 7', 'item 8']);
    expect(body.next).toBe('/items?page=3&kind=a');
    expect(body.previous).toBe('/items?page=1&kind=a');
    expect(slices).toEqual([{ offset: PAGE_SIZE, limit: PAGE_SIZE }]);
  });

  it('answers the last, short page without a next link', async () => {
    const { app } = listApp(10);
    const body = await (await app.request('/items?page=3')).json();
    expect(body.results).toEqual(['item 9', 'item 10']);
    expect(body.next).toBeNull();
    expect(body.previous).toBe('/items?page=2');
  });

  it('answers page 1 of an empty list with no results rather than an error', async () => {
    const { app } = listApp(0);
    const res = await app.request('/items');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });

  it.each([
    [10, 4],
    [0, 2],
  ])('answers a page past the end of %i items (page %i) with 404 "Invalid page" and selects nothing', async (total, page) => {
    const { app, slices } = listApp(total);
    const res = await app.request(`/items?page=${page}`);
    expect(res.status).toBe(404);
    const body = v.parse(ErrorEnvelopeSchema, await res.json());
    expect(body.error_code).toBe('EntityNotFound');
    expect(body.error).toContain(INVALID_PAGE_TEXT);
    expect(slices).toEqual([]);
  });

  it.each(['0', 'abc', '-1'])('answers page=%s with 400 InvalidInput', async (page) => {
    const { app } = listApp(10);
    const res = await app.request(`/items?page=${page}`);
    expect(res.status).toBe(400);
    expect(v.parse(ErrorEnvelopeSchema, await res.json()).error_code).toBe('InvalidInput');
  });
});
