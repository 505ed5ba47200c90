/**
 * The words of a push notification, in the device's language: a reminder before a favourite event and a
 * note that one changed. The texts are the `push` and `changes` sections of locales/{lang}.json (the
 * `push` section ships to no browser, src/contract/text-parts.ts); times are the venue's, as the
 * programme prints them.
 */
import { readFileSync } from 'node:fs';
import { LANGS, type Lang } from '../../src/contract/common';
import type { FavouriteChange } from '../../src/contract/changes';
import type { PushMessage } from '../../src/contract/push';

type Section = Record<string, string>;
type Texts = { push: Section; changes: Section };

let texts: Record<Lang, Texts> | null = null;
function textsOf(lang: Lang): Texts {
  texts ??= Object.fromEntries(
    LANGS.map((code) => {
      const all = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Texts;
      return [code, { push: all.push, changes: all.changes }];
    }),
  ) as Record<Lang, Texts>;
  return texts[lang];
}

/** i18next's {{name}} placeholders, filled as plain text (a notification is not HTML). */
const fill = (template: string | undefined, values: Record<string, string | number>) =>
  (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The visitor's plan at one favourite event (its entry has the id event-ID). */
export const eventUrl = (lang: Lang, eventId: number | string) => `/${lang}/personal/favorite#event-${eventId}`;

// The venue's zone, as the API's +03:00 says: a reminder reads "10:00" wherever the phone is.
const VENUE_ZONE = 'Europe/Moscow';
const LOCALES: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB', zh: 'zh-CN' };
const dayFormat = (lang: Lang) => new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: VENUE_ZONE });
const timeFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_ZONE });

/** "9 ноября, 10:00–11:00" from the API's "start/end". */
function spanText(span: string, lang: Lang): string {
  const [start, end] = span.split('/').map((iso) => new Date(iso));
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const time = timeFormat(lang);
  return `${dayFormat(lang).format(start)}, ${time.format(start)}–${time.format(end)}`;
}

export function reminderMessage(
  lang: Lang,
  event: { id: number; name: string; startIso: string; endIso: string; place: string },
  minutes: number,
): PushMessage {
  const { push } = textsOf(lang);
  const time = spanText(`${event.startIso}/${event.endIso}`, lang);
  return {
    title: fill(push.reminder_title, { count: minutes, name: event.name }),
    body: event.place ? fill(push.reminder_body, { time, place: event.place }) : fill(push.reminder_body_time, { time }),
    url: eventUrl(lang, event.id),
    tag: `reminder-${event.id}`,
    lang,
  };
}

/** A change as the plan's "Изменилось" says it; the notification opens the plan, where it is listed. */
export function changeMessage(lang: Lang, change: FavouriteChange): PushMessage {
  const { push, changes } = textsOf(lang);
  const body = (() => {
    switch (change.field) {
      case 'time':
        return fill(changes.time, { before: spanText(change.before, lang), after: spanText(change.after, lang) });
      case 'location':
        return fill(changes.location, { before: change.before, after: change.after });
      case 'cancelled':
        return change.location
          ? fill(changes.cancelled_place, { when: spanText(change.before, lang), place: change.location })
          : fill(changes.cancelled, { when: spanText(change.before, lang) });
      case 'stands':
        return fill(changes.stands, { before: change.before, after: change.after });
      case 'removed':
        return fill(changes.removed, { before: change.before });
    }
  })();
  return {
    title: fill(push.change_title, { name: change.name }),
    body,
    url:
      change.entity === 'event' && change.field !== 'cancelled'
        ? eventUrl(lang, change.entity_id)
        : `/${lang}/personal/favorite?tab=${change.entity === 'event' ? 'events' : 'companies'}`,
    tag: `change-${change.id}`,
    lang,
  };
}
