/**
 * Grows the current exhibition's catalogue and programme to a requested size for load tests
 * (`npm run seed -- --participants 3000 --events 400`, `npm run bench:api`). It only ever adds the
 * difference, so running it twice leaves the counts as they are; the additions come from the same
 * generators as the demo, seeded by how many rows already exist, so a given growth is reproducible.
 */
import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, participants } from '../db/schema';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { bumpCatalogueVersion } from '../queries/participants';
import { insertEvents, insertParticipants } from './catalogue-insert';
import { linkEventExhibitors } from './event-exhibitors';
import { generateParticipants, type GeneratedParticipant } from './participant-generator';
import { reuseStoredLogos } from './participants';
import { createRng } from './prng';
import { generateProgramme } from './programme-generator';
import { seedHallPlans } from './hall-plans';
import { extraRooms } from './programme-data';
import { EX_TYPE } from './site';

export type CatalogueTarget = { participants: number; events: number };
export type CatalogueGrowth = {
  exPrefix: string;
  participants: { before: number; added: number };
  events: { before: number; added: number };
};

type ExistingParticipant = { shortTitle: { ru: string }; stands: string[]; oneCid: string };

/** The exhibitors a growth adds to a catalogue holding `existing` (pure, so a unit test can size the halls). */
export function grownParticipants(prefix: string, existing: readonly ExistingParticipant[], count: number): GeneratedParticipant[] {
  const state = {
    titles: new Set(existing.map((row) => row.shortTitle.ru)),
    stands: new Set(existing.flatMap((row) => row.stands)),
    oneCids: new Set(existing.map((row) => row.oneCid)),
  };
  return generateParticipants(createRng(`participants:grow:${prefix}:${existing.length}`), prefix, count, state);
}

export async function growCatalogue(db: Db, target: CatalogueTarget): Promise<CatalogueGrowth> {
  const exhibition = await exhibitionByPrefix(db, EX_TYPE, undefined);
  const prefix = exhibition.prefixContract;

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ shortTitle: participants.shortTitle, stands: participants.stands, oneCid: participants.oneCid })
      .from(participants)
      .where(eq(participants.exPrefix, prefix));
    const participantsToAdd = Math.max(0, target.participants - existing.length);
    if (participantsToAdd > 0) {
      const generated = grownParticipants(prefix, existing, participantsToAdd);
      await reuseStoredLogos(tx, generated);
      await insertParticipants(tx, generated);
      await bumpCatalogueVersion(tx);
    }

    const [eventCount] = await tx.select({ n: count() }).from(events).where(eq(events.exPrefix, prefix));
    const eventsBefore = Number(eventCount?.n ?? 0);
    const eventsToAdd = Math.max(0, target.events - eventsBefore);
    if (eventsToAdd > 0) {
      const names = await tx.select({ name: events.name }).from(events).where(eq(events.exPrefix, prefix));
      const generated = generateProgramme(createRng(`events:grow:${prefix}:${eventsBefore}`), {
        exPrefix: prefix,
        opensAt: exhibition.dateStart,
        closesAt: exhibition.dateEnd,
        count: eventsToAdd,
        // The meeting rooms, so the added sessions never overlap the demo programme of the main halls.
        rooms: extraRooms,
        usedNames: new Set(names.map((row) => row.name.ru)),
        withCeremonies: false,
      });
      const [last] = await tx.select({ id: max(events.id) }).from(events);
      await insertEvents(tx, generated);
      await linkEventExhibitors(tx, prefix, last?.id ?? 0);
    }
    // The plans are redrawn so every added stand has its shape and every added room is on a plan.
    if (participantsToAdd > 0 || eventsToAdd > 0) await seedHallPlans(tx, prefix);
    return {
      exPrefix: prefix,
      participants: { before: existing.length, added: participantsToAdd },
      events: { before: eventsBefore, added: eventsToAdd },
    };
  });
}
