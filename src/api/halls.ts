/**
 * The exhibition's hall plans (issue 33): the list of halls with their counts and one hall's geometry.
 * Public and persisted like the catalogue they draw, so the map opens from a cold start offline.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { HallPlanSchema, HallsResponseSchema, type HallSummary } from '../contract/halls';
import { api } from './client';
import { queryKey } from './query-keys';

// Plans change a few times before the show, like the catalogue; revalidation is cheap.
const PLANS_STALE_MS = 5 * 60 * 1000;

export const hallsQueryOptions = (lang: Lang, exPrefix: string) =>
  queryOptions({
    queryKey: queryKey('halls', lang, exPrefix),
    queryFn: () => api.request('/halls/', { lang, schema: HallsResponseSchema, query: { ex_prefix: exPrefix }, anonymous: true }),
    staleTime: PLANS_STALE_MS,
  });

export const hallPlanQueryOptions = (lang: Lang, exPrefix: string, hall: string) =>
  queryOptions({
    queryKey: queryKey('hall-plan', lang, exPrefix, hall),
    queryFn: () =>
      api.request('/halls/detail/', { lang, schema: HallPlanSchema, query: { ex_prefix: exPrefix, key: hall }, anonymous: true }),
    staleTime: PLANS_STALE_MS,
  });

/**
 * The hall a stand number is on. Stand numbers start with their hall's key ("2F55" is in hall 2), so the
 * longest key that starts the number is tried first; a plan drawn otherwise is found by reading the plans.
 */
export async function findStandHall(
  queryClient: QueryClient,
  lang: Lang,
  exPrefix: string,
  halls: readonly HallSummary[],
  stand: string,
): Promise<string | undefined> {
  const byPrefix = [...halls].filter((hall) => stand.startsWith(hall.key)).sort((a, b) => b.key.length - a.key.length);
  const rest = halls.filter((hall) => !byPrefix.includes(hall));
  for (const hall of [...byPrefix, ...rest]) {
    const plan = await queryClient.ensureQueryData(hallPlanQueryOptions(lang, exPrefix, hall.key));
    if (plan.shapes.some((shape) => shape.k === 'stand' && shape.s === stand)) return hall.key;
  }
  return undefined;
}
