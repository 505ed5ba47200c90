/**
 * The exhibitor catalogue of one exhibition: the whole list (filtered and searched on the device, so it
 * keeps working offline) and the filter options. Both are public: fetched without the Bearer header, so
 * the cached copy holds no personal flags; the visitor's favourites are a separate personal query.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { ParticipantFiltersSchema, ParticipantsResponseSchema } from '../contract/participants';
import { api } from './client';
import { failingAfterRestore } from './device-restore';
import { queryKey } from './query-keys';

// The catalogue changes a few times a day before the show; revalidation is cheap (ETag → 304).
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

/** exPrefix is always the resolved prefix_contract (never "current"), so both URLs share one cache entry. */
export const participantsQueryOptions = (lang: Lang, exPrefix: string) =>
  queryOptions({
    queryKey: queryKey('participants', lang, exPrefix),
    queryFn: () =>
      failingAfterRestore(() =>
        api.request('/participants/', { lang, schema: ParticipantsResponseSchema, query: { ex_prefix: exPrefix }, anonymous: true }),
      ),
    staleTime: CATALOGUE_STALE_MS,
  });

export const participantFiltersQueryOptions = (lang: Lang, exPrefix: string) =>
  queryOptions({
    queryKey: queryKey('participant-filters', lang, exPrefix),
    queryFn: () =>
      api.request('/participants/filters', { lang, schema: ParticipantFiltersSchema, query: { ex_prefix: exPrefix }, anonymous: true }),
    staleTime: CATALOGUE_STALE_MS,
  });
