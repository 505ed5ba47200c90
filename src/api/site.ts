/** The shell's data: site configuration with menu and languages, html block, current exhibition, topics. */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { HtmlBlockSchema } from '../contract/htmlblock';
import { SiteResponseSchema } from '../contract/site';
import { TopicsResponseSchema } from '../contract/topics';
import { api } from './client';
import { queryKey } from './query-keys';

// Site texts change rarely; an hour keeps navigation instant while a reload still picks up edits.
const SITE_STALE_MS = 60 * 60 * 1000;

export const siteQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('site', lang),
    queryFn: () => api.request('/site/', { lang, schema: SiteResponseSchema }),
    staleTime: SITE_STALE_MS,
  });

export const htmlBlockQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('htmlblock', lang),
    queryFn: () => api.request('/htmlblock/', { lang, schema: HtmlBlockSchema }),
    staleTime: SITE_STALE_MS,
  });

export const topicsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('topics', lang),
    queryFn: () => api.request('/topics/', { lang, schema: TopicsResponseSchema }),
    staleTime: SITE_STALE_MS,
  });
