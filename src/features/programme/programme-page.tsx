/**
 * The business programme (spec §2 "Programme"): 'all events' and one filter per venue date (the chosen
 * date is URL state), events grouped by date in start order, favourites, and beyond the spec the
 * device calendar: one event, or all favourite events in one .ics file, made on the device.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteEventIds, useToggleFavourite } from '../../api/favourite-toggle';
import { eventsQueryOptions } from '../../api/programme';
import type { Lang } from '../../contract/common';
import type { ProgrammeEvent } from '../../contract/events';
import { useIsSignedIn } from '../../session/use-session';
import { AppLink } from '../../ui/app-link';
import { HydratedControls } from '../../ui/hydrated-controls';
import { useRevealCurrent } from '../../ui/use-reveal-current';
import { downloadCalendar } from '../../ui/calendar-download';
import { CalendarExportButton } from '../../ui/calendar-export-button';
import { PageHead } from '../../ui/page-head';
import { useFavouriteIntent } from '../../widgets/favourite-intent';
import { SavedAt } from '../../widgets/saved-at';
import { trustedHtml } from '../../lib/trusted-html';
import { dayLabel, programmeDays } from '../../lib/programme-days';
import { programmeEventData } from '../../lib/structured-data';
import { ProgrammeList } from './programme-list';
import { useRoomHref } from '../../widgets/map-href';
import { useEventExhibitors } from '../../widgets/exhibitor-events';
import styles from './programme-page.module.css';
import emptyState from '../../ui/empty-state.module.css';

export type ProgrammePageProps = {
  lang: Lang;
  /** The site's origin, for the events' structured data. */
  origin: string;
  exPrefix: string;
  events: readonly ProgrammeEvent[];
  /** The chosen venue date (YYYY-MM-DD) from the URL; an unknown one shows all events. */
  date: string | undefined;
  dateHref: (date: string | undefined) => string;
};

export function ProgrammePage({ lang, origin, exPrefix, events, date, dateHref }: ProgrammePageProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const favourites = useFavouriteEventIds(lang, exPrefix);
  const roomHref = useRoomHref(lang, exPrefix);
  const exhibitorsOf = useEventExhibitors(lang, exPrefix, events);
  const toggleFavourite = useToggleFavourite();
  const days = useMemo(() => programmeDays(events), [events]);
  const selected = days.some((day) => day.date === date) ? date : undefined;
  // The same array between renders: a new one would lay out the list anew and drop its mounted neighbours.
  const shown = useMemo(() => (selected ? days.filter((day) => day.date === selected) : days), [days, selected]);
  const structuredData = useMemo(() => programmeJsonLd(origin, lang, events), [origin, lang, events]);
  const favouriteEvents = useMemo(() => days.flatMap((day) => day.events.filter((event) => favourites.has(event.id))), [days, favourites]);
  const datesRef = useRevealCurrent<HTMLElement>(selected);

  const onToggleFavourite = useCallback(
    (event: ProgrammeEvent, added: boolean) => toggleFavourite({ kind: 'event', lang, exPrefix, added, item: event }),
    [toggleFavourite, lang, exPrefix],
  );
  const addFavourite = useCallback((event: ProgrammeEvent) => onToggleFavourite(event, true), [onToggleFavourite]);
  // The star tapped before signing in is set on the way back (widgets/favourite-intent.ts).
  useFavouriteIntent('event', events, addFavourite);
  const onAddToCalendar = useCallback((event: ProgrammeEvent) => downloadCalendar([event], event.name, t('programme.calendar_name')), [t]);
  const exportFavourites = () => downloadCalendar(favouriteEvents, t('programme.favourites_file'), t('programme.calendar_name'));

  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="programme-title">
      <PageHead
        id="programme-title"
        title={t('programme.title')}
        subtitle={t('programme.venue_time')}
        actions={
          // Signed in, the export is there from the start (disabled until a first star): appearing with the
          // first star, it pushed the list 90 px down under the visitor's finger.
          signedIn ? (
            <CalendarExportButton
              label={t('programme.export_favourites')}
              count={t('programme.export_favourites_count', { count: favouriteEvents.length })}
              disabled={favouriteEvents.length === 0}
              onClick={exportFavourites}
            />
          ) : null
        }
      />
      <SavedAt queryKey={eventsQueryOptions(lang, exPrefix).queryKey} />

      <HydratedControls>
        {days.length === 0 ? (
          <p className={emptyState.panel}>{t('programme.empty')}</p>
        ) : (
          <>
            <nav ref={datesRef} className={styles.dates} aria-label={t('programme.dates')}>
              <AppLink href={dateHref(undefined)} className={styles.date} aria-current={selected ? undefined : 'true'}>
                {t('programme.all_events')}
              </AppLink>
              {days.map((day) => (
                <AppLink
                  key={day.date}
                  href={dateHref(day.date)}
                  className={styles.date}
                  aria-current={day.date === selected ? 'true' : undefined}
                >
                  {dayLabel(day.date, lang)}
                </AppLink>
              ))}
            </nav>
            <ProgrammeList
              days={shown}
              lang={lang}
              favourites={favourites}
              onToggleFavourite={onToggleFavourite}
              onAddToCalendar={onAddToCalendar}
              roomHref={roomHref}
              exhibitorsOf={exhibitorsOf}
            />
          </>
        )}
      </HydratedControls>
      {/* Search engines read every event of the programme, also those not mounted in the list. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: trustedHtml(structuredData) }} />
    </section>
  );
}

/** schema.org Events as JSON-LD text, safe inside a script element. */
function programmeJsonLd(origin: string, lang: Lang, events: readonly ProgrammeEvent[]): string {
  const graph = events.map((event) => programmeEventData(origin, lang, event));
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
