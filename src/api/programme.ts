/** The business programme of one exhibition: public, fetched without the Bearer header (see catalogue.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { EventsResponseSchema } from '../contract/events';
import { api } from './client';
import { failingAfterRestore } from './device-restore';
import { queryKey } from './query-keys';

const PROGRAMME_STALE_MS = 5 * 60 * 1000;

export const eventsQueryOptions = (lang: Lang, exPrefix: string) =>
  queryOptions({
    queryKey: queryKey('events', lang, exPrefix),
    queryFn: () =>
      failingAfterRestore(() =>
        api.request('/events/', { lang, schema: EventsResponseSchema, query: { ex_prefix: exPrefix }, anonymous: true }),
      ),
    staleTime: PROGRAMME_STALE_MS,
  });
