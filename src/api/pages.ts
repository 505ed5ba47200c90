/** CMS pages (/html_pages/detail/) and press releases (/pressrelease/): both a title and one HTML text. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Lang } from '../contract/common';
import { HtmlPageSchema, PressReleaseSchema } from '../contract/html-pages';
import { slugParam } from '../contract/query-params';
import { api } from './client';
import { queryKey } from './query-keys';

const PAGES_STALE_MS = 10 * 60 * 1000;

export const htmlPageQueryOptions = (lang: Lang, url: string) =>
  queryOptions({
    queryKey: queryKey('html-page', lang, url),
    queryFn: () => api.request('/html_pages/detail/', { lang, schema: HtmlPageSchema, query: { url }, anonymous: true }),
    staleTime: PAGES_STALE_MS,
  });

/** Without a prefix the server answers with the current exhibition's release. */
export const pressReleaseQueryOptions = (lang: Lang, exPrefix: string | undefined) =>
  queryOptions({
    queryKey: queryKey('pressrelease', lang, exPrefix ?? null),
    queryFn: () => api.request('/pressrelease/', { lang, schema: PressReleaseSchema, query: { ex_prefix: exPrefix }, anonymous: true }),
    staleTime: PAGES_STALE_MS,
  });

/** The API's slug rule (contract slugParam): anything else is no page, and asking would only earn a 400. */
export const isPageSlug = (value: string) => v.is(slugParam('url'), value);
