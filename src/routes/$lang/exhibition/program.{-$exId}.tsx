import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import * as v from 'valibot';
import { eventsQueryOptions } from '../../../api/programme';
import { NotFoundPage } from '../../../features/layout/not-found-page';
import { ProgrammePage } from '../../../features/programme/programme-page';
import { PagePending } from '../../../ui/page-pending';
import { dateSearchParam } from '../../../lib/search-param-schemas';
import { stringifySearch } from '../../../lib/search-params';
import { resolveExhibition } from './-components/resolve-exhibition';
import { loadOrNotFound } from '../-components/load-or-not-found';
import { notFoundHead, pageHead } from '../../../lib/page-title';

/** The chosen day is URL state, so a shared link opens the same day. */
const ProgrammeSearchSchema = v.object({ date: dateSearchParam });

export const Route = createFileRoute('/$lang/exhibition/program/{-$exId}')({
  validateSearch: ProgrammeSearchSchema,
  loader: async ({ context, params }) => {
    const exPrefix = await resolveExhibition(context.queryClient, context.lang, params.exId);
    await loadOrNotFound(() => context.queryClient.ensureQueryData(eventsQueryOptions(context.lang, exPrefix)));
    return { exPrefix };
  },
  // The loader only resolves the exhibition from the path; freshness is the query cache's business, so a
  // change of search params (filters, search, the open card, the day) must not run it again.
  staleTime: Infinity,
  head: (ctx) => (ctx.loaderData ? pageHead('titles.programme', 'descriptions.programme')(ctx) : notFoundHead(ctx)),
  component: ProgrammeRoute,
  notFoundComponent: NotFoundPage,
  // The site's frame and the title paint at once; the data (megabytes for a big catalogue) follows.
  pendingComponent: () => <PagePending titleKey="programme.title" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function ProgrammeRoute() {
  const { lang, origin } = Route.useRouteContext();
  const { exPrefix } = Route.useLoaderData();
  const { date } = Route.useSearch();
  const { pathname } = useLocation();
  const { data: events } = useSuspenseQuery(eventsQueryOptions(lang, exPrefix));
  const dateHref = (day: string | undefined) => `${pathname}${stringifySearch({ date: day })}`;
  return <ProgrammePage lang={lang} origin={origin} exPrefix={exPrefix} events={events} date={date} dateHref={dateHref} />;
}
