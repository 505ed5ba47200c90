import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsListQueryOptions } from '../../api/news';
import { loadNewsPage } from '../../features/news/news-loaders';
import { NewsListPage } from '../../features/news/news-list-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

// /{lang}/news is page 1 of the list; further pages live at /{lang}/news/page/{n}.
export const Route = createFileRoute('/$lang/news/')({
  loader: ({ context }) => loadNewsPage(context.queryClient, context.lang, 1),
  head: pageHead('titles.news', 'descriptions.news'),
  component: NewsIndexRoute,
  pendingComponent: () => <PagePending titleKey="news.title" />,
});

function NewsIndexRoute() {
  const { lang } = Route.useRouteContext();
  const { data } = useSuspenseQuery(newsListQueryOptions(lang, 1));
  return <NewsListPage lang={lang} page={1} list={data} />;
}
