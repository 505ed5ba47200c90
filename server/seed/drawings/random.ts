/**
 * Deterministic randomness: a picture is drawn from a generator seeded by its path, so the same URL always
 * answers the same bytes (which is what lets it be cached as immutable). The seed modules use it too, so
 * the demo content is identical on every machine.
 */

/** FNV-1a: a fast, well-spread 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max). */
  range: (min: number, max: number) => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

/** mulberry32: tiny, fast and good enough for pictures and demo data. */
export function createRng(seed: string | number): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(range(min, max + 1));
  return {
    next,
    range,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** A UUID-shaped (version 4 layout) id derived from a text: stable demo ids with distinct prefixes. */
export function stableUuid(text: string): string {
  const rng = createRng(`uuid:${text}`);
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
