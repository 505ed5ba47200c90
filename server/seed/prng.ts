/**
 * A tiny seeded PRNG (mulberry32) so the demo content and the large catalogue come out the same on every
 * run: the same names, stands and ids, whichever machine seeds the database.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  /** count distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A version-4-shaped uuid drawn from this generator. */
  uuid: () => string;
};

/** A stable 32-bit seed from a text such as 'participants:ME27'. */
export function seedFrom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? seedFrom(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
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
