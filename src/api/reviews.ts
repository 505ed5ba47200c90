/**
 * Reviews (spec §3 "Review"), a paged list of ten. The home slider shows one page; the reviews page shows
 * every review at once, because a link /{lang}/reviews#review-xxxxxxxx must find its review whatever page
 * it would have fallen on. Reviews are public: fetched without the Bearer header.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { ReviewListSchema, type Review } from '../contract/reviews';
import { api } from './client';
import { queryKey } from './query-keys';

// Reviews are added a few times a year; a reload or a stale mount still revalidates.
const REVIEWS_STALE_MS = 30 * 60 * 1000;

const fetchReviewsPage = (lang: Lang, page: number) =>
  api.request('/reviews/', { lang, schema: ReviewListSchema, query: { page }, anonymous: true });

/** One page of reviews, as the server pages them (page 1 when absent). */
export const reviewsQueryOptions = (lang: Lang, page = 1) =>
  queryOptions({
    queryKey: queryKey('reviews', lang, page),
    queryFn: () => fetchReviewsPage(lang, page),
    staleTime: REVIEWS_STALE_MS,
  });

/** Every review, newest first: page 1 tells how many pages there are, the rest are fetched together. */
export const allReviewsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('reviews', lang, 'all'),
    queryFn: async (): Promise<Review[]> => {
      const first = await fetchReviewsPage(lang, 1);
      const pages = first.paginator_count > 0 ? Math.ceil(first.count / first.paginator_count) : 1;
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchReviewsPage(lang, i + 2)));
      return [first, ...rest].flatMap((list) => list.results);
    },
    staleTime: REVIEWS_STALE_MS,
  });
