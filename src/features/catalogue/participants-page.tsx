/**
 * The exhibitor catalogue (spec §2 "Participants page"): filters by country and topic, search, chips,
 * the alphabetical list and the exhibitor's card. Everything runs on the device over the whole catalogue
 * of the exhibition, so it keeps working when the hall's network does not. Filters, search and the open
 * card are URL state; this page only asks the route to change the URL.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { participantsQueryOptions } from '../../api/catalogue';
import { useMapHref } from '../../widgets/map-href';
import { useFavouriteParticipantIds, useToggleFavourite } from '../../api/favourite-toggle';
import type { Lang } from '../../contract/common';
import type { Participant, ParticipantFilters } from '../../contract/participants';
import { topicLabel } from '../../lib/topic-label';
import { AppLink } from '../../ui/app-link';
import { HydratedControls } from '../../ui/hydrated-controls';
import { PageHead } from '../../ui/page-head';
import { useFavouriteIntent } from '../../widgets/favourite-intent';
import { SavedAt } from '../../widgets/saved-at';
import { catalogueOrder, countMatching, visibleGroups, type VisibleGroup } from './catalogue-model';
import { CatalogueToolbar } from './catalogue-toolbar';
import type { Selection } from './filter-state';
import { ParticipantList } from './participant-list';
import { ParticipantModal } from '../../widgets/participant-modal';
import styles from './participants-page.module.css';
import { useLiveSearch, type LiveSearch } from './use-live-search';
import { useSearchIndex } from '../../widgets/use-search-index';
import { useServerRender } from '../../ui/use-server-render';
import emptyState from '../../ui/empty-state.module.css';

export type ParticipantsSearch = { country: readonly string[]; topic: readonly string[]; q: string; p?: string | undefined };

export type CatalogueNavigation = {
  /** Changes the URL's search; filters push a history entry, typing replaces it, a card pushes one Back can undo. */
  setSearch: (patch: Partial<ParticipantsSearch>, options?: { replace?: boolean; modal?: boolean }) => void;
  /** The page's URL for a search state. */
  hrefFor: (search: ParticipantsSearch) => string;
  closeModal: () => void;
};

export type ParticipantsPageProps = {
  lang: Lang;
  exPrefix: string;
  participants: readonly Participant[];
  filters: ParticipantFilters;
  search: ParticipantsSearch;
  navigation: CatalogueNavigation;
};

export function ParticipantsPage({ lang, exPrefix, participants, filters, search, navigation }: ParticipantsPageProps) {
  const { t } = useTranslation();

  const favourites = useFavouriteParticipantIds(lang, exPrefix);
  const toggleFavourite = useToggleFavourite();
  const { setSearch, hrefFor, closeModal } = navigation;

  const [live, update] = useLiveSearch(search);
  const change = useCallback(
    (patch: Partial<LiveSearch>, options: { replace?: boolean } = {}) => update(patch, () => setSearch(patch, options)),
    [update, setSearch],
  );
  const applied: Selection = useMemo(() => ({ countries: live.country, topics: live.topic }), [live.country, live.topic]);
  const order = useMemo(() => catalogueOrder(participants, lang), [participants, lang]);
  const query = live.q.trim();
  const index = useSearchIndex(participants, query !== '');
  const hits = useMemo(() => (query && index ? index.search(query) : null), [query, index]);
  const searching = query !== '' && index === null;
  const { groups, count } = useMemo(() => visibleGroups(participants, order, applied, hits), [participants, order, applied, hits]);
  const shownGroups = useListAfterFirstPaint(groups);
  const countFor = useCallback((selection: Selection) => countMatching(participants, selection, hits), [participants, hits]);

  const names = useMemo(() => namesOf(filters), [filters]);
  // Looked up when a card opens: a map of every exhibitor cost 50 ms of the first render at 10,000.
  const open = useMemo(
    () => (live.p ? (participants.find((participant) => participant.id === live.p) ?? null) : null),
    [participants, live.p],
  );

  const onOpen = useCallback(
    (participant: Participant) => {
      performance.mark('catalogue:card-open');
      update({ p: participant.id }, () => setSearch({ p: participant.id }, { modal: true }));
    },
    [update, setSearch],
  );
  const onClose = useCallback(() => update({ p: undefined }, closeModal), [update, closeModal]);
  // Made once per search state: while the list scrolls, every visible card asks for its link on each render.
  const listHref = useMemo(
    () => hrefFor({ country: live.country, topic: live.topic, q: live.q }),
    [hrefFor, live.country, live.topic, live.q],
  );
  const cardHref = useCallback(
    (participant: Participant) => `${listHref}${listHref.includes('?') ? '&' : '?'}p=${participant.id}`,
    [listHref],
  );
  const mapHref = useMapHref(lang, exPrefix);
  const onToggleFavourite = useCallback(
    (participant: Participant, added: boolean) => toggleFavourite({ kind: 'participant', lang, exPrefix, added, item: participant }),
    [toggleFavourite, lang, exPrefix],
  );
  const addFavourite = useCallback((participant: Participant) => onToggleFavourite(participant, true), [onToggleFavourite]);
  // The star tapped before signing in is set on the way back (widgets/favourite-intent.ts).
  useFavouriteIntent('participant', participants, addFavourite);
  const clearAll = () => change({ country: [], topic: [], q: '' });
  const filtered = applied.countries.length > 0 || applied.topics.length > 0 || query !== '';

  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="catalogue-title">
      <PageHead
        id="catalogue-title"
        title={t('catalogue.title')}
        subtitle={filters.exhibition_name}
        actions={
          <AppLink href={`/${lang}/application`} className="btn btn-primary">
            {t('catalogue.become_participant')}
          </AppLink>
        }
      />
      <SavedAt queryKey={participantsQueryOptions(lang, exPrefix).queryKey} />

      <HydratedControls>
        <CatalogueToolbar
          filters={filters}
          names={names}
          applied={applied}
          query={live.q}
          onApplied={(next) => change({ country: next.countries, topic: next.topics })}
          onSearch={(q) => change({ q }, { replace: true })}
          onClearAll={clearAll}
          countFor={countFor}
        />

        <p className={styles.count} role="status">
          {searching
            ? t('common.loading')
            : filtered
              ? t('catalogue.found', { count, total: participants.length })
              : t('catalogue.total', { count })}
        </p>

        {count === 0 && !searching ? (
          <div className={emptyState.panel}>
            <h2>{t('catalogue.empty_title')}</h2>
            <p>{t('catalogue.empty_text')}</p>
            <button type="button" className="btn btn-secondary" onClick={clearAll}>
              {t('catalogue.empty_reset')}
            </button>
          </div>
        ) : searching ? null : (
          <ParticipantList
            participants={participants}
            groups={shownGroups}
            favourites={favourites}
            cardHref={cardHref}
            mapHref={mapHref}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
          />
        )}

        <ParticipantModal
          participant={open}
          favourite={open ? favourites.has(open.id) : false}
          countryName={open?.country_cid ? (names.countries.get(open.country_cid) ?? null) : null}
          topicNames={open ? open.topic_cids.flatMap((id) => names.topics.get(id) ?? []) : []}
          onClose={onClose}
          onToggleFavourite={onToggleFavourite}
          mapHref={open ? mapHref?.(open) : undefined}
          exPrefix={exPrefix}
        />
      </HydratedControls>
    </section>
  );
}

const NO_GROUPS: VisibleGroup[] = [];

/**
 * The list, by far the heaviest part of the page, first renders as an interruptible background update, so
 * the head, tools and count paint at once and the first render of thousands of exhibitors is never one
 * long task. Later changes (filters, search) render at once: they touch only the rows on screen.
 */
function useListAfterFirstPaint(groups: VisibleGroup[]): VisibleGroup[] {
  // A page rendered on the server has its first rows in the HTML: hydration renders those at once.
  const serverRender = useServerRender();
  const deferred = useDeferredValue(groups, serverRender ? groups : NO_GROUPS);
  const [caughtUp, setCaughtUp] = useState(false);
  if (!caughtUp && deferred === groups) setCaughtUp(true);
  return caughtUp ? groups : deferred;
}

export type FilterNames = { countries: ReadonlyMap<string, string>; topics: ReadonlyMap<string, string> };

function namesOf(filters: ParticipantFilters): FilterNames {
  return {
    countries: new Map(filters.countries.map((country) => [country.one_cid, country.name])),
    topics: new Map(
      filters.topic_categories.flatMap((category) => category.topics.map((topic) => [topic.one_cid, topicLabel(topic.name)] as const)),
    ),
  };
}
