/**
 * The exhibitor application: the contests it offers and the POST that stores it (spec §7
 * POST /application_for_participant/). The post carries the Bearer header when signed in (the client adds
 * it) and works anonymously.
 *
 * Retries: the wizard shows the confirmation at once (spec §4) and posts in the background, so a dropped
 * connection must not lose the application. Network failures, 5xx answers and an ended session are tried
 * again with a doubling pause; a 4xx answer (the server refused the content) would be refused again.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApplicationCreatedSchema, type ApplicationInput } from '../contract/application';
import type { Lang } from '../contract/common';
import { ContestListSchema, type ContestCard } from '../contract/contests';
import { api } from './client';
import { ApiError, HttpError } from './errors';
import { queryKey } from './query-keys';

// Contests change a few times a year; an hour keeps the wizard instant while a reload still picks up edits.
const CONTESTS_STALE_MS = 60 * 60 * 1000;
// A safety stop for a server whose `next` never ends; far above any real number of contests.
const MAX_CONTEST_PAGES = 20;

/** Every contest (all pages of GET /contests/), in the server's display order. */
export const applicationContestsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('contests-all', lang),
    queryFn: async () => {
      const contests: ContestCard[] = [];
      for (let page = 1; page <= MAX_CONTEST_PAGES; page += 1) {
        const list = await api.request('/contests/', {
          lang,
          schema: ContestListSchema,
          query: { page },
          anonymous: true,
        });
        contests.push(...list.results);
        if (!list.next || list.results.length === 0) break;
      }
      return contests;
    },
    staleTime: CONTESTS_STALE_MS,
  });

export type SubmitApplicationVariables = {
  lang: Lang;
  exPrefix: string;
  application: ApplicationInput;
};

export const submitApplication = ({ lang, exPrefix, application }: SubmitApplicationVariables) =>
  api.request('/application_for_participant/', {
    lang,
    method: 'POST',
    query: { ex_prefix: exPrefix },
    body: application,
    schema: ApplicationCreatedSchema,
  });

export const APPLICATION_MUTATION_KEY = ['application-submit'] as const;
/** Attempts after the first one; with the pauses below the visitor hears of a final failure within about 6 s. */
export const APPLICATION_RETRIES = 3;
const RETRY_BASE_MS = 800;

/**
 * True when the server looked at the application and refused it: sending it again will not help. A timeout
 * (408) or a rate limit (429) says "later", so those are tried again.
 */
export const isRefusal = (error: unknown) =>
  (error instanceof ApiError || error instanceof HttpError) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

export const applicationMutationOptions = {
  mutationKey: APPLICATION_MUTATION_KEY,
  mutationFn: submitApplication,
  retry: (failureCount: number, error: unknown) => failureCount < APPLICATION_RETRIES && !isRefusal(error),
  // TanStack counts failures from 0 here: pauses of 0.8, 1.6 and 3.2 s.
  retryDelay: (failureCount: number) => RETRY_BASE_MS * 2 ** failureCount,
};
