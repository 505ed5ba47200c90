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
 *
 * Read in this order, each module on its own:
 * - normalise.ts: how text is compared (case, ё, NFKC);
 * - unicode-table.ts: what each code unit is, for the build's inner loop;
 * - tokens.ts: words of a normalised text, the exact way (queries, unusual fields);
 * - hashing.ts: the word hash and the trigram hash;
 * - word-table.ts: the interned vocabulary;
 * - index-builder.ts: postings and the trigram table, counted then filled;
 * - slicing.ts: the build as small steps, run at once or in slices;
 * - term-cache.ts and search.ts: answering a query.
 */
export { normalizeSearchText } from './normalise';
export type { SearchIndex } from './search';
export { buildSearchIndex, buildSearchIndexInSlices } from './slicing';
