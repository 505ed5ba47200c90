import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { contestQueryOptions, isContestSlug } from '../../../../api/contests';
import { ContestPage } from '../../../../features/contests/contest-page';
import { NotFoundPage } from '../../../../features/layout/not-found-page';
import { htmlToText } from '../../../../lib/html-text';
import { notFoundHead, pageHeadFor } from '../../../../lib/page-title';
import { loadOrNotFound } from '../../-components/load-or-not-found';

export const Route = createFileRoute('/$lang/contests/$contestUrl/')({
  loader: async ({ context, params }) => {
    if (!isContestSlug(params.contestUrl)) throw notFound();
    const contest = await loadOrNotFound(() => context.queryClient.ensureQueryData(contestQueryOptions(context.lang, params.contestUrl)));
    return { title: contest.name, description: htmlToText(contest.short_text).replace(/\s+/g, ' ').trim(), image: contest.image };
  },
  head: (ctx) =>
    ctx.loaderData
      ? pageHeadFor(ctx, {
          title: ctx.loaderData.title,
          description: ctx.loaderData.description,
          image: ctx.loaderData.image ? { url: ctx.loaderData.image, alt: ctx.loaderData.title } : undefined,
        })
      : notFoundHead(ctx),
  component: ContestRoute,
  notFoundComponent: NotFoundPage,
});

function ContestRoute() {
  const { lang } = Route.useRouteContext();
  const { contestUrl } = Route.useParams();
  const { data: contest } = useSuspenseQuery(contestQueryOptions(lang, contestUrl));
  return <ContestPage lang={lang} contest={contest} />;
}
