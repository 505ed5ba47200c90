/**
 * Pieces of the visitor's day plan (issue 34): the next favourite event's countdown, the day picker, one
 * row of the day and the notes between events (free time, a conflict). The plan's arithmetic is in
 * day-plan.ts.
 */
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { ProgrammeEvent } from '../../contract/events';
import { formatVenueDate } from '../../lib/dates';
import { dayLabel, weekdayLabel, type ProgrammeDay } from '../../lib/programme-days';
import { ClockIcon } from '../../ui/icons';
import { EventItem } from '../../widgets/event-item';
import { nextEvent, type PlanEntry } from './day-plan';
import styles from './favourites-page.module.css';

const HOUR = 60;
const DAY = 24 * HOUR;

/** "через 12 мин", "через 2 ч 5 мин", or the date and time when it is a day or more away. */
function useWhen(lang: Lang) {
  const { t } = useTranslation();
  return (event: ProgrammeEvent, minutes: number) => {
    if (minutes < HOUR) return t('plan.in_minutes', { count: minutes });
    if (minutes < DAY) return t('plan.in_hours', { hours: Math.floor(minutes / HOUR), minutes: minutes % HOUR });
    return `${formatVenueDate(event.start_at, lang)}, ${formatVenueDate(event.start_at, lang, 'HH:mm')}`;
  };
}

/** The next favourite event to start: its name, how soon, and where. Nothing once the last has begun. */
export function NextEvent({ events, now, lang }: { events: readonly ProgrammeEvent[]; now: number; lang: Lang }) {
  const { t } = useTranslation();
  const when = useWhen(lang);
  const next = nextEvent(events, now);
  if (!next) return null;
  return (
    <p className={styles.next} data-testid="next-event">
      <ClockIcon size={18} />
      <span className={styles.nextText}>
        <strong>{t('plan.next', { when: when(next.event, next.minutes) })}</strong>
        <span>{next.event.name}</span>
        {next.event.location.name ? <span className={styles.nextPlace}>{next.event.location.name}</span> : null}
      </span>
    </p>
  );
}

/** One button per day that has favourites; the chosen one is pressed. */
export function DayPicker({
  days,
  chosen,
  lang,
  onChoose,
}: {
  days: readonly ProgrammeDay[];
  chosen: string;
  lang: Lang;
  onChoose: (date: string) => void;
}) {
  const { t } = useTranslation();
  if (days.length < 2) return null;
  return (
    <div className={styles.dayPicker} role="group" aria-label={t('plan.days')}>
      {days.map((day) => (
        <button
          key={day.date}
          type="button"
          className={styles.dayButton}
          aria-pressed={day.date === chosen}
          onClick={() => onChoose(day.date)}
        >
          <span>{dayLabel(day.date, lang)}</span>
          <span className={styles.weekday}>{weekdayLabel(day.date, lang)}</span>
        </button>
      ))}
    </div>
  );
}

/** "Свободно 45 мин" between two events; nothing when one follows the other at once. */
function freeTime(t: TFunction, minutes: number | null) {
  if (!minutes) return null;
  const duration =
    minutes < HOUR
      ? t('plan.minutes', { count: minutes })
      : t('plan.hours', { hours: Math.floor(minutes / HOUR), minutes: minutes % HOUR });
  return <p className={styles.gap}>{t('plan.gap', { duration })}</p>;
}

/** The favourite events that run at the same time as this one. */
function conflict(t: TFunction, others: readonly ProgrammeEvent[]) {
  if (others.length === 0) return null;
  return (
    <p className={styles.conflict} data-testid="conflict">
      {t('plan.conflict', { names: others.map((event) => event.name).join(t('plan.separator')) })}
    </p>
  );
}

export type PlanRowProps = {
  entry: PlanEntry;
  /** A removal made offline that the server has not received yet. */
  queued: boolean;
  mapHref: string | undefined;
  onToggle: (event: ProgrammeEvent, added: boolean) => void;
  onAddToCalendar: (event: ProgrammeEvent) => void;
};

/**
 * One event of the day with the free time before it and its conflicts. Memoised: the plan renders again as
 * later answers arrive (the halls, what changed, the reminders' state), and a day of a hundred rows each
 * rendered again with them was most of the page's blocking time after its first paint (decision 0031). The
 * notes around the event are plain functions of the row's translator rather than components of their own:
 * each component's useTranslation costs a copy of the i18n instance and a subscription, times a hundred rows.
 */
export const PlanRow = memo(function PlanRow({ entry, queued, mapHref, onToggle, onAddToCalendar }: PlanRowProps) {
  const { t } = useTranslation();
  const { event, gapMinutes, conflicts } = entry;
  return (
    <li id={`event-${event.id}`} data-event-id={event.id} data-conflict={conflicts.length > 0 || undefined}>
      {freeTime(t, gapMinutes)}
      <EventItem event={event} favourite onToggleFavourite={onToggle} onAddToCalendar={onAddToCalendar} mapHref={mapHref} />
      {conflict(t, conflicts)}
      {queued ? <p className={styles.queued}>{t('offline.queued_item')}</p> : null}
    </li>
  );
});
