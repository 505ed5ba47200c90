/** The business programme of the current show and of the two before it (sizes in demo-catalogue.ts). */
import { asc, inArray } from 'drizzle-orm';
import { exhibitions } from '../db/schema';
import { insertEvents } from './catalogue-insert';
import { linkEventExhibitors } from './event-exhibitors';
import { DEMO_PREFIXES, demoProgrammeSize } from './demo-catalogue';
import type { SeedTx } from './index';
import { createRng } from './prng';
import { generateProgramme } from './programme-generator';
import { mainRooms } from './programme-data';

export async function seedEvents(tx: SeedTx) {
  const rows = await tx
    .select()
    .from(exhibitions)
    .where(
      inArray(
        exhibitions.prefixContract,
        DEMO_PREFIXES.filter((prefix) => demoProgrammeSize(prefix) > 0),
      ),
    )
    // A fixed order keeps the serial event ids the same on every seed: the older show first, each by start
    // time, numbered so, which is the order an import of the demo's export writes them in (import/all.ts).
    .orderBy(asc(exhibitions.prefixContract));
  for (const exhibition of rows) {
    const generated = generateProgramme(createRng(`events:${exhibition.prefixContract}`), {
      exPrefix: exhibition.prefixContract,
      opensAt: exhibition.dateStart,
      closesAt: exhibition.dateEnd,
      count: demoProgrammeSize(exhibition.prefixContract),
      rooms: mainRooms,
      usedNames: new Set(),
      withCeremonies: true,
    });
    await insertEvents(
      tx,
      generated.map((event, index) => ({ ...event, externalId: `${exhibition.prefixContract}-${String(index + 1).padStart(3, '0')}` })),
    );
    await linkEventExhibitors(tx, exhibition.prefixContract);
  }
}
