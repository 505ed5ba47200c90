/**
 * Favourites, "companies" tab (spec §2, §4): the visitor's favourite exhibitors grouped by hall when the
 * exhibition has plans (issue 34: a walk through the halls, each with its plan), else by letter in the
 * language's order, each card as in the catalogue (logo when allowed, bold when flagged, stands). The
 * name opens the exhibitor's card in the catalogue; the star removes it, with an undo in the toast. Under
 * each card the visitor's private note; above the list, "My contacts" downloads them all with the notes.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { useToggleFavourite } from '../../api/favourite-toggle';
import { favouriteParticipantsQueryOptions } from '../../api/favourites';
import { hallsQueryOptions } from '../../api/halls';
import { AppLink } from '../../ui/app-link';
import { useGrowingCount } from '../../ui/use-growing-count';
import { useServerRender } from '../../ui/use-server-render';
import { groupByHall } from './hall-groups';
import type { Lang } from '../../contract/common';
import type { Participant } from '../../contract/participants';
import { groupByLetter } from '../../lib/letter-groups';
import { useQueuedFavouriteIds } from '../../pwa/offline-queue';
import { stringifySearch } from '../../lib/search-params';
import { mapLink, useMapHref } from '../../widgets/map-href';
import { ExhibitorNote } from '../../widgets/exhibitor-note';
import { ParticipantCard } from '../../widgets/participant-card';
import { MyContacts } from './my-contacts';
import styles from './favourites-page.module.css';
import emptyState from '../../ui/empty-state.module.css';

/** The groups holding the first `count` items in order, each with its whole size. */
function firstItems<G extends { items: readonly unknown[] }>(groups: readonly G[], count: number): (G & { count: number })[] {
  const visible: (G & { count: number })[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    visible.push({ ...group, count: group.items.length, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return visible;
}

export function FavouriteCompanies({ lang, exPrefix }: { lang: Lang; exPrefix: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: companies } = useSuspenseQuery(favouriteParticipantsQueryOptions(lang, exPrefix));
  const toggle = useToggleFavourite();
  const queued = useQueuedFavouriteIds('participant');
  const { data: halls } = useQuery(hallsQueryOptions(lang, exPrefix));
  // Like the map links: the server renders no plans, so the first render after it groups by letter too.
  const hydrating = useServerRender();
  const byHall = !hydrating && (halls?.length ?? 0) > 0;
  const groups = useMemo(
    () =>
      byHall && halls
        ? groupByHall(companies, halls).map((group) => ({
            key: group.hall?.key ?? '',
            title: group.hall?.name ?? t('favourite_page.no_hall'),
            mapHref: group.hall ? `/${lang}/exhibition/map?hall=${encodeURIComponent(group.hall.key)}&tour=favourites` : undefined,
            items: group.items,
          }))
        : groupByLetter(companies, (company) => company.short_title, lang).map((group) => ({
            key: group.letter,
            title: group.letter,
            mapHref: undefined,
            items: group.items,
          })),
    [byHall, halls, companies, lang, t],
  );
  // A phone screen of cards at once, the rest in background renders of 100 once it is painted (decision 0029);
  // regrouping by hall once the halls are known starts again from the first screen; a removal does not.
  const shown = useGrowingCount(companies.length, { first: 6, step: 100, resetKey: byHall });
  const visibleGroups = useMemo(() => firstItems(groups, shown), [groups, shown]);
  const cardHref = useCallback(
    (company: Participant) => `/${lang}/exhibition/participants/${exPrefix}${stringifySearch({ p: company.id })}`,
    [lang, exPrefix],
  );

  const onToggle = useCallback(
    (company: Participant, added: boolean) => {
      toggle({ kind: 'participant', lang, exPrefix, added, item: company });
      if (added) return;
      toast(t('tooltips.favourite_removed', { name: company.short_title }), {
        action: { label: t('tooltips.undo'), onClick: () => toggle({ kind: 'participant', lang, exPrefix, added: true, item: company }) },
      });
    },
    [toggle, lang, exPrefix, t],
  );
  const mapHref = useMapHref(lang, exPrefix);
  const onOpen = useCallback((company: Participant) => void navigate({ href: cardHref(company) }), [navigate, cardHref]);

  if (groups.length === 0) {
    return (
      <div className={emptyState.panel}>
        <p>{t('favourite_page.no_companies')}</p>
        <Link to="/$lang/exhibition/participants/{-$exId}" params={{ lang }} className="btn btn-secondary">
          {t('favourite_page.to_catalogue')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <MyContacts lang={lang} exPrefix={exPrefix} />
      {visibleGroups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.title} data-hall={byHall ? group.key : undefined}>
          {byHall ? (
            <div className={styles.hallHead}>
              <h2 className={styles.letter}>
                {group.title} <span className={styles.hallCount}>{t('favourite_page.hall_count', { count: group.count })}</span>
              </h2>
              {group.mapHref ? (
                <AppLink href={group.mapHref} className={styles.hallMap}>
                  {t('favourite_page.hall_map')}
                </AppLink>
              ) : null}
            </div>
          ) : (
            <h2 className={styles.letter} aria-hidden="true">
              {group.title}
            </h2>
          )}
          <ul className={styles.list}>
            {group.items.map((company) => (
              <li key={company.id}>
                <ParticipantCard
                  participant={company}
                  favourite
                  href={cardHref(company)}
                  standsLabel={t('common.labelled', { label: t('catalogue.stands') })}
                  map={mapLink(mapHref?.(company), t('map.on_map'))}
                  onOpen={onOpen}
                  onToggleFavourite={onToggle}
                />
                {queued.has(company.id) ? <p className={styles.queued}>{t('offline.queued_item')}</p> : null}
                <ExhibitorNote participantId={company.id} name={company.short_title} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
