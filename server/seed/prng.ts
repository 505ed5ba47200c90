/**
 * The seeded generator the seed modules draw from, so the demo content and the large catalogue come out
 * the same on every run: the same names, stands and ids, whichever machine seeds the database. It is the
 * pictures' generator (server/seed/drawings/random.ts: one mulberry32, one FNV-1a seed hash) plus the two draws
 * only seeding needs.
 */
import { createRng as createBaseRng, type Rng as BaseRng } from './drawings/random';

export type Rng = BaseRng & {
  /** count distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A version-4-shaped uuid drawn from this generator. */
  uuid: () => string;
};

export function createRng(seed: number | string): Rng {
  const base = createBaseRng(seed);
  const { next, int } = base;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    ...base,
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
