import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsListQueryOptions } from '../../api/news';
import { loadNewsPage } from '../../features/news/news-loaders';
import { NewsListPage } from '../../features/news/news-list-page';
import { tFor } from '../../lib/i18n';
import { headLang, pageHeadFor } from '../../lib/page-title';
import { pageFromParam } from '../../lib/page-number';
import { PagePending } from '../../ui/page-pending';

// A page number that is not a number ('abc') shows page 1; one past the end redirects there (news-loaders).
export const Route = createFileRoute('/$lang/news/page/$newsPage')({
  loader: ({ context, params }) => loadNewsPage(context.queryClient, context.lang, pageFromParam(params.newsPage)),
  head: (ctx) => {
    const t = tFor(headLang(ctx));
    const page = pageFromParam(ctx.params.newsPage);
    const title = page > 1 ? `${t('titles.news')} · ${t('pagination.page', { page })}` : t('titles.news');
    return pageHeadFor(ctx, { title, description: t('descriptions.news') });
  },
  component: NewsPageRoute,
  pendingComponent: () => <PagePending titleKey="news.title" />,
});

function NewsPageRoute() {
  const { lang } = Route.useRouteContext();
  const page = pageFromParam(Route.useParams().newsPage);
  const { data } = useSuspenseQuery(newsListQueryOptions(lang, page));
  return <NewsListPage lang={lang} page={page} list={data} />;
}
