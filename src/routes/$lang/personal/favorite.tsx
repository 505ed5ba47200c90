import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { favouriteEventsQueryOptions, favouriteParticipantsQueryOptions } from '../../../api/favourites';
import { siteQueryOptions } from '../../../api/site';
import { FavouritesPage } from '../../../features/account/favourites-page';
import { FAVOURITE_TABS, type FavouriteTab } from '../../../features/account/personal-tabs';
import { pageHead } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

export const Route = createFileRoute('/$lang/personal/favorite')({
  validateSearch: v.object({ tab: v.fallback(v.optional(v.picklist(FAVOURITE_TABS), 'events'), 'events') }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context, deps }) => {
    const exPrefix = (await context.queryClient.ensureQueryData(siteQueryOptions(context.lang))).site_config.prefix_contract;
    // Only the open tab's list is awaited; the other loads when its tab is chosen.
    if (deps.tab === 'events') await context.queryClient.ensureQueryData(favouriteEventsQueryOptions(context.lang, exPrefix));
    else await context.queryClient.ensureQueryData(favouriteParticipantsQueryOptions(context.lang, exPrefix));
    return { exPrefix };
  },
  head: pageHead('titles.favorite', undefined, { noindex: true }),
  component: FavouriteRoute,
  pendingComponent: () => <PagePending titleKey="titles.favorite" />,
  // The plan replaces its placeholder as soon as it can: the router's default keeps a placeholder shown for
  // at least 500 ms, which on a slow phone's first visit delayed the planned events by that much.
  pendingMinMs: 0,
});

function FavouriteRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  const { exPrefix } = Route.useLoaderData();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (next: FavouriteTab) => void navigate({ search: { tab: next }, replace: true });
  return <FavouritesPage lang={lang} exPrefix={exPrefix} tab={tab} onTabChange={onTabChange} />;
}
