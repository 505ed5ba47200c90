/** The previous exhibitions, 4 a page, newest first (spec §2 "History", §3 "Exhibition history item"). */
import { queryOptions } from '@tanstack/react-query';
import { INVALID_PAGE_TEXT, type Lang } from '../contract/common';
import { HistoryListSchema } from '../contract/history';
import { api } from './client';
import { isApiError } from './errors';
import { queryKey } from './query-keys';

// The history changes once a year; an hour keeps paging back and forth instant.
const HISTORY_STALE_MS = 60 * 60 * 1000;

export const historyQueryOptions = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: queryKey('previous-exhibitions', lang, { page }),
    queryFn: () => api.request('/previous_exhibitions/', { lang, schema: HistoryListSchema, query: { page }, anonymous: true }),
    staleTime: HISTORY_STALE_MS,
  });

/** A page past the end: the server answers EntityNotFound with 'Invalid page' in its text (spec §8). */
export const isPastLastPage = (error: unknown): boolean =>
  isApiError(error) && (error.message.includes(INVALID_PAGE_TEXT) || error.payload.error.includes(INVALID_PAGE_TEXT));
