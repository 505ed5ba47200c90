/**
 * The distinct normalised words, interned from ranges of a text without slicing it: an open-addressing
 * table of ids over typed arrays, so the build allocates only per distinct word. A new word's trigram
 * hashes are recorded as it is added, for the trigram table built at the end (index-builder.ts).
 */
import { trigramHash } from './hashing';
import { FOLD, unitData } from './unicode-table';

/** The array, or a copy of at least `needed` entries (doubling, so growing stays rare). */
export function grownInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

export class WordTable {
  readonly words: string[] = [];
  /** Word w's trigram hashes: trigrams[trigramOffsets[w] .. trigramOffsets[w + 1]). */
  trigrams: Int32Array<ArrayBuffer>;
  trigramCount = 0;
  trigramOffsets: Int32Array<ArrayBuffer>;
  private hashes: Int32Array<ArrayBuffer>;
  private slots: Int32Array<ArrayBuffer>;

  /** `words`: how many distinct words to make room for before growing. */
  constructor(words: number) {
    this.trigrams = new Int32Array(words * 8);
    this.trigramOffsets = new Int32Array(words + 1);
    this.hashes = new Int32Array(words);
    let slots = 1024;
    while (slots < words * 2) slots *= 2;
    this.slots = new Int32Array(slots).fill(-1);
  }

  /**
   * The id of the word text[start, end) with hash `hash` (as hashOf gives for its normalised form) —
   * the range folded unit by unit through the unit table when `fold`, else taken as it is.
   */
  idOf(text: string, start: number, end: number, hash: number, fold: boolean): number {
    const mixed = hash ^ (hash >>> 15);
    const mask = this.slots.length - 1;
    for (let slot = mixed & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) return this.add(slot, mixed, text, start, end, fold);
      if (this.hashes[id] === mixed && matchesWord(this.words[id]!, text, start, end, fold)) return id;
    }
  }

  private add(slot: number, mixed: number, text: string, start: number, end: number, fold: boolean): number {
    const id = this.words.length;
    let word = text.slice(start, end);
    if (fold && !isFolded(word)) {
      // For SAFE units NFKC is the identity and lower case is per unit, so this equals the folded units.
      word = word.toLowerCase().replaceAll('ё', 'е');
    }
    this.words.push(word);
    const needed = this.trigramCount + word.length;
    if (needed > this.trigrams.length) this.trigrams = grownInt32(this.trigrams, needed);
    for (let at = 2; at < word.length; at += 1) {
      this.trigrams[this.trigramCount] = trigramHash(word.charCodeAt(at - 2), word.charCodeAt(at - 1), word.charCodeAt(at));
      this.trigramCount += 1;
    }
    this.trigramOffsets = grownInt32(this.trigramOffsets, id + 2);
    this.trigramOffsets[id + 1] = this.trigramCount;
    this.hashes = grownInt32(this.hashes, id + 1);
    this.hashes[id] = mixed;
    this.slots[slot] = id;
    // Half full at most, so probe runs stay short.
    if (this.words.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.words.length; id += 1) {
      let slot = this.hashes[id]! & mask;
      while (slots[slot] !== -1) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
  }
}

/** Whether a word of SAFE units is in normal form already. */
function isFolded(word: string): boolean {
  for (let at = 0; at < word.length; at += 1) {
    const unit = word.charCodeAt(at);
    if ((unitData[unit]! & FOLD) !== unit) return false;
  }
  return true;
}

/** Whether text[start, end), folded through the unit table when `fold`, is `word`. */
function matchesWord(word: string, text: string, start: number, end: number, fold: boolean): boolean {
  if (word.length !== end - start) return false;
  // Most occurrences are written in normal form already: one native comparison settles them.
  if (text.startsWith(word, start)) return true;
  if (!fold) return false;
  for (let at = start, i = 0; at < end; at += 1, i += 1) {
    if (word.charCodeAt(i) !== (unitData[text.charCodeAt(at)]! & FOLD)) return false;
  }
  return true;
}
