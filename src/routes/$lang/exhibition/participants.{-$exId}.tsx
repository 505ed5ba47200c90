import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { participantFiltersQueryOptions, participantsQueryOptions } from '../../../api/catalogue';
import type { Participant } from '../../../contract/participants';
import { knownCatalogueOrder, prepareCatalogueOrder } from '../../../features/catalogue/catalogue-model';
import { ParticipantsPage, type CatalogueNavigation } from '../../../features/catalogue/participants-page';
import { NotFoundPage } from '../../../features/layout/not-found-page';
import { PagePending } from '../../../ui/page-pending';
import { idListSearchParam, textSearchParam } from '../../../lib/search-param-schemas';
import { stringifySearch } from '../../../lib/search-params';
import { resolveExhibition } from './-components/resolve-exhibition';
import { loadOrNotFound } from '../-components/load-or-not-found';
import { htmlToText } from '../../../lib/html-text';
import { tFor } from '../../../lib/i18n';
import { joinSentences } from '../../../lib/sentences';
import { headLang, notFoundHead, pageHead, pageHeadFor, type HeadContext } from '../../../lib/page-title';

/** Filters, search and the open exhibitor live in the URL, so a shared link shows the same screen. */
const ParticipantsSearchSchema = v.object({
  country: idListSearchParam,
  topic: idListSearchParam,
  q: textSearchParam,
  /** The exhibitor whose card is open. */
  p: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/$lang/exhibition/participants/{-$exId}')({
  validateSearch: ParticipantsSearchSchema,
  loader: async ({ context, params }) => {
    const exPrefix = await resolveExhibition(context.queryClient, context.lang, params.exId);
    const [participants] = await loadOrNotFound(() =>
      Promise.all([
        context.queryClient.ensureQueryData(participantsQueryOptions(context.lang, exPrefix)),
        context.queryClient.ensureQueryData(participantFiltersQueryOptions(context.lang, exPrefix)),
      ]),
    );
    // Ordering thousands of titles by the language's collation is done here, in slices (the result is
    // cached per data set), rather than inside the first render.
    await prepareCatalogueOrder(participants, context.lang);
    return { exPrefix };
  },
  // The loader only resolves the exhibition from the path; freshness is the query cache's business, so a
  // change of search params (filters, search, the open card, the day) must not run it again.
  staleTime: Infinity,
  head: (ctx) => {
    if (!ctx.loaderData) return notFoundHead(ctx);
    const catalogue = ctx.match.context.queryClient.getQueryData(participantsQueryOptions(headLang(ctx), ctx.loaderData.exPrefix).queryKey);
    return participantsHead(ctx, catalogue, ctx.match.search.p);
  },
  component: ParticipantsRoute,
  notFoundComponent: NotFoundPage,
  // The site's frame and the title paint at once; the data (megabytes for a big catalogue) follows.
  pendingComponent: () => <PagePending titleKey="catalogue.title" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

/**
 * The catalogue's head; a shared card link (?p=) previews that exhibitor: its name, logo and description.
 * The catalogue is in the query cache on the server (the loader read it) and in the browser once fetched.
 */
function participantsHead(ctx: HeadContext, catalogue: readonly Participant[] | undefined, cardId: string | undefined) {
  const lang = headLang(ctx);
  const participant = cardId ? catalogue?.find((item) => item.id === cardId) : undefined;
  if (!participant) return pageHead('titles.participants', 'descriptions.participants')(ctx);
  const text = htmlToText(participant.text).replace(/\s+/g, ' ').trim();
  const stands = participant.stand ? `${tFor(lang)('common.labelled', { label: tFor(lang)('catalogue.stands') })}${participant.stand}` : '';
  const description = joinSentences([participant.full_title, stands, text], lang);
  return pageHeadFor(ctx, {
    title: participant.short_title,
    description: description.length > 200 ? `${description.slice(0, 197).trimEnd()}…` : description,
    image:
      participant.show_logo_for_ecatalog && participant.logo_for_ecatalog
        ? { url: participant.logo_for_ecatalog, alt: participant.short_title }
        : undefined,
    search: `?p=${participant.id}`,
  });
}

function ParticipantsRoute() {
  const { lang } = Route.useRouteContext();
  const { exPrefix } = Route.useLoaderData();
  const search = Route.useSearch();
  const { data: participants } = useSuspenseQuery(participantsQueryOptions(lang, exPrefix));
  // A server-rendered first visit fetches the catalogue here, not in the loader: its order is then worked
  // out in slices while the server's first screen stays up, never inside one long render. Thrown as
  // useSuspenseQuery does: suspending through `use` here made React give up hydrating the page (error 422).
  if (!knownCatalogueOrder(participants, lang)) throw prepareCatalogueOrder(participants, lang);
  const { data: filters } = useSuspenseQuery(participantFiltersQueryOptions(lang, exPrefix));
  const navigation = useCatalogueNavigation();
  return (
    <ParticipantsPage
      lang={lang}
      exPrefix={exPrefix}
      participants={participants}
      filters={filters}
      search={search}
      navigation={navigation}
    />
  );
}

function useCatalogueNavigation(): CatalogueNavigation {
  const navigate = Route.useNavigate();
  const router = useRouter();
  return useMemo(
    () => ({
      setSearch: (patch, options = {}) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            ...patch,
            country: [...(patch.country ?? previous.country)],
            topic: [...(patch.topic ?? previous.topic)],
          }),
          replace: options.replace,
          // Marks the entry a card pushed, so closing it can go back instead of piling up entries.
          state: (previous) => ({ ...previous, modal: options.modal }),
          resetScroll: false,
        }),
      hrefFor: (search) => `${router.state.location.pathname}${stringifySearch(search)}`,
      closeModal: () => {
        if (router.state.location.state.modal) router.history.back();
        else void navigate({ search: (previous) => ({ ...previous, p: undefined }), replace: true, resetScroll: false });
      },
    }),
    [navigate, router],
  );
}
