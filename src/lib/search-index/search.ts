/**
 * Searching a built index, per keystroke, without scanning the documents: a term finds its words through the
 * trigram table (3+ characters) or a scan of the vocabulary (1–2 characters, where most words qualify
 * anyway), each confirmed with `includes`, or through a remembered shorter term's words (term-cache.ts);
 * their postings become per-document flags, and the terms are intersected.
 */
import { trigramHash } from './hashing';
import { TermCache, type TermMatch } from './term-cache';
import { queryTerms } from './tokens';

export type SearchIndex = {
  /** Ascending positions (into the documents given to the build) of the documents matching EVERY term of the query; null when the query has no terms (the caller shows everything). */
  search(query: string): readonly number[] | null;
  readonly size: number;
};

/** What the build hands over (index-builder.ts). */
export type IndexParts = {
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

export function createSearchIndex(parts: IndexParts): SearchIndex {
  const { size, vocabulary, postingStart, postings, bucketStart, bucketWords, bucketMask } = parts;
  const recent = new TermCache();
  let lastQuery: string | null = null;
  let lastResult: readonly number[] | null = null;

  function wordsContaining(term: string): Int32Array {
    // Candidates: the fewest of a remembered shorter term's words, the term's rarest trigram bucket, or all.
    let candidates = recent.narrowestWordsWithin(term);
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
    if (remembered) return remembered;
    const words = wordsContaining(term);
    const docs = new Uint8Array(size);
    for (const word of words) {
      for (let posting = postingStart[word]!, end = postingStart[word + 1]!; posting < end; posting += 1) {
        docs[postings[posting]!] = 1;
      }
    }
    const match = { words, docs };
    recent.remember(term, match);
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
