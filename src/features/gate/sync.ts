/**
 * Sending the queued scans and fetching other gates' entries. Scans leave the device's queue only after the
 * server took their batch; entries come after the cursor of the last sync, page by page, and join the map
 * the verdicts read (the earliest entry of a ticket wins, as on the server).
 */
import { fetchGateEntries, sendCheckIns } from '../../api/gate';
import { dropSent, readQueue, saveSync, type StoredEntry } from '../../api/gate-store';
import type { Lang } from '../../contract/common';
import { batchesOf } from './queue';
import { mergeEntries, type FirstEntry } from './verdict';

/** A guard against a server that keeps answering with entries: one sync reads at most this many pages. */
const MAX_PAGES = 200;

export const entriesForStore = (entries: ReadonlyMap<number, FirstEntry>): StoredEntry[] =>
  Array.from(entries, ([ticket_id, entry]) => ({ ticket_id, ...entry }));

export async function syncGate(lang: Lang, exPrefix: string, entries: Map<number, FirstEntry>, cursor: string | undefined) {
  const sent = new Set<string>();
  try {
    for (const batch of batchesOf(await readQueue())) {
      await sendCheckIns(lang, batch);
      for (const scan of batch.scans) sent.add(scan.scan_id);
    }
  } finally {
    if (sent.size) await dropSent(sent);
  }
  let after = cursor;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchGateEntries(lang, exPrefix, after);
    mergeEntries(entries, answer.entries);
    // `more`: the answer stopped at its size limit; without it (or with nothing new) this was the last page.
    const done = !answer.more || answer.entries.length === 0 || answer.cursor === after;
    after = answer.cursor;
    if (done) break;
  }
  const syncedAt = new Date().toISOString();
  await saveSync(entriesForStore(entries), after, syncedAt);
  return { cursor: after, syncedAt, queueLength: (await readQueue()).length };
}
