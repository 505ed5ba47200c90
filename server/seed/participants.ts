/** Exhibitors of the current show (from every country) and of the two before it, for history links (demo-catalogue.ts makes them). */
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { participants } from '../db/schema';
import { bumpCatalogueVersion } from '../queries/participants';
import { insertParticipants } from './catalogue-insert';
import { DEMO_PREFIXES, demoCatalogue } from './demo-catalogue';
import type { SeedTx } from './index';
import type { GeneratedParticipant } from './participant-generator';
import type { SeedPictures } from './pictures';

/** The generator names a logo drawing for a company (/media/logo/<slug>.svg); this stores it. */
async function storeLogos(pictures: SeedPictures, generated: GeneratedParticipant[]) {
  const stored = await Promise.all(generated.map((item) => (item.row.logoForEcatalog ? pictures.stored(item.row.logoForEcatalog) : null)));
  generated.forEach((item, index) => (item.row.logoForEcatalog = stored[index] ?? null));
}

/**
 * A load-test catalogue of thousands adds no drawings: its exhibitors with a logo get one of a few logos
 * already stored (the demo's), so growing to 10,000 takes seconds, not an hour of drawing.
 */
export async function reuseStoredLogos(db: Db | SeedTx, generated: GeneratedParticipant[]) {
  const rows = await db
    .selectDistinct({ logo: participants.logoForEcatalog })
    .from(participants)
    .where(isNotNull(participants.logoForEcatalog))
    .limit(16);
  const logos = rows.flatMap((row) => (row.logo ? [row.logo] : []));
  generated.forEach(
    (item, index) => (item.row.logoForEcatalog = item.row.logoForEcatalog && logos.length ? (logos[index % logos.length] ?? null) : null),
  );
}

export async function seedParticipants(tx: SeedTx, pictures: SeedPictures) {
  for (const prefix of DEMO_PREFIXES) {
    // Copies: storing the logos rewrites their paths, and the generated catalogue is shared with the texts.
    const generated = demoCatalogue(prefix).map((item) => ({ row: { ...item.row }, topics: item.topics }));
    await storeLogos(pictures, generated);
    await insertParticipants(tx, generated);
  }
  await bumpCatalogueVersion(tx);
}
