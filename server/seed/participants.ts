/** Exhibitors of the current show (from every country) and of the two before it, for history links (sizes in demo-catalogue.ts). */
import { bumpCatalogueVersion } from '../queries/participants';
import { insertParticipants } from './catalogue-insert';
import { CURRENT_PREFIX, DEMO_CATALOGUE } from './demo-catalogue';
import type { SeedTx } from './index';
import { generateParticipants } from './participant-generator';
import { createRng } from './prng';

export async function seedParticipants(tx: SeedTx) {
  for (const [prefix, count] of DEMO_CATALOGUE) {
    const rng = createRng(`participants:${prefix}`);
    const generated = generateParticipants(rng, prefix, count, { titles: new Set(), stands: new Set() }, { everyCountry: prefix === CURRENT_PREFIX });
    await insertParticipants(tx, generated);
  }
  await bumpCatalogueVersion(tx);
}
