/** Partner groups with their companies (spec §3), shown on the partners page and the home page block. */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { PartnersResponseSchema } from '../contract/partners';
import { api } from './client';
import { queryKey } from './query-keys';

// The partner list changes a few times before a show; a reload still revalidates.
const PARTNERS_STALE_MS = 30 * 60 * 1000;

export const partnersQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('partners', lang),
    queryFn: () => api.request('/partners/', { lang, schema: PartnersResponseSchema, anonymous: true }),
    staleTime: PARTNERS_STALE_MS,
  });
