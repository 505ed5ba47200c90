import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { participantsQueryOptions } from '../../../api/catalogue';
import { findStandHall, hallPlanQueryOptions, hallsQueryOptions } from '../../../api/halls';
import { MapPage, type MapSearch } from '../../../features/map/map-page';
import { NotFoundPage } from '../../../features/layout/not-found-page';
import { notFoundHead, pageHead } from '../../../lib/page-title';
import { planNameSearchParam, textSearchParam } from '../../../lib/search-param-schemas';
import { stringifySearch } from '../../../lib/search-params';
import { PagePending } from '../../../ui/page-pending';
import { useServerRender } from '../../../ui/use-server-render';
import type { Participant } from '../../../contract/participants';
import { loadOrNotFound } from '../-components/load-or-not-found';
import { resolveExhibition } from './-components/resolve-exhibition';

/** The hall, the selected stand and the search are URL state: "На схеме" links open a stand by its number. */
const MapSearchSchema = v.object({
  hall: planNameSearchParam,
  stand: planNameSearchParam,
  room: textSearchParam,
  q: textSearchParam,
  // The plan's "Схема павильона и обход избранного" link starts the walk through the favourites at once.
  tour: v.fallback(v.optional(v.picklist(['favourites'])), undefined),
});

export const Route = createFileRoute('/$lang/exhibition/map')({
  validateSearch: MapSearchSchema,
  // The hall map's texts are a part of their own (contract/text-parts.ts): no other page needs them.
  staticData: { texts: 'map' },
  loaderDeps: ({ search }) => ({ hall: search.hall, stand: search.stand }),
  loader: async ({ context, deps }) => {
    const { queryClient, lang } = context;
    const exPrefix = await resolveExhibition(queryClient, lang, undefined);
    // The plan is drawn without the catalogue (megabytes at the largest shows): names, the cards and the
    // search arrive with it, while the hall is already on screen.
    const halls = await loadOrNotFound(() => queryClient.ensureQueryData(hallsQueryOptions(lang, exPrefix)));
    // A stand opens its own hall; a stand on no plan shows the general plan with a notice.
    const hall =
      deps.stand !== undefined
        ? await findStandHall(queryClient, lang, exPrefix, halls, deps.stand)
        : halls.some((item) => item.key === deps.hall)
          ? deps.hall
          : undefined;
    if (hall !== undefined) await loadOrNotFound(() => queryClient.ensureQueryData(hallPlanQueryOptions(lang, exPrefix, hall)));
    return { exPrefix, hall };
  },
  head: (ctx) => (ctx.loaderData ? pageHead('titles.map', 'descriptions.map')(ctx) : notFoundHead(ctx)),
  component: MapRoute,
  notFoundComponent: NotFoundPage,
  // Never the router's pending page over the map (its placeholder stays for a page that suspends): a tap
  // writes its stand to the address, a new loader match, and at 4× CPU that hid the whole map for 0.6 s
  // under the visitor's finger and took focus from the stand's sheet. Arriving from another page, that
  // page stays until the hall's plan is in (cached, or one small request).
  pendingMs: Infinity,
  pendingComponent: () => <PagePending titleKey="titles.map" />,
});

function MapRoute() {
  const { lang } = Route.useRouteContext();
  const { exPrefix, hall } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { pathname } = useLocation();
  const { data: halls } = useSuspenseQuery(hallsQueryOptions(lang, exPrefix));
  const { data: catalogue } = useQuery(participantsQueryOptions(lang, exPrefix));
  // Hydration renders what the server rendered (no catalogue there), whatever the device already holds.
  const hydrating = useServerRender();
  const participants = hydrating || !catalogue ? NO_PARTICIPANTS : catalogue;
  const { data: plan } = useQuery({ ...hallPlanQueryOptions(lang, exPrefix, hall ?? ''), enabled: hall !== undefined });
  const shown: MapSearch = useMemo(
    () => ({ hall, stand: search.stand, room: search.room || undefined, q: search.q || undefined, tour: search.tour }),
    [hall, search.stand, search.room, search.q, search.tour],
  );
  return (
    <MapPage
      lang={lang}
      exPrefix={exPrefix}
      halls={halls}
      plan={hall !== undefined ? plan : undefined}
      participants={participants}
      catalogueReady={participants !== NO_PARTICIPANTS}
      search={shown}
      hrefFor={(next) => `${pathname}${stringifySearch(next)}`}
      setSearch={(next) =>
        void navigate({
          search: { hall: next.hall, stand: next.stand, room: next.room ?? '', q: next.q ?? '' },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}

const NO_PARTICIPANTS: readonly Participant[] = [];
