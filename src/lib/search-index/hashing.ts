/**
 * The two hashes of the index: a word's (to intern it in the word table) and a trigram's (to find the words
 * holding a term). Both work on UTF-16 code units of normalised text.
 */

// FNV-1a over a word's normalised units; the build's fast path computes it inline as it reads the units.
export const HASH_SEED = 0x811c9dc5 | 0;
export const HASH_PRIME = 0x01000193;

export function hashOf(word: string): number {
  let hash = HASH_SEED;
  for (let at = 0; at < word.length; at += 1) hash = Math.imul(hash ^ word.charCodeAt(at), HASH_PRIME);
  return hash;
}

/** Trigram of UTF-16 code units, hashed; collisions only add candidates that `includes` then rejects. */
export function trigramHash(a: number, b: number, c: number): number {
  const hash = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  return hash ^ (hash >>> 15);
}
