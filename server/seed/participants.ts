/** Exhibitors of the current show (420, from every country) and of the two before it, for history links. */
import { bumpCatalogueVersion } from '../queries/participants';
import { insertParticipants } from './catalogue-insert';
import { CURRENT_PREFIX } from './exhibitions';
import type { SeedTx } from './index';
import { generateParticipants } from './participant-generator';
import { createRng } from './prng';

export const DEMO_CATALOGUE: readonly [prefix: string, count: number][] = [
  [CURRENT_PREFIX, 420],
  ['ME26', 60],
  ['ME25', 60],
];

export async function seedParticipants(tx: SeedTx) {
  for (const [prefix, count] of DEMO_CATALOGUE) {
    const rng = createRng(`participants:${prefix}`);
    const generated = generateParticipants(rng, prefix, count, { titles: new Set(), stands: new Set() }, { everyCountry: prefix === CURRENT_PREFIX });
    await insertParticipants(tx, generated);
  }
  await bumpCatalogueVersion(tx);
}
