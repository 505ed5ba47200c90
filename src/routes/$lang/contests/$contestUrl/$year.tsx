import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { contestQueryOptions, isContestSlug, laureatesQueryOptions } from '../../../../api/contests';
import { LaureatesPage } from '../../../../features/contests/laureates-page';
import { NotFoundPage } from '../../../../features/layout/not-found-page';
import { notFoundHead, pageHeadFor } from '../../../../lib/page-title';
import { loadOrNotFound } from '../../-components/load-or-not-found';

const YEAR = /^\d{4}$/;

export const Route = createFileRoute('/$lang/contests/$contestUrl/$year')({
  loader: async ({ context, params }) => {
    if (!isContestSlug(params.contestUrl) || !YEAR.test(params.year)) throw notFound();
    const year = Number(params.year);
    // The contest gives the back link its name; both come from the cache when arriving from the contest.
    const [contest, laureates] = await loadOrNotFound(() =>
      Promise.all([
        context.queryClient.ensureQueryData(contestQueryOptions(context.lang, params.contestUrl)),
        context.queryClient.ensureQueryData(laureatesQueryOptions(context.lang, params.contestUrl, year)),
      ]),
    );
    return { year, title: `${laureates.title}. ${contest.name}` };
  },
  head: (ctx) => (ctx.loaderData ? pageHeadFor(ctx, { title: ctx.loaderData.title }) : notFoundHead(ctx)),
  component: LaureatesRoute,
  notFoundComponent: NotFoundPage,
});

function LaureatesRoute() {
  const { lang } = Route.useRouteContext();
  const { contestUrl } = Route.useParams();
  const { year } = Route.useLoaderData();
  const { data: contest } = useSuspenseQuery(contestQueryOptions(lang, contestUrl));
  const { data: laureates } = useSuspenseQuery(laureatesQueryOptions(lang, contestUrl, year));
  return <LaureatesPage lang={lang} contestUrl={contestUrl} contestName={contest.name} laureates={laureates} />;
}
