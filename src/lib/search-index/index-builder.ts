/**
 * The build's state and its loops: documents' words interned into the word table, then postings (word →
 * documents) and the trigram table (trigram → words), each counted, then filled, in flat typed arrays. The
 * steps are small and their order is slicing.ts's; search.ts reads what finish() hands over.
 */
import { HASH_PRIME, HASH_SEED, hashOf } from './hashing';
import { normalizeSearchText } from './normalise';
import { createSearchIndex, type SearchIndex } from './search';
import { collectTokens } from './tokens';
import { classifyUnit, FOLD, SAFE, unitData, WORD } from './unicode-table';
import { grownInt32, WordTable } from './word-table';

/**
 * The build's state and its loops. They live in methods rather than in the generator that drives them:
 * a loop inside the generator stayed unoptimised through the whole of its one long run (V8 does not
 * replace a generator's frame on the stack), and that single, first build is the one a phone runs.
 */
export class IndexBuilder {
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
