/**
 * Lays out a business programme: every room runs back-to-back sessions of 60–120 minutes from 10:00
 * until the hall closes (18:00, the last day at the exhibition's closing time), and sessions are taken
 * day by day and room by room in turn, so any count spreads evenly over the days.
 */
import type { events, Localized } from '../db/schema';
import { slugOf } from './company-names';
import { L } from './localized';
import type { Rng } from './prng';
import { ceremonies, eventFormats, eventThemes, organisers } from './programme-data';

export type GeneratedEvent = typeof events.$inferInsert;

type Slot = { day: number; room: number; index: number; last: boolean; start: number; end: number };

const MINUTE = 60_000;
const DAY_MINUTES = 8 * 60;

export type ProgrammeOptions = {
  exPrefix: string;
  /** Opening time of the first day (10:00 at the venue); each later day opens 24 hours on. */
  opensAt: Date;
  closesAt: Date;
  count: number;
  rooms: readonly Localized[];
  /** Russian names already in this programme, kept unique. */
  usedNames: Set<string>;
  withCeremonies: boolean;
};

function roomDay(rng: Rng, day: number, room: number, minutes: number): Slot[] {
  const slots: Slot[] = [];
  let cursor = rng.chance(0.3) ? 30 : 0;
  for (;;) {
    const length = rng.pick([60, 60, 90, 90, 120]);
    if (cursor + length > minutes) break;
    slots.push({ day, room, index: slots.length, last: false, start: cursor, end: cursor + length });
    cursor += length + rng.pick([0, 0, 30]);
  }
  const last = slots.at(-1);
  if (last) last.last = true;
  return slots;
}

type Session = { name: Localized; organiser: Localized };

function themedSession(rng: Rng, used: Set<string>): Session {
  const compose = (format: Localized, [theme, organiser]: (typeof eventThemes)[number], part = 1): Session => {
    const suffix = part > 1 ? L(` (часть ${part})`, ` (part ${part})`, `（第${part}部分）`) : L('', '', '');
    return {
      name: L(
        format.ru.replace('%', theme.ru) + suffix.ru,
        format.en.replace('%', theme.en) + suffix.en,
        format.zh.replace('%', theme.zh) + suffix.zh,
      ),
      organiser: organisers[organiser] ?? (organisers[0] as Localized),
    };
  };
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const session = compose(rng.pick(eventFormats), rng.pick(eventThemes));
    if (!used.has(session.name.ru)) return session;
  }
  for (const theme of eventThemes) {
    for (const format of eventFormats) {
      const session = compose(format, theme);
      if (!used.has(session.name.ru)) return session;
    }
  }
  // Every pairing is taken (only in a very large programme): a follow-up session.
  const format = rng.pick(eventFormats);
  const theme = rng.pick(eventThemes);
  for (let part = 2; ; part += 1) {
    const session = compose(format, theme, part);
    if (!used.has(session.name.ru)) return session;
  }
}

export function generateProgramme(rng: Rng, opts: ProgrammeOptions): GeneratedEvent[] {
  const dayLength = 24 * 60 * MINUTE;
  const days = Math.max(1, Math.round((opts.closesAt.getTime() - opts.opensAt.getTime()) / dayLength) + 1);
  const lastDayMinutes = Math.round((opts.closesAt.getTime() - (opts.opensAt.getTime() + (days - 1) * dayLength)) / MINUTE);
  const out: GeneratedEvent[] = [];

  for (let pass = 0; out.length < opts.count; pass += 1) {
    // Each pass is a full grid of sessions; a second pass only happens when the rooms are full.
    const grid = opts.rooms.map((_, room) =>
      Array.from({ length: days }, (_, day) =>
        roomDay(rng, day, room, day === days - 1 ? Math.min(DAY_MINUTES, lastDayMinutes) : DAY_MINUTES),
      ),
    );
    const longest = Math.max(0, ...grid.flat().map((slots) => slots.length));
    const ordered: Slot[] = [];
    for (let index = 0; index < longest; index += 1) {
      for (let day = 0; day < days; day += 1) {
        for (let room = 0; room < opts.rooms.length; room += 1) {
          const slot = grid[room]?.[day]?.[index];
          if (slot) ordered.push(slot);
        }
      }
    }
    if (ordered.length === 0) break;
    const ceremonyOf = (slot: Slot) =>
      opts.withCeremonies && pass === 0 && slot.room === 0
        ? ceremonies.find(([day, at]) => (day < 0 ? days + day : day) === slot.day && (at === 'last' ? slot.last : at === slot.index))
        : undefined;
    // Ceremonies first, so even a short programme keeps its opening and award ceremonies.
    ordered.sort((a, b) => Number(Boolean(ceremonyOf(b))) - Number(Boolean(ceremonyOf(a))));
    for (const slot of ordered) {
      if (out.length >= opts.count) break;
      const ceremony = ceremonyOf(slot);
      const session = ceremony ? { name: ceremony[2], organiser: organisers[0] as Localized } : themedSession(rng, opts.usedNames);
      const { name } = session;
      opts.usedNames.add(name.ru);
      const dayStart = opts.opensAt.getTime() + slot.day * dayLength;
      out.push({
        exPrefix: opts.exPrefix,
        startAt: new Date(dayStart + slot.start * MINUTE),
        endAt: new Date(dayStart + slot.end * MINUTE),
        name,
        link: rng.chance(0.3) ? `https://metal-industry-expo.ru/program/${opts.exPrefix.toLowerCase()}/${slugOf(name.en)}` : '',
        location: opts.rooms[slot.room] as Localized,
        orgText: session.organiser,
        phone: `+7 (495) ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
      });
    }
  }
  return out.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}
