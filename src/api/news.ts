/** News: the paged list (9 a page, newest first) and one item with its body (spec §3 "News"). */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { INVALID_PAGE_TEXT } from '../contract/common';
import { NewsDetailSchema, NewsListSchema } from '../contract/news';
import { api } from './client';
import { isApiError } from './errors';
import { queryKey } from './query-keys';

// News changes a few times a week; five minutes keeps paging back and forth instant.
const NEWS_STALE_MS = 5 * 60 * 1000;

export const newsListQueryOptions = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: queryKey('news', lang, { page }),
    queryFn: () => api.request('/news/', { lang, schema: NewsListSchema, query: { page }, anonymous: true }),
    staleTime: NEWS_STALE_MS,
  });

export const newsDetailQueryOptions = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: queryKey('news-detail', lang, id),
    queryFn: () => api.request('/news/detail/', { lang, schema: NewsDetailSchema, query: { id }, anonymous: true }),
    staleTime: NEWS_STALE_MS,
  });

/** A page past the end: the server answers EntityNotFound with 'Invalid page' in its text (spec §8). */
export const isInvalidPageError = (error: unknown): boolean =>
  isApiError(error) && (error.message.includes(INVALID_PAGE_TEXT) || error.payload.error.includes(INVALID_PAGE_TEXT));
