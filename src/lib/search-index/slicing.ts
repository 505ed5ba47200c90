/**
 * Running the build: indexSteps() is a generator of small steps (a few milliseconds on a phone at most), so
 * the same code runs to completion (buildSearchIndex, for tests and small lists) or in slices that give the
 * main thread back between them (buildSearchIndexInSlices, what the catalogue page uses).
 */
import { yieldToEventLoop } from '../yield';
import { IndexBuilder } from './index-builder';
import type { SearchIndex } from './search';

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

// Work between two points where a sliced build may yield: a fraction of a millisecond once the code is
// optimised, and a few milliseconds on a phone before it is.
const UNITS_PER_STEP = 1024;
const PAIRS_PER_STEP = 16_384;
const WORDS_PER_STEP = 1024;

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
