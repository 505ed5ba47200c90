/**
 * The exhibitions a test works with, read from the database rather than typed from the seed: the main
 * site's current exhibition, and an earlier one of the same site that has a programme and a catalogue.
 * A reseeded or regenerated demo then moves the tests with it.
 */
import { and, desc, eq, exists, ne } from 'drizzle-orm';
import { events, exhibitions, participants } from '../../server/db/schema';
import type { TestApi } from './api-server';

type Db = TestApi['server']['deps']['db'];

export async function seededExhibitions(db: Db): Promise<{ current: string; earlier: string }> {
  const [current] = await db
    .select({ prefix: exhibitions.prefixContract, exType: exhibitions.exType })
    .from(exhibitions)
    .where(and(eq(exhibitions.isCurrent, true), eq(exhibitions.exType, 'ME')));
  if (!current) throw new Error('the seed has no current exhibition of the main site');
  const [earlier] = await db
    .select({ prefix: exhibitions.prefixContract })
    .from(exhibitions)
    .where(
      and(
        eq(exhibitions.exType, current.exType),
        ne(exhibitions.prefixContract, current.prefix),
        exists(db.select().from(events).where(eq(events.exPrefix, exhibitions.prefixContract))),
        exists(db.select().from(participants).where(eq(participants.exPrefix, exhibitions.prefixContract))),
      ),
    )
    .orderBy(desc(exhibitions.dateStart))
    .limit(1);
  if (!earlier) throw new Error('the seed has no earlier exhibition with a programme and a catalogue');
  return { current: current.prefix, earlier: earlier.prefix };
}
