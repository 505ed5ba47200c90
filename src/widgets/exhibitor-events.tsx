/**
 * Exhibitor ↔ programme (issue 34), both directions, from the two lists the device already keeps offline:
 * the programme (each session names its exhibitors' ids) and the catalogue. Nothing here asks the server
 * for a pairing: offline, what the cached queries hold is shown, and a query never fetched shows nothing.
 * The server renders neither (it has not loaded the other list), so hydration renders nothing either.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { participantsQueryOptions } from '../api/catalogue';
import { eventsQueryOptions } from '../api/programme';
import { DEFAULT_LANG, isLang, type Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import type { Participant } from '../contract/participants';
import { timeRange } from '../lib/dates';
import { dayLabel } from '../lib/programme-days';
import { whenIdle } from '../lib/yield';
import { AppLink } from '../ui/app-link';
import { useServerRender } from '../ui/use-server-render';
import styles from './exhibitor-events.module.css';

/** The programme of the exhibition on that session's day (the list is virtualised: a day is what a link can open). */
export const programmeDayHref = (lang: Lang, exPrefix: string, event: ProgrammeEvent) =>
  `/${lang}/exhibition/program/${exPrefix}?date=${event.start_at.slice(0, 10)}`;

/** The catalogue with this exhibitor's card open. */
export const exhibitorHref = (lang: Lang, exPrefix: string, participantId: string) =>
  `/${lang}/exhibition/participants/${exPrefix}?p=${participantId}`;

/** The exhibitor dialog's "Мероприятия с участием компании": time, name and place, each a link to its programme day. */
export function ExhibitorEvents({ participantId, exPrefix }: { participantId: string; exPrefix: string }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const titleId = useId();
  const { data: programme } = useQuery(eventsQueryOptions(lang, exPrefix));
  const hydrating = useServerRender();
  const events = useMemo(
    () => programme?.filter((event) => event.participant_ids?.includes(participantId)) ?? [],
    [programme, participantId],
  );
  if (hydrating || events.length === 0) return null;
  return (
    <section className={styles.events} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('programme.exhibitor_events')}
      </h3>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id}>
            <AppLink href={programmeDayHref(lang, exPrefix, event)} className={styles.event}>
              <span className={styles.when}>
                {dayLabel(event.start_at.slice(0, 10), lang)}, {timeRange(event)}
              </span>
              <span className={styles.name}>{event.name}</span>
              {event.location.name ? <span className={styles.place}>{event.location.name}</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An exhibitor of a session as its card on the programme shows it, with the link that opens its dialog. */
export type EventExhibitor = Pick<Participant, 'id' | 'short_title' | 'stand'> & { href: string };

/**
 * The exhibitors of each session, named from the catalogue: the device's copy at once, else fetched when
 * the page is idle (online only: a paused query asks nothing offline). Undefined until known.
 */
export function useEventExhibitors(
  lang: Lang,
  exPrefix: string,
  events: readonly ProgrammeEvent[],
): ((event: ProgrammeEvent) => readonly EventExhibitor[]) | undefined {
  const wanted = useMemo(() => new Set(events.flatMap((event) => event.participant_ids ?? [])), [events]);
  const [idle, setIdle] = useState(false);
  useEffect(() => (wanted.size > 0 ? whenIdle(() => setIdle(true), 2000) : undefined), [wanted]);
  const { data: catalogue } = useQuery({ ...participantsQueryOptions(lang, exPrefix), enabled: idle });
  const hydrating = useServerRender();
  return useMemo(() => {
    if (hydrating || !catalogue || wanted.size === 0) return undefined;
    // Only the named exhibitors are indexed: a map of a 10,000-company catalogue is a long task on a phone.
    const byId = new Map<string, EventExhibitor>();
    for (const { id, short_title, stand } of catalogue) {
      if (wanted.has(id)) byId.set(id, { id, short_title, stand, href: exhibitorHref(lang, exPrefix, id) });
    }
    return (event: ProgrammeEvent) => (event.participant_ids ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [hydrating, catalogue, wanted, lang, exPrefix]);
}
