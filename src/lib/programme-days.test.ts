import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../contract/events';
import { timeRange } from './dates';
import { dayLabel, programmeDays, weekdayLabel } from './programme-days';

const event = (id: number, start: string, end: string): ProgrammeEvent => ({
  id,
  start_at: start,
  end_at: end,
  name: `Session ${id}`,
  link: '',
  location: { name: 'Hall 1' },
  org_text: '',
  phone: '',
  added_to_favorite: false,
});

describe('the programme by venue date', () => {
  it('groups events by the Moscow day and sorts them by start time', () => {
    const days = programmeDays([
      event(3, '2027-11-10T09:00:00+03:00', '2027-11-10T10:00:00+03:00'),
      event(1, '2027-11-09T14:00:00+03:00', '2027-11-09T15:00:00+03:00'),
      event(2, '2027-11-09T10:00:00+03:00', '2027-11-09T11:30:00+03:00'),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2027-11-09', '2027-11-10']);
    expect(days[0]?.events.map((item) => item.id)).toEqual([2, 1]);
  });

  it('puts a session at 01:30 Moscow on its Moscow day, whatever offset the date was written with', () => {
    const days = programmeDays([event(1, '2027-11-09T22:30:00Z', '2027-11-09T23:30:00Z')]);
    expect(days[0]?.date).toBe('2027-11-10');
    expect(timeRange(days[0]!.events[0]!)).toBe('01:30–02:30');
  });

  it('orders events starting together by end time, then id', () => {
    const days = programmeDays([
      event(9, '2027-11-09T10:00:00+03:00', '2027-11-09T12:00:00+03:00'),
      event(8, '2027-11-09T10:00:00+03:00', '2027-11-09T11:00:00+03:00'),
      event(7, '2027-11-09T10:00:00+03:00', '2027-11-09T12:00:00+03:00'),
    ]);
    expect(days[0]?.events.map((item) => item.id)).toEqual([8, 7, 9]);
  });

  it('labels days in each language, Chinese in its natural order', () => {
    expect(dayLabel('2027-11-09', 'ru')).toBe('9 ноября');
    expect(dayLabel('2027-11-09', 'en')).toBe('9 November');
    expect(dayLabel('2027-11-09', 'zh')).toBe('11月9日');
    expect(weekdayLabel('2027-11-09', 'ru')).toBe('вторник');
    // dayjs's Chinese locale comes with this module (lib/dates.ts writes Chinese dates in numbers only).
    expect(weekdayLabel('2027-11-09', 'zh')).toBe('星期二');
    expect(weekdayLabel('2027-11-09', 'en')).toBe('Tuesday');
  });

  it('shows one time for an event without length', () => {
    expect(timeRange(event(1, '2027-11-09T10:00:00+03:00', '2027-11-09T10:00:00+03:00'))).toBe('10:00');
  });
});
