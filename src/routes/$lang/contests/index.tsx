import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contestsQueryOptions } from '../../../api/contests';
import { htmlBlockQueryOptions } from '../../../api/site';
import { ContestsPage } from '../../../features/contests/contests-page';
import { pageHead } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

export const Route = createFileRoute('/$lang/contests/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(contestsQueryOptions(context.lang)),
      context.queryClient.ensureQueryData(htmlBlockQueryOptions(context.lang)),
    ]),
  head: pageHead('titles.contests', 'descriptions.contests'),
  component: ContestsRoute,
  pendingComponent: () => <PagePending titleKey="contests.title" />,
});

function ContestsRoute() {
  const { lang } = Route.useRouteContext();
  const { data: contests } = useSuspenseQuery(contestsQueryOptions(lang));
  const { data: block } = useSuspenseQuery(htmlBlockQueryOptions(lang));
  return <ContestsPage lang={lang} intro={block.contest_text} contests={contests} />;
}
