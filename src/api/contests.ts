/**
 * Contests (spec §3 "Contest", "Laureates"). The list call is paged (12 a page) but the contests page and
 * the home slider show every contest, so the list factory walks all pages into one cached array; a site
 * holds a handful of contests, so this is one request in practice.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Lang } from '../contract/common';
import { ContestDetailSchema, ContestListSchema, LaureatesSchema, type ContestCard } from '../contract/contests';
import { slugParam } from '../contract/query-params';
import { api } from './client';
import { queryKey } from './query-keys';

const CONTESTS_STALE_MS = 10 * 60 * 1000;
// A guard against a server whose `next` never ends; far above any real number of contest pages.
const MAX_PAGES = 20;

async function fetchAllContests(lang: Lang): Promise<ContestCard[]> {
  const all: ContestCard[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.request('/contests/', { lang, schema: ContestListSchema, query: { page }, anonymous: true });
    all.push(...list.results);
    if (!list.next) break;
  }
  return all;
}

export const contestsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('contests', lang),
    queryFn: () => fetchAllContests(lang),
    staleTime: CONTESTS_STALE_MS,
  });

export const contestQueryOptions = (lang: Lang, url: string) =>
  queryOptions({
    queryKey: queryKey('contest', lang, url),
    queryFn: () => api.request('/contests/detail/', { lang, schema: ContestDetailSchema, query: { url }, anonymous: true }),
    staleTime: CONTESTS_STALE_MS,
  });

export const laureatesQueryOptions = (lang: Lang, url: string, year: number) =>
  queryOptions({
    queryKey: queryKey('contest-laureates', lang, url, year),
    queryFn: () => api.request('/contests/laureates/', { lang, schema: LaureatesSchema, query: { url, year }, anonymous: true }),
    staleTime: CONTESTS_STALE_MS,
  });

/** The API's slug rule (contract slugParam): anything else is no contest, and asking would only earn a 400. */
export const isContestSlug = (value: string) => v.is(slugParam('url'), value);
