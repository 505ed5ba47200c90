/**
 * The catalogue's search index, built once per data set in slices that leave the main thread free (the
 * list shows meanwhile), and kept for as long as the data set lives in the query cache.
 */
import { useEffect, useState } from 'react';
import type { Participant } from '../contract/participants';
import { htmlToText } from '../lib/html-text';
import { whenIdle, yieldToEventLoop } from '../lib/yield';
import { buildSearchIndexInSlices, type SearchIndex } from '../lib/search-index';

const building = new WeakMap<readonly Participant[], Promise<SearchIndex>>();
const built = new WeakMap<readonly Participant[], SearchIndex>();
const SLICE_MS = 8;

/** Spec §2: the search matches the text, the full title, the short title and the stands. */
const searchFields = (participant: Participant) => [
  participant.short_title,
  participant.full_title,
  htmlToText(participant.text),
  ...participant.stands,
];

/** The searchable fields of every exhibitor, gathered a slice at a time. */
async function documentsOf(participants: readonly Participant[]): Promise<string[][]> {
  const documents: string[][] = [];
  let deadline = performance.now() + SLICE_MS;
  for (const participant of participants) {
    documents.push(searchFields(participant));
    if (performance.now() > deadline) {
      await yieldToEventLoop();
      deadline = performance.now() + SLICE_MS;
    }
  }
  return documents;
}

function indexOf(participants: readonly Participant[]): Promise<SearchIndex> {
  let promise = building.get(participants);
  if (!promise) {
    // Starts in a task of its own: the render that shows the list must not also pay for the first slice.
    promise = yieldToEventLoop()
      .then(() => documentsOf(participants))
      .then((documents) => buildSearchIndexInSlices(documents))
      .then((index) => {
        built.set(participants, index);
        return index;
      });
    building.set(participants, promise);
  }
  return promise;
}

/**
 * Longest wait for an idle moment before the index is built anyway. The build waits for one so that on a
 * cold start its slices do not compete with the first render of the list, which matters more.
 */
const IDLE_START_MS = 1500;

/**
 * The index of this data set, or null while it is being built. Built at once when `needed` (the visitor
 * is searching), else once the page is idle unless `ahead` is false: the hall map, where a search is rare
 * and a phone's idle second is better left to the stand a visitor is about to tap.
 */
export function useSearchIndex(participants: readonly Participant[], needed: boolean, ahead = true): SearchIndex | null {
  const [ready, setReady] = useState<{ data: readonly Participant[]; index: SearchIndex } | null>(null);
  useEffect(() => {
    let live = true;
    const build = () =>
      void indexOf(participants).then((index) => {
        if (live) setReady({ data: participants, index });
      });
    let cancel = () => {};
    if (needed || building.has(participants)) build();
    else if (ahead) cancel = whenIdle(build, IDLE_START_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [participants, needed, ahead]);
  return ready?.data === participants ? ready.index : (built.get(participants) ?? null);
}
