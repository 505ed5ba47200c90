import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../contract/events';
import { programmeCalendar, toCalendarEvent } from './calendar-export';

const session: ProgrammeEvent = {
  id: 41,
  start_at: '2027-11-09T10:00:00+03:00',
  end_at: '2027-11-09T11:30:00+03:00',
  name: 'Пленарное заседание «Металлургия 2030»',
  link: '/ru/news/detail/12',
  location: { name: 'Конгресс-холл, павильон 1' },
  org_text: 'Ассоциация металлургов',
  phone: '+7 (495) 123-45-67',
  added_to_favorite: true,
};

describe('programme events in the calendar', () => {
  it('get a UID made from the event alone, so a second import updates the entry', () => {
    expect(toCalendarEvent(session, 'https://expo.example/ru/exhibition/program').uid).toBe('event-41@metal-industry-expo.ru');
    expect(toCalendarEvent(session, 'https://other.example/en/exhibition/program').uid).toBe('event-41@metal-industry-expo.ru');
  });

  it('link to the event page, made absolute, or to the programme page', () => {
    expect(toCalendarEvent(session, 'https://expo.example/ru/exhibition/program').url).toBe('https://expo.example/ru/news/detail/12');
    expect(toCalendarEvent({ ...session, link: '' }, 'https://expo.example/ru/exhibition/program').url).toBe(
      'https://expo.example/ru/exhibition/program',
    );
    expect(toCalendarEvent({ ...session, link: 'https://forum.example/' }, 'https://expo.example/ru').url).toBe('https://forum.example/');
  });

  it('put every event in one calendar file with the organiser and phone in the description', () => {
    const ics = programmeCalendar(
      [session, { ...session, id: 42 }],
      'https://expo.example/ru/exhibition/program',
      'Избранное',
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Ассоциация металлургов\\n+7 (495) 123-45-67');
    expect(ics).toContain('DTSTART;TZID=Europe/Moscow:20271109T100000');
  });
});
