/**
 * The gate's bundle as the device keeps it (issue 35): ticket ids and revocations as sorted typed arrays, and
 * every name and company as UTF-8 in one byte array with their offsets beside it, instead of 100,000 small
 * arrays.
 *
 * Why: a cold start offline must be ready to scan within 1.5 s on a phone. Reading 100,000 [id, name, company]
 * arrays back from IndexedDB and building a Map and a Set from them were about 400 ms of main-thread work at
 * 4× CPU (bench:gate); a typed array or one string comes back as a single copy, and a binary search over the
 * sorted ids answers a scan in 17 steps with nothing built at start. Bytes rather than one string, because
 * an ArrayBuffer is transferred from the bundle worker without a copy, where a 9 MB string was copied on the
 * page's main thread.
 */
import type { GateBundle } from '../contract/staff';

export const COMPACT_BUNDLE_FORMAT = 2;

const decoder = new TextDecoder();

export type CompactBundle = {
  format: typeof COMPACT_BUNDLE_FORMAT;
  ex_prefix: string;
  generated_at: string;
  keys: GateBundle['keys'];
  /** Revoked ticket ids, ascending, each once. */
  revoked: Uint32Array<ArrayBuffer>;
  /** Roster ticket ids, ascending, each once. */
  ids: Uint32Array<ArrayBuffer>;
  /** Names and companies as UTF-8, back to back: ticket ids[i] has name bytes [offsets[2i], offsets[2i+1]) and company up to offsets[2i+2]. */
  text: Uint8Array<ArrayBuffer>;
  offsets: Uint32Array<ArrayBuffer>;
};

/** The first index of `sorted` holding a value ≥ `value`. */
function lowerBound(sorted: Uint32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function sortedHas(sorted: Uint32Array, value: number): boolean {
  const at = lowerBound(sorted, value);
  return at < sorted.length && sorted[at] === value;
}

const isTicketId = (value: number) => Number.isInteger(value) && value >= 0 && value <= 0xffffffff;

/** Ascending and each once, as a typed array (an id outside 0…2³²−1 cannot be a ticket's and is dropped). */
function sortedIds(values: readonly number[]): Uint32Array<ArrayBuffer> {
  const ids = Uint32Array.from(values.filter(isTicketId)).sort();
  let kept = 0;
  for (let i = 0; i < ids.length; i += 1) if (i === 0 || ids[i] !== ids[kept - 1]) ids[kept++] = ids[i]!;
  return ids.slice(0, kept);
}

/** The bytes TextEncoder writes for `text` (a lone surrogate becomes U+FFFD, three bytes). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if ((code & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The roster's entries in ascending ticket id order, each id once (the last entry of an id listed twice, as a Map would keep). */
function rosterInOrder(roster: GateBundle['roster']): GateBundle['roster'] {
  // The server sends the roster sorted by ticket id: then it is taken as it is, with no Map of 100,000 entries.
  if (roster.every(([id], index) => isTicketId(id) && (index === 0 || id > roster[index - 1]![0]))) return roster;
  const latest = new Map<number, GateBundle['roster'][number]>();
  for (const entry of roster) if (isTicketId(entry[0])) latest.set(entry[0], entry);
  return [...latest.values()].sort((a, b) => a[0] - b[0]);
}

/** The compact form of a bundle from the server. */
export function compactBundle(bundle: GateBundle): CompactBundle {
  const roster = rosterInOrder(bundle.roster);
  const ids = Uint32Array.from(roster, ([id]) => id);
  const offsets = new Uint32Array(ids.length * 2 + 1);
  const parts: string[] = [];
  let length = 0;
  roster.forEach(([, name, company], i) => {
    parts.push(name, company);
    offsets[2 * i] = length;
    length += utf8Length(name);
    offsets[2 * i + 1] = length;
    length += utf8Length(company);
  });
  offsets[ids.length * 2] = length;
  return {
    format: COMPACT_BUNDLE_FORMAT,
    ex_prefix: bundle.ex_prefix,
    generated_at: bundle.generated_at,
    keys: bundle.keys,
    revoked: sortedIds(bundle.revoked),
    ids,
    // One encode of the whole text: encoding 200,000 short strings one by one took seconds at 4× CPU.
    text: new TextEncoder().encode(parts.join('')),
    offsets,
  };
}

export const isCompactBundle = (value: unknown): value is CompactBundle =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === COMPACT_BUNDLE_FORMAT;

/** The name and company of a ticket on the roster, or undefined. */
export function rosterEntry(
  bundle: Pick<CompactBundle, 'ids' | 'text' | 'offsets'>,
  ticketId: number,
): readonly [string, string] | undefined {
  const at = lowerBound(bundle.ids, ticketId);
  if (at >= bundle.ids.length || bundle.ids[at] !== ticketId) return undefined;
  const { offsets, text } = bundle;
  return [
    decoder.decode(text.subarray(offsets[2 * at], offsets[2 * at + 1])),
    decoder.decode(text.subarray(offsets[2 * at + 1], offsets[2 * at + 2])),
  ];
}
