import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { newsDetailQueryOptions } from '../../api/news';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { loadNewsDetail, newsIdFromParam } from '../../features/news/news-loaders';
import { NewsDetailPage } from '../../features/news/news-detail-page';
import { notFoundHead, pageHeadFor } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

/**
 * `from` is the list page the visitor came from, for the back link. The app's query format gives strings
 * (src/lib/search-params.ts), links pass numbers; page 1 and anything odd become undefined, so the URL
 * of an item opened from page 1 stays bare.
 */
const NewsDetailSearchSchema = v.object({
  from: v.fallback(
    v.pipe(
      v.optional(v.union([v.string(), v.number()])),
      v.transform((value) =>
        value !== undefined && /^[1-9]\d{0,8}$/.test(String(value)) && Number(value) > 1 ? Number(value) : undefined,
      ),
    ),
    undefined,
  ),
});

export const Route = createFileRoute('/$lang/news/detail/$newsId')({
  validateSearch: NewsDetailSearchSchema,
  // An unknown or malformed id is the not-found page (spec §8), rendered by notFoundComponent below.
  loader: ({ context, params, location }) =>
    loadNewsDetail(context.queryClient, context.lang, params.newsId, {
      origin: context.origin,
      url: `${context.origin}${location.pathname}`,
    }),
  head: (ctx) => (ctx.loaderData ? pageHeadFor(ctx, ctx.loaderData) : notFoundHead(ctx)),
  component: NewsDetailRoute,
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <PagePending titleKey="titles.news_detail" />,
});

function NewsDetailRoute() {
  const { lang } = Route.useRouteContext();
  const id = newsIdFromParam(Route.useParams().newsId) ?? 0;
  const { from } = Route.useSearch();
  const { data } = useSuspenseQuery(newsDetailQueryOptions(lang, id));
  return <NewsDetailPage lang={lang} item={data} fromPage={from ?? 1} />;
}
