/**
 * One session of the programme (spec §2 "Programme"): time range, name (a link when the event has a page),
 * place, organiser, phone, the favourite star and "add to calendar".
 */
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

export const EventItem = memo(function EventItem({
  event,
  favourite,
  onToggleFavourite,
  onAddToCalendar,
  mapHref,
  exhibitors,
}: EventItemProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.event}>
      <p className={styles.time}>
        <ClockIcon size={18} />
        <span className="visually-hidden">{t('common.labelled', { label: t('programme.time') })}</span>
        {timeRange(event)}
      </p>
      <div className={styles.main}>
        <h3 className={styles.name}>{event.link ? <AppLink href={event.link}>{event.name}</AppLink> : event.name}</h3>
        <ul className={styles.facts}>
          {event.location.name ? (
            <li>
              <MapPinIcon size={16} />
              <span className="visually-hidden">{t('common.labelled', { label: t('programme.location') })}</span>
              {event.location.name}
              {mapHref ? (
                <AppLink href={mapHref} className={styles.mapLink}>
                  {t('map.on_map')}
                </AppLink>
              ) : null}
            </li>
          ) : null}
          {event.org_text ? (
            <li>
              <UsersIcon size={16} />
              <span className="visually-hidden">{t('common.labelled', { label: t('programme.organiser') })}</span>
              {event.org_text}
            </li>
          ) : null}
          {event.phone ? (
            <li>
              <PhoneIcon size={16} />
              <span className="visually-hidden">{t('common.labelled', { label: t('programme.phone') })}</span>
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
          title={t('programme.add_to_calendar')}
        >
          <CalendarIcon size={20} />
        </button>
      </div>
    </article>
  );
});
