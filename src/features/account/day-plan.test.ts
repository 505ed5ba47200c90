import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../../contract/events';
import { programmeDays } from '../../lib/programme-days';
import { dayPlan, nextEvent, openingDay } from './day-plan';

let serial = 0;
const event = (start: string, end: string): ProgrammeEvent => ({
  id: (serial += 1),
  start_at: `${start}+03:00`,
  end_at: `${end}+03:00`,
  name: `Сессия ${serial}`,
  link: '',
  location: { name: `Зал ${serial}` },
  org_text: '',
  phone: '',
  added_to_favorite: true,
});

describe('the day plan', () => {
  const a = event('2027-05-25T10:00:00', '2027-05-25T11:00:00');
  const b = event('2027-05-25T10:30:00', '2027-05-25T12:00:00');
  const c = event('2027-05-25T12:00:00', '2027-05-25T12:45:00');
  const d = event('2027-05-25T14:00:00', '2027-05-25T15:00:00');
  const other = event('2027-05-26T09:00:00', '2027-05-26T10:00:00');
  const days = programmeDays([d, c, other, b, a]);
  const first = days[0];
  if (!first) throw new Error('no day');
  const plan = dayPlan(first);

  it('keeps one day in time order', () => {
    expect(plan.map((entry) => entry.event.id)).toEqual([a.id, b.id, c.id, d.id]);
  });

  it('marks overlapping events as a conflict with each other, and touching ones as none', () => {
    expect(plan.map((entry) => entry.conflicts.map((item) => item.id))).toEqual([[b.id], [a.id], [], []]);
  });

  it('counts the free minutes after everything before has ended', () => {
    // c starts when b ends (no gap, although a ended earlier); d starts 75 minutes after c ends.
    expect(plan.map((entry) => entry.gapMinutes)).toEqual([null, 0, 0, 75]);
  });

  it('opens on today, else on the next day with favourites, else on the last', () => {
    const at = (iso: string) => Date.parse(`${iso}+03:00`);
    expect(openingDay(days, at('2027-05-26T08:00:00'))).toBe('2027-05-26');
    expect(openingDay(days, at('2027-05-20T08:00:00'))).toBe('2027-05-25');
    expect(openingDay(days, at('2027-06-01T08:00:00'))).toBe('2027-05-26');
    // Just before midnight UTC is already the next day in Moscow.
    expect(openingDay(days, Date.parse('2027-05-25T22:30:00Z'))).toBe('2027-05-26');
  });

  it('finds the next event to start and the minutes until it does', () => {
    const now = Date.parse('2027-05-25T10:18:30+03:00');
    expect(nextEvent([d, c, b, a], now)).toEqual({ event: b, minutes: 12 });
    expect(nextEvent([a], now)).toBeNull();
    // Two at the same time: the lower id, whatever the order they come in.
    const twin = { ...d, id: d.id + 100 };
    expect(nextEvent([twin, d], Date.parse('2027-05-25T13:00:00+03:00'))?.event.id).toBe(d.id);
  });
});
