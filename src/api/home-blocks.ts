/**
 * The data of the home page's blocks below the fold (contests, segments, news, partners, reviews), asked for
 * together. The home route imports this module dynamically: a page the server rendered carries that data in
 * its HTML, so a first visit never downloads these query modules until a block nears the screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { contestsQueryOptions } from './contests';
import { newsListQueryOptions } from './news';
import { partnersQueryOptions } from './partners';
import { reviewsQueryOptions } from './reviews';
import { topicsQueryOptions } from './site';

export function prefetchHomeBlocks(queryClient: QueryClient, lang: Lang) {
  return Promise.allSettled([
    queryClient.prefetchQuery(contestsQueryOptions(lang)),
    queryClient.prefetchQuery(topicsQueryOptions(lang)),
    queryClient.prefetchQuery(newsListQueryOptions(lang, 1)),
    queryClient.prefetchQuery(partnersQueryOptions(lang)),
    queryClient.prefetchQuery(reviewsQueryOptions(lang)),
  ]);
}
