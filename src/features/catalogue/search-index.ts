/**
 * On-device catalogue search. Per keystroke nothing may scan the documents, so the index is built once
 * around the VOCABULARY — the distinct normalised words, thousands to tens of thousands of short strings
 * against ~2.4 MB of text for 3,000 companies. A term finds its words through a hashed trigram table over
 * the vocabulary (3+ characters) or a scan of it (1–2 characters, where most words qualify anyway), each
 * confirmed with `includes`, and a term that extends a recent one (`ста` after `ст`) re-checks only that
 * one's words; their postings are unioned into per-document flags and the terms intersected.
 *
 * The build is what a phone feels, so it reads each field once, code unit by code unit, through per-unit
 * tables (class and normalised form, filled on first sight) and interns words straight from the text into
 * typed-array hash tables, allocating only per distinct word. Measured on 3,000 documents of ~800
 * characters, a `Map` of sliced word strings spent most of its time in cache misses and garbage collection,
 * normalising whole texts up front spent more on ICU case mapping than everything else did, and a
 * Unicode-class regex split was slower than either. A field holding a unit that does not normalise on its
 * own (combining marks, full-width forms, final sigma, …) takes the exact path: normalise the field, then
 * cut it. The build is a generator of small steps, so the same code runs to completion or in slices.
 */

/** Lower-case, ё→е (and Ё), NFKC (full-width digits/letters from Chinese keyboards become ASCII). */
export function normalizeSearchText(text: string): string {
  // NFKC first: it can produce capitals (full-width 'Ａ', 'Ⅻ') and composes a decomposed 'е'+U+0308 into 'ё'.
  return text.normalize('NFKC').toLowerCase().replaceAll('ё', 'е');
}

import { yieldToEventLoop } from '../../lib/yield';

export type SearchIndex = {
  /** Ascending positions (into the documents given to the build) of the documents matching EVERY term of the query; null when the query has no terms (the caller shows everything). */
  search(query: string): readonly number[] | null;
  readonly size: number;
};

/** docs[i] is the list of searchable fields of document i. */
export function buildSearchIndex(docs: readonly (readonly string[])[]): SearchIndex {
  const steps = indexSteps(docs);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Half a 60 Hz frame: input and rendering get the main thread back well before a task counts as long. */
const DEFAULT_SLICE_MS = 8;

/**
 * The same index, built in slices of about sliceMs, yielding between them (scheduler.yield when available,
 * else a MessageChannel/setTimeout macrotask) so no task is long; rejects with the signal's reason (an
 * AbortError unless the caller gave another, as fetch does) when the signal aborts. The first slice runs
 * in the caller's task, before the promise is returned.
 */
export async function buildSearchIndexInSlices(
  docs: readonly (readonly string[])[],
  options: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<SearchIndex> {
  const { sliceMs = DEFAULT_SLICE_MS, signal } = options;
  signal?.throwIfAborted();
  const steps = indexSteps(docs);
  for (;;) {
    const deadline = performance.now() + sliceMs;
    let step = steps.next();
    while (!step.done && performance.now() < deadline) step = steps.next();
    if (step.done) return step.value;
    await yieldToEventLoop();
    signal?.throwIfAborted();
  }
}

// Per UTF-16 code unit, filled on first sight (a corpus uses a few hundred distinct characters), so a table
// read replaces a Unicode-property regex test and a case mapping per character: the low 16 bits hold the
// unit's normalised form, the high bits what kind of unit it is.
const KNOWN = 1 << 16;
const WORD = 1 << 17;
/**
 * A text made only of SAFE units normalises unit by unit into one unit of the same class, so its words can
 * be cut from the raw text and folded unit by unit. Unsafe: marks and Hangul jamo (NFKC composes them with
 * the unit before), final-sigma Σ (its lower case depends on the next letter), surrogates, anything NFKC
 * rewrites and anything whose lower case is longer.
 */
const SAFE = 1 << 18;
const SURROGATE = 1 << 19;
const FOLD = 0xffff;
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const MARK = /\p{M}/u;
const unitData = new Uint32Array(0x10000).fill(KNOWN | SURROGATE, 0xd800, 0xe000);
const astralIsWord = new Map<number, boolean>();

function classifyUnit(unit: number): number {
  const character = String.fromCharCode(unit);
  const word = WORD_CHARACTER.test(character);
  const normalized = normalizeSearchText(character);
  const folded = normalized.charCodeAt(0);
  const safe =
    !MARK.test(character) &&
    !(unit >= 0x1100 && unit <= 0x11ff) &&
    unit !== 0x3a3 &&
    character.normalize('NFKC') === character &&
    normalized.length === 1 &&
    !(folded >= 0xd800 && folded < 0xe000) &&
    WORD_CHARACTER.test(normalized) === word;
  const data = KNOWN | (word ? WORD : 0) | (safe ? SAFE | folded : 0);
  unitData[unit] = data;
  return data;
}

function dataOf(unit: number): number {
  const data = unitData[unit]!;
  return data === 0 ? classifyUnit(unit) : data;
}

/** How many code units the word character at `at` spans (1, or 2 for an astral one), or 0 for a separator. */
function wordUnitsAt(text: string, at: number): number {
  const data = dataOf(text.charCodeAt(at));
  if ((data & SURROGATE) === 0) return (data & WORD) === 0 ? 0 : 1;
  const codePoint = text.codePointAt(at)!;
  // A lone surrogate is not a letter.
  if (codePoint <= 0xffff) return 0;
  let isWord = astralIsWord.get(codePoint);
  if (isWord === undefined) {
    isWord = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    astralIsWord.set(codePoint, isWord);
  }
  return isWord ? 2 : 0;
}

/** Maximal runs of letters, marks and digits of an already normalised text, appended to `into`. */
function collectTokens(text: string, into: string[]): void {
  let start = -1;
  for (let at = 0; at < text.length;) {
    const units = wordUnitsAt(text, at);
    if (units === 0) {
      if (start >= 0) into.push(text.slice(start, at));
      start = -1;
      at += 1;
    } else {
      if (start < 0) start = at;
      at += units;
    }
  }
  if (start >= 0) into.push(text.slice(start));
}

/** The query's terms: normalised tokens, without repeats and without terms another term already implies. */
function queryTerms(query: string): string[] {
  const tokens: string[] = [];
  collectTokens(normalizeSearchText(query), tokens);
  const distinct = [...new Set(tokens)];
  // A word containing 'сталь' contains 'ста' too, so 'ста' would only add work.
  return distinct.filter((term) => !distinct.some((other) => other !== term && other.includes(term)));
}

function grownInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

// FNV-1a over a word's normalised units; the build's fast path computes it inline as it reads the units.
const HASH_SEED = 0x811c9dc5 | 0;
const HASH_PRIME = 0x01000193;

function hashOf(word: string): number {
  let hash = HASH_SEED;
  for (let at = 0; at < word.length; at += 1) hash = Math.imul(hash ^ word.charCodeAt(at), HASH_PRIME);
  return hash;
}

/** Trigram of UTF-16 code units, hashed; collisions only add candidates that `includes` then rejects. */
function trigramHash(a: number, b: number, c: number): number {
  const hash = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  return hash ^ (hash >>> 15);
}

/**
 * The distinct normalised words, interned from ranges of a text without slicing it: an open-addressing
 * table of ids over typed arrays. A new word's trigram hashes are recorded as it is added, for the trigram
 * table built at the end.
 */
class WordTable {
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

// Work between two points where a sliced build may yield: a fraction of a millisecond once the code is
// optimised, and a few milliseconds on a phone before it is.
const UNITS_PER_STEP = 1024;
const PAIRS_PER_STEP = 16_384;
const WORDS_PER_STEP = 1024;

type IndexParts = {
  size: number;
  vocabulary: readonly string[];
  /** Documents of word w: postings[postingStart[w] .. postingStart[w + 1]), ascending. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Words with a trigram hashing to bucket b: bucketWords[bucketStart[b] .. bucketStart[b + 1]), ascending. */
  bucketStart: Int32Array;
  bucketWords: Int32Array;
  bucketMask: number;
};

/**
 * The build's state and its loops. They live in methods rather than in the generator that drives them:
 * a loop inside the generator stayed unoptimised through the whole of its one long run (V8 does not
 * replace a generator's frame on the stack), and that single, first build is the one a phone runs.
 */
class IndexBuilder {
  readonly table: WordTable;
  /** Per document, the distinct word ids it contains: docWords[docEnd[d - 1] .. docEnd[d]). */
  private docWords: Int32Array<ArrayBuffer>;
  private readonly docEnd: Int32Array;
  private pairCount = 0;
  /** The last document each word was seen in (plus one, so zero is "never"): a repeated word is posted once. */
  private lastDoc: Int32Array<ArrayBuffer>;
  private readonly normalizedWords: string[] = [];
  postingStart = new Int32Array(0);
  postings = new Int32Array(0);
  bucketMask = 0;
  bucketStart = new Int32Array(0);
  bucketWords = new Int32Array(0);
  private nextPosting = new Int32Array(0);
  private nextSlot = new Int32Array(0);
  private lastWord = new Int32Array(0);

  /**
   * Sized from the corpus's length so the arrays rarely grow: replacing one mid-build throws away the
   * optimised code of the loops using it, which cost the first (cold) build 12–16% of its time.
   */
  constructor(
    private readonly size: number,
    units: number,
  ) {
    this.docEnd = new Int32Array(size);
    this.docWords = new Int32Array((units >> 3) + 1024);
    this.lastDoc = new Int32Array((units >> 5) + 1024);
    this.table = new WordTable((units >> 5) + 1024);
  }

  /** Adds document `doc`'s fields; returns how many code units it read. */
  addDocument(fields: readonly string[], doc: number): number {
    let units = 0;
    for (const field of fields) {
      this.addField(field, doc);
      units += field.length;
    }
    this.docEnd[doc] = this.pairCount;
    return units;
  }

  private addField(field: string, doc: number): void {
    const fieldStart = this.pairCount;
    let start = -1;
    let hash = HASH_SEED;
    for (let at = 0; at < field.length; at += 1) {
      const unit = field.charCodeAt(at);
      let data = unitData[unit]!;
      if (data === 0) data = classifyUnit(unit);
      if ((data & SAFE) === 0) {
        this.addUnsafeField(field, doc, fieldStart);
        return;
      }
      if ((data & WORD) !== 0) {
        if (start < 0) {
          start = at;
          hash = HASH_SEED;
        }
        hash = Math.imul(hash ^ (data & FOLD), HASH_PRIME);
      } else if (start >= 0) {
        this.post(this.table.idOf(field, start, at, hash, true), doc);
        start = -1;
      }
    }
    if (start >= 0) this.post(this.table.idOf(field, start, field.length, hash, true), doc);
  }

  private addUnsafeField(field: string, doc: number, fieldStart: number): void {
    // Words cut before the unsafe unit survive normalisation under today's Unicode data (no separator
    // composes into a letter), but starting the field over keeps that from being an assumption.
    for (let pair = fieldStart; pair < this.pairCount; pair += 1) this.lastDoc[this.docWords[pair]!] = 0;
    this.pairCount = fieldStart;
    const words = this.normalizedWords;
    words.length = 0;
    collectTokens(normalizeSearchText(field), words);
    for (const word of words) this.post(this.table.idOf(word, 0, word.length, hashOf(word), false), doc);
  }

  private post(id: number, doc: number): void {
    if (id >= this.lastDoc.length) this.lastDoc = grownInt32(this.lastDoc, id + 1);
    if (this.lastDoc[id] === doc + 1) return;
    this.lastDoc[id] = doc + 1;
    if (this.pairCount === this.docWords.length) this.docWords = grownInt32(this.docWords, this.pairCount + 1);
    this.docWords[this.pairCount] = id;
    this.pairCount += 1;
  }

  // Postings transpose document → words into word → documents: counted, then filled walking the documents
  // in order, which keeps each word's postings ascending.
  get pairs(): number {
    return this.pairCount;
  }

  startPostings(): void {
    this.postingStart = new Int32Array(this.table.words.length + 1);
  }

  countPostings(from: number, to: number): void {
    const { docWords, postingStart } = this;
    for (let pair = from; pair < to; pair += 1) postingStart[docWords[pair]! + 1]! += 1;
  }

  startFillingPostings(): void {
    const { postingStart } = this;
    const wordCount = postingStart.length - 1;
    for (let word = 0; word < wordCount; word += 1) postingStart[word + 1]! += postingStart[word]!;
    this.postings = new Int32Array(this.pairCount);
    this.nextPosting = postingStart.slice(0, wordCount);
  }

  /** Fills the postings of whole documents from `from` on until about `budget` are written; returns the next document. */
  fillPostings(from: number, budget: number): number {
    const { docWords, docEnd, postings, nextPosting, size } = this;
    let doc = from;
    let pair = doc === 0 ? 0 : docEnd[doc - 1]!;
    for (const stop = pair + budget; doc < size && pair < stop; doc += 1) {
      for (const end = docEnd[doc]!; pair < end; pair += 1) {
        const word = docWords[pair]!;
        postings[nextPosting[word]!] = doc;
        nextPosting[word]! += 1;
      }
    }
    if (doc === size) this.docWords = new Int32Array(0);
    return doc;
  }

  // The trigram table is counted, then filled (flat arrays, no per-bucket lists); lastWord drops a word's
  // repeated trigrams, and collisions, within one bucket.
  startTrigrams(): void {
    let bucketCount = 256;
    while (bucketCount < this.table.words.length * 2) bucketCount *= 2;
    this.bucketMask = bucketCount - 1;
    this.bucketStart = new Int32Array(bucketCount + 1);
    this.lastWord = new Int32Array(bucketCount).fill(-1);
  }

  countTrigrams(from: number, to: number): void {
    const { trigrams, trigramOffsets } = this.table;
    const { bucketMask, bucketStart, lastWord } = this;
    for (let word = from; word < to; word += 1) {
      for (let entry = trigramOffsets[word]!, end = trigramOffsets[word + 1]!; entry < end; entry += 1) {
        const bucket = trigrams[entry]! & bucketMask;
        if (lastWord[bucket] !== word) {
          lastWord[bucket] = word;
          bucketStart[bucket + 1]! += 1;
        }
      }
    }
  }

  startFillingTrigrams(): void {
    const { bucketStart } = this;
    const bucketCount = bucketStart.length - 1;
    for (let bucket = 0; bucket < bucketCount; bucket += 1) bucketStart[bucket + 1]! += bucketStart[bucket]!;
    this.bucketWords = new Int32Array(bucketStart[bucketCount]!);
    this.nextSlot = bucketStart.slice(0, bucketCount);
    this.lastWord.fill(-1);
  }

  fillTrigrams(from: number, to: number): void {
    const { trigrams, trigramOffsets } = this.table;
    const { bucketMask, bucketWords, nextSlot, lastWord } = this;
    for (let word = from; word < to; word += 1) {
      for (let entry = trigramOffsets[word]!, end = trigramOffsets[word + 1]!; entry < end; entry += 1) {
        const bucket = trigrams[entry]! & bucketMask;
        if (lastWord[bucket] !== word) {
          lastWord[bucket] = word;
          bucketWords[nextSlot[bucket]!] = word;
          nextSlot[bucket]! += 1;
        }
      }
    }
  }

  finish(): SearchIndex {
    const { size, postingStart, postings, bucketStart, bucketWords, bucketMask } = this;
    return createSearchIndex({ size, vocabulary: this.table.words, postingStart, postings, bucketStart, bucketWords, bucketMask });
  }
}

function* indexSteps(docs: readonly (readonly string[])[]): Generator<void, SearchIndex, void> {
  let total = 0;
  for (const fields of docs) for (const field of fields) total += field.length;
  const builder = new IndexBuilder(docs.length, total);
  let units = 0;
  for (let doc = 0; doc < docs.length; doc += 1) {
    units += builder.addDocument(docs[doc]!, doc);
    if (units >= UNITS_PER_STEP) {
      units = 0;
      yield;
    }
  }
  yield;
  builder.startPostings();
  for (let pair = 0; pair < builder.pairs; pair += PAIRS_PER_STEP) {
    builder.countPostings(pair, Math.min(builder.pairs, pair + PAIRS_PER_STEP));
    yield;
  }
  builder.startFillingPostings();
  for (let doc = 0; doc < docs.length;) {
    yield;
    doc = builder.fillPostings(doc, PAIRS_PER_STEP);
  }
  yield;
  const wordCount = builder.table.words.length;
  builder.startTrigrams();
  for (let from = 0; from < wordCount; from += WORDS_PER_STEP) {
    builder.countTrigrams(from, Math.min(wordCount, from + WORDS_PER_STEP));
    yield;
  }
  builder.startFillingTrigrams();
  for (let from = 0; from < wordCount; from += WORDS_PER_STEP) {
    yield;
    builder.fillTrigrams(from, Math.min(wordCount, from + WORDS_PER_STEP));
  }
  return builder.finish();
}

/** What one term matched: its words (ascending ids) and a 0/1 flag per document. */
type TermMatch = { words: Int32Array; docs: Uint8Array };

/** Enough recent terms to cover typing forward, backspacing and editing one of several terms. */
const REMEMBERED_TERMS = 16;

function createSearchIndex(parts: IndexParts): SearchIndex {
  const { size, vocabulary, postingStart, postings, bucketStart, bucketWords, bucketMask } = parts;
  const recent = new Map<string, TermMatch>();
  let lastQuery: string | null = null;
  let lastResult: readonly number[] | null = null;

  function wordsContaining(term: string): Int32Array {
    // Candidates: the fewest of a remembered shorter term's words, the term's rarest trigram bucket, or all.
    let candidates: Int32Array | null = null;
    for (const [remembered, match] of recent) {
      if (term.includes(remembered) && (candidates === null || match.words.length < candidates.length)) {
        candidates = match.words;
      }
    }
    for (let at = 2; at < term.length; at += 1) {
      const bucket = trigramHash(term.charCodeAt(at - 2), term.charCodeAt(at - 1), term.charCodeAt(at)) & bucketMask;
      const from = bucketStart[bucket]!;
      const to = bucketStart[bucket + 1]!;
      if (candidates === null || to - from < candidates.length) candidates = bucketWords.subarray(from, to);
    }
    const found: number[] = [];
    if (candidates === null) {
      for (let word = 0; word < vocabulary.length; word += 1) if (vocabulary[word]!.includes(term)) found.push(word);
    } else {
      for (const word of candidates) if (vocabulary[word]!.includes(term)) found.push(word);
    }
    return Int32Array.from(found);
  }

  function matchTerm(term: string): TermMatch {
    const remembered = recent.get(term);
    if (remembered) {
      // Re-inserted so the Map's order stays least recently used first.
      recent.delete(term);
      recent.set(term, remembered);
      return remembered;
    }
    const words = wordsContaining(term);
    const docs = new Uint8Array(size);
    for (const word of words) {
      for (let posting = postingStart[word]!, end = postingStart[word + 1]!; posting < end; posting += 1) {
        docs[postings[posting]!] = 1;
      }
    }
    const match = { words, docs };
    recent.set(term, match);
    if (recent.size > REMEMBERED_TERMS) recent.delete(recent.keys().next().value!);
    return match;
  }

  function search(query: string): readonly number[] | null {
    // Re-renders ask again with the same text; the same array back also keeps memoised rows stable.
    if (query === lastQuery) return lastResult;
    const terms = queryTerms(query);
    let result: number[] | null = null;
    if (terms.length > 0) {
      const [first, ...others] = terms.map((term) => matchTerm(term).docs);
      result = [];
      for (let doc = 0; doc < size; doc += 1) {
        if (first![doc] === 1 && others.every((docs) => docs[doc] === 1)) result.push(doc);
      }
    }
    lastQuery = query;
    lastResult = result;
    return result;
  }

  return { search, size };
}
