/** The business programme of the current show (72 sessions over its four days) and of the previous one. */
import { asc, inArray } from 'drizzle-orm';
import { exhibitions } from '../db/schema';
import { insertEvents } from './catalogue-insert';
import { CURRENT_PREFIX } from './exhibitions';
import type { SeedTx } from './index';
import { createRng } from './prng';
import { generateProgramme } from './programme-generator';
import { mainRooms } from './programme-data';

const DEMO_PROGRAMME: Record<string, number> = { [CURRENT_PREFIX]: 72, ME26: 24 };

export async function seedEvents(tx: SeedTx) {
  const rows = await tx
    .select()
    .from(exhibitions)
    .where(inArray(exhibitions.prefixContract, Object.keys(DEMO_PROGRAMME)))
    // A fixed order keeps the serial event ids the same on every seed: the older show first, each by start
    // time, numbered so, which is the order an import of the demo's export writes them in (import/all.ts).
    .orderBy(asc(exhibitions.prefixContract));
  for (const exhibition of rows) {
    const generated = generateProgramme(createRng(`events:${exhibition.prefixContract}`), {
      exPrefix: exhibition.prefixContract,
      opensAt: exhibition.dateStart,
      closesAt: exhibition.dateEnd,
      count: DEMO_PROGRAMME[exhibition.prefixContract] ?? 0,
      rooms: mainRooms,
      usedNames: new Set(),
      withCeremonies: true,
    });
    await insertEvents(
      tx,
      generated.map((event, index) => ({ ...event, externalId: `${exhibition.prefixContract}-${String(index + 1).padStart(3, '0')}` })),
    );
  }
}
