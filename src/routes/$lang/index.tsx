import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contestsQueryOptions } from '../../api/contests';
import { newsListQueryOptions } from '../../api/news';
import { partnersQueryOptions } from '../../api/partners';
import { reviewsQueryOptions } from '../../api/reviews';
import { htmlBlockQueryOptions, siteQueryOptions, topicsQueryOptions } from '../../api/site';
import { HomePage } from '../../features/home/home-page';
import { pageHead } from '../../lib/page-title';

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context;
    // The blocks below the fold mount later; their data is asked for now, beside the banner's, so it is
    // there when they do. Not awaited: the banner must not wait for them, and a failure only hides a block.
    void queryClient.prefetchQuery(contestsQueryOptions(lang));
    void queryClient.prefetchQuery(topicsQueryOptions(lang));
    void queryClient.prefetchQuery(newsListQueryOptions(lang, 1));
    void queryClient.prefetchQuery(partnersQueryOptions(lang));
    void queryClient.prefetchQuery(reviewsQueryOptions(lang));
    await Promise.all([queryClient.ensureQueryData(siteQueryOptions(lang)), queryClient.ensureQueryData(htmlBlockQueryOptions(lang))]);
  },
  head: pageHead('home.title', 'home.description'),
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  const { data: htmlBlock } = useSuspenseQuery(htmlBlockQueryOptions(lang));
  return <HomePage lang={lang} site={site} htmlBlock={htmlBlock} />;
}
