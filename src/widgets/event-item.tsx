/**
 * One session of the programme (spec §2 "Programme"): time range, name (a link when the event has a page),
 * place, organiser, phone, the favourite star and "add to calendar".
 */
import type { i18n, TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeEvent } from '../contract/events';
import { timeRange } from '../lib/dates';
import { AppLink } from '../ui/app-link';
import type { EventExhibitor } from './exhibitor-events';
import { FavouriteButton } from './favourite-button';
import { CalendarIcon, ClockIcon, MapPinIcon, PhoneIcon, UsersIcon } from '../ui/icons';
import styles from './event-item.module.css';

export type EventItemProps = {
  event: ProgrammeEvent;
  favourite: boolean;
  onToggleFavourite: (event: ProgrammeEvent, next: boolean) => void;
  onAddToCalendar: (event: ProgrammeEvent) => void;
  /** The hall map at the event's room, when its location is a room on a plan. */
  mapHref?: string | undefined;
  /** The exhibitors taking part, once the catalogue names them; each opens its card in the catalogue. */
  exhibitors?: readonly EventExhibitor[] | undefined;
};

type Labels = { time: string; location: string; organiser: string; phone: string; onMap: string; addToCalendar: string };

const LABEL_KEYS = [
  'common.labelled',
  'programme.time',
  'programme.location',
  'programme.organiser',
  'programme.phone',
  'map.on_map',
  'programme.add_to_calendar',
] as const;

/**
 * The texts every item shares, translated once per language rather than on each of a long list's items (a
 * day of the visitor's plan or of the programme renders a hundred at once). Kept only once all of them are
 * loaded, so a text part that arrives later is not frozen as its key.
 */
const labelsByLanguage = new Map<string, Labels>();
function sharedLabels(t: TFunction, i18n: i18n): Labels {
  const kept = labelsByLanguage.get(i18n.language);
  if (kept) return kept;
  const labelled = (key: string) => t('common.labelled', { label: t(key) });
  const labels = {
    time: labelled('programme.time'),
    location: labelled('programme.location'),
    organiser: labelled('programme.organiser'),
    phone: labelled('programme.phone'),
    onMap: t('map.on_map'),
    addToCalendar: t('programme.add_to_calendar'),
  };
  if (LABEL_KEYS.every((key) => i18n.exists(key))) labelsByLanguage.set(i18n.language, labels);
  return labels;
}

export const EventItem = memo(function EventItem({
  event,
  favourite,
  onToggleFavourite,
  onAddToCalendar,
  mapHref,
  exhibitors,
}: EventItemProps) {
  const { t, i18n } = useTranslation();
  const labels = sharedLabels(t, i18n);
  return (
    <article className={styles.event}>
      <p className={styles.time}>
        <ClockIcon size={18} />
        <span className="visually-hidden">{labels.time}</span>
        {timeRange(event)}
      </p>
      <div className={styles.main}>
        <h3 className={styles.name}>{event.link ? <AppLink href={event.link}>{event.name}</AppLink> : event.name}</h3>
        <ul className={styles.facts}>
          {event.location.name ? (
            <li>
              <MapPinIcon size={16} />
              <span className="visually-hidden">{labels.location}</span>
              {event.location.name}
              {mapHref ? (
                <AppLink href={mapHref} className={styles.mapLink}>
                  {labels.onMap}
                </AppLink>
              ) : null}
            </li>
          ) : null}
          {event.org_text ? (
            <li>
              <UsersIcon size={16} />
              <span className="visually-hidden">{labels.organiser}</span>
              {event.org_text}
            </li>
          ) : null}
          {event.phone ? (
            <li>
              <PhoneIcon size={16} />
              <span className="visually-hidden">{labels.phone}</span>
              <a href={`tel:${event.phone.replace(/[^\d+]/g, '')}`}>{event.phone}</a>
            </li>
          ) : null}
        </ul>
        {exhibitors && exhibitors.length > 0 ? (
          <ul className={styles.exhibitors} aria-label={t('programme.exhibitors')}>
            {exhibitors.map((exhibitor) => (
              <li key={exhibitor.id}>
                <AppLink href={exhibitor.href} className={styles.exhibitor}>
                  <span className={styles.exhibitorName}>{exhibitor.short_title}</span>
                  {exhibitor.stand ? <span className={styles.exhibitorStand}>{exhibitor.stand}</span> : null}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.actions}>
        <FavouriteButton
          active={favourite}
          intent={{ kind: 'event', id: event.id }}
          name={event.name}
          onToggle={(next) => onToggleFavourite(event, next)}
        />
        <button
          type="button"
          className={`icon-button ${styles.calendar}`}
          onClick={() => onAddToCalendar(event)}
          aria-label={t('programme.add_to_calendar_named', { name: event.name })}
          title={labels.addToCalendar}
        >
          <CalendarIcon size={20} />
        </button>
      </div>
    </article>
  );
});
