import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { mediaYearsQueryOptions } from '../../api/media';
import { MediaPage } from '../../features/media/media-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

/**
 * The galleries of one exhibition year, the year being the exhibition's prefix (/ru/media/ME25). Without a
 * prefix, or with one that has no galleries, the first year of the API is shown under its own URL; the
 * redirect replaces the history entry so Back does not bounce into it again (spec §4 "Media").
 */
export const Route = createFileRoute('/$lang/media/{-$exId}')({
  loader: async ({ context, params }) => {
    const years = await context.queryClient.ensureQueryData(mediaYearsQueryOptions(context.lang));
    const wanted = params.exId?.toUpperCase();
    const selected = years.find((year) => year.ex_prefix.toUpperCase() === wanted);
    const first = years[0];
    if (!selected && first) {
      throw redirect({ to: '/$lang/media/{-$exId}', params: { lang: context.lang, exId: first.ex_prefix }, replace: true });
    }
    return { exPrefix: selected?.ex_prefix ?? null };
  },
  head: pageHead('titles.media', 'descriptions.media'),
  component: MediaRoute,
  pendingComponent: () => <PagePending titleKey="media_page.title" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function MediaRoute() {
  const { lang } = Route.useRouteContext();
  const { exPrefix } = Route.useLoaderData();
  const { data: years } = useSuspenseQuery(mediaYearsQueryOptions(lang));
  return <MediaPage lang={lang} years={years} exPrefix={exPrefix} />;
}
