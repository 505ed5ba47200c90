/**
 * Favourites, "events" tab (spec §2, §4), as the visitor's day plan (issue 34): one day at a time, the
 * favourite events in time order with the free time between them, overlaps marked as a conflict, and the
 * next event's countdown. Each event keeps add-to-calendar, and all of them go to the device calendar at
 * once. A star removes the event, with an undo in the toast.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { useToggleFavourite } from '../../api/favourite-toggle';
import { favouriteEventsQueryOptions } from '../../api/favourites';
import type { Lang } from '../../contract/common';
import type { ProgrammeEvent } from '../../contract/events';
import { dayLabel, programmeDays, weekdayLabel } from '../../lib/programme-days';
import { venueTimestamp } from '../../lib/venue-time';
import { useQueuedFavouriteIds } from '../../pwa/offline-queue';
import { downloadCalendar } from '../../ui/calendar-download';
import { useNow } from '../../ui/page-clock';
import { useGrowingCount } from '../../ui/use-growing-count';
import { useRoomHref } from '../../widgets/map-href';
import { CalendarExportButton } from '../../ui/calendar-export-button';
import { dayPlan, openingDay } from './day-plan';
import { DayPicker, NextEvent, PlanRow } from './plan-parts';
import { ReminderControl } from './reminder-control';
import styles from './favourites-page.module.css';
import emptyState from '../../ui/empty-state.module.css';

/** Events not over yet at `now`; an event without a parsable end counts from its start. */
export function upcomingEvents(events: readonly ProgrammeEvent[], now: number): ProgrammeEvent[] {
  return events.filter((event) => (venueTimestamp(event.end_at) ?? venueTimestamp(event.start_at) ?? 0) >= now);
}

export function FavouriteEvents({ lang, exPrefix, now }: { lang: Lang; exPrefix: string; now: number }) {
  const { t } = useTranslation();
  const { data: events } = useSuspenseQuery(favouriteEventsQueryOptions(lang, exPrefix));
  // The room links come after the first paint (the halls, then each hall's plan when the page is idle): each
  // arrival updates the rows that gain a link in a background render React can interrupt, where the query's
  // own update would render them all in one task (decision 0031).
  const roomHrefNow = useRoomHref(lang, exPrefix);
  const roomHref = useDeferredValue(roomHrefNow);
  const toggle = useToggleFavourite();
  const queued = useQueuedFavouriteIds('event');
  // The countdown moves with the clock; which events are listed is judged once per visit (`now`).
  const clock = useNow().getTime();
  const upcoming = useMemo(() => upcomingEvents(events, now), [events, now]);
  const days = useMemo(() => programmeDays(upcoming), [upcoming]);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const opening = useMemo(() => openingDay(days, now), [days, now]);
  const day = days.find((item) => item.date === picked) ?? days.find((item) => item.date === opening);
  const plan = useMemo(() => (day ? dayPlan(day) : []), [day]);
  // A phone screen of the day at once, the rest in one background render once it is painted: the rows
  // below the screen skip layout (content-visibility), so smaller slices would only add frames (decision 0029).
  const shown = useGrowingCount(plan.length, { first: 6, step: Math.max(plan.length, 1), resetKey: day?.date });

  const onToggle = useCallback(
    (event: ProgrammeEvent, added: boolean) => {
      toggle({ kind: 'event', lang, exPrefix, added, item: event });
      if (added) return;
      toast(t('tooltips.favourite_removed', { name: event.name }), {
        action: { label: t('tooltips.undo'), onClick: () => toggle({ kind: 'event', lang, exPrefix, added: true, item: event }) },
      });
    },
    [toggle, lang, exPrefix, t],
  );
  const onAddToCalendar = useCallback((event: ProgrammeEvent) => downloadCalendar([event], event.name, t('programme.calendar_name')), [t]);

  if (!day) {
    return (
      <div className={emptyState.panel}>
        <p>{t('favourite_page.no_events')}</p>
        <Link to="/$lang/exhibition/program/{-$exId}" params={{ lang }} className="btn btn-secondary">
          {t('favourite_page.to_programme')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <CalendarExportButton
          label={t('programme.export_favourites')}
          count={t('programme.export_favourites_count', { count: upcoming.length })}
          onClick={() => downloadCalendar(upcoming, t('programme.favourites_file'), t('programme.calendar_name'))}
        />
      </div>
      <NextEvent events={upcoming} now={clock} lang={lang} />
      <ReminderControl lang={lang} />
      <DayPicker days={days} chosen={day.date} lang={lang} onChoose={setPicked} />
      <section className={styles.day} aria-labelledby={`fav-day-${day.date}`}>
        <h2 id={`fav-day-${day.date}`} className={styles.dayTitle}>
          {dayLabel(day.date, lang)}, {weekdayLabel(day.date, lang)}
        </h2>
        <ul className={styles.list}>
          {plan.slice(0, shown).map((entry) => (
            <PlanRow
              key={entry.event.id}
              entry={entry}
              queued={queued.has(entry.event.id)}
              mapHref={roomHref?.(entry.event.location.name)}
              onToggle={onToggle}
              onAddToCalendar={onAddToCalendar}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
