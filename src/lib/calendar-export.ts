/**
 * Programme events as calendar entries. The UID depends only on the event, so importing the same event
 * again (alone or with all favourites) updates the entry instead of duplicating it.
 */
import type { ProgrammeEvent } from '../contract/events';
import { buildCalendar, type CalendarEvent } from './ics';

export const CALENDAR_UID_DOMAIN = 'metal-industry-expo.ru';

export function toCalendarEvent(event: ProgrammeEvent, pageUrl: string): CalendarEvent {
  const details = [event.org_text, event.phone].filter(Boolean).join('\n');
  const url = /^https?:\/\//i.test(event.link) ? event.link : event.link.startsWith('/') ? new URL(event.link, pageUrl).href : pageUrl;
  return {
    uid: `event-${event.id}@${CALENDAR_UID_DOMAIN}`,
    start: event.start_at,
    end: event.end_at,
    summary: event.name,
    location: event.location.name,
    description: details,
    url,
  };
}

export function programmeCalendar(events: readonly ProgrammeEvent[], pageUrl: string, calendarName: string, now = new Date()): string {
  return buildCalendar(
    events.map((event) => toCalendarEvent(event, pageUrl)),
    { now, calendarName },
  );
}
