/** Saves programme events as an .ics file made on the device (the programme and the favourites page). */
import type { ProgrammeEvent } from '../contract/events';
import { programmeCalendar } from '../lib/calendar-export';
import { icsFileName } from '../lib/ics';
import { downloadText } from './download';

const ICS_TYPE = 'text/calendar;charset=utf-8';

/** Called from click handlers only: it reads the page's address for the events' URL. */
export function downloadCalendar(events: readonly ProgrammeEvent[], fileBase: string, calendarName: string) {
  downloadText(icsFileName(fileBase), programmeCalendar(events, window.location.href, calendarName), ICS_TYPE);
}
