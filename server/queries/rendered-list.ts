/**
 * A per-instance cache of lists that PostgreSQL renders row by row as JSON (the catalogue, the
 * programme). Moving a whole list out of the database on every call costs far more than the query
 * (PGlite alone spends 30–80 ms moving the 2.5 MB catalogue from WASM to JS, on the one connection every
 * call shares), so each server instance keeps the rendered rows per list, exhibition and language, and
 * reuses them only while the version the caller reads from the database on every call is unchanged.
 * Versions come from the database, never from this process, so a write through any instance, the seed or
 * SQL is seen by every instance on its next call. Per-caller parts (the favourite flag, filters) are
 * applied per call by choosing and concatenating the pre-rendered rows; the anonymous whole list, the
 * common answer, is kept as bytes with its ETag and a gzip copy made on first demand.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Db } from '../db/connect';

const gzipAsync = promisify(gzip);
/** Lists × exhibitions × languages kept at once; the least recently built go first. */
const MAX_ENTRIES = 24;

export type RenderedRow = { id: string; json: string };

export type RenderedList<TRow extends RenderedRow> = {
  version: string;
  /** Each row with its JSON minus the closing brace, so added_to_favorite can be appended. */
  rows: (TRow & { head: string })[];
  anonymous: { bytes: Uint8Array<ArrayBuffer>; etag: string; gzip?: Promise<Uint8Array<ArrayBuffer>> };
  /** performance.now() of the last full check, for lists that recheck a costlier fingerprint. */
  checkedAt: number;
  fingerprint: string;
};

/** A list answer: rendered JSON with the ETag it must carry, and a gzip copy when there is one. */
export type ListAnswer = { body: string | Uint8Array<ArrayBuffer>; etag: string; gzip?: () => Promise<Uint8Array<ArrayBuffer>> };

type Slot = { version: string; list: Promise<RenderedList<RenderedRow>> };
const caches = new WeakMap<Db, Map<string, Slot>>();

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
const withFlag = (head: string, favourite: boolean) => `${head},"added_to_favorite":${favourite}}`;

/**
 * A JSON array with one item per line. It is still plain JSON for any reader, and lets the app parse a
 * megabytes-long list a line at a time as it arrives (src/lib/read-json-lines.ts) instead of in one task
 * that freezes a phone for half a second. JSON text never holds a raw line break inside a value.
 */
export const jsonLines = (items: readonly string[]) => (items.length ? `[\n${items.join(',\n')}\n]` : '[]');

export type ListSource<TRow extends RenderedRow> = {
  key: string;
  version: string;
  load: () => Promise<TRow[]>;
  /** An optional second check, run at most every recheckMs, for changes the version cannot see. */
  fingerprint?: { read: () => Promise<string>; recheckMs: number };
};

async function build<TRow extends RenderedRow>(source: ListSource<TRow>): Promise<RenderedList<TRow>> {
  // The fingerprint first: a write landing between the two reads then shows at the next check.
  const fingerprint = source.fingerprint ? await source.fingerprint.read() : '';
  const rows = (await source.load()).map((row) => ({ ...row, head: row.json.slice(0, -1) }));
  const body = jsonLines(rows.map((row) => withFlag(row.head, false)));
  return {
    version: source.version,
    rows,
    anonymous: { bytes: new TextEncoder().encode(body), etag: `"${sha1(body)}"` },
    checkedAt: performance.now(),
    fingerprint,
  };
}

export async function renderedList<TRow extends RenderedRow>(db: Db, source: ListSource<TRow>): Promise<RenderedList<TRow>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const slot = cache.get(source.key);
  if (slot?.version === source.version) {
    const list = (await slot.list) as RenderedList<TRow>;
    const check = source.fingerprint;
    if (!check || performance.now() - list.checkedAt < check.recheckMs) return list;
    list.checkedAt = performance.now();
    if ((await check.read()) === list.fingerprint) return list;
  }
  // Concurrent calls during a rebuild share it instead of each loading the list.
  const fresh: Slot = { version: source.version, list: build(source) };
  cache.delete(source.key);
  cache.set(source.key, fresh);
  fresh.list.catch(() => {
    if (cache.get(source.key) === fresh) cache.delete(source.key);
  });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return fresh.list as Promise<RenderedList<TRow>>;
}

/**
 * The answer for one caller: the rows passing `keep`, each flagged with whether it is a favourite.
 * Without filters and favourites it is the cached anonymous list itself.
 */
export function answerFor<TRow extends RenderedRow>(
  list: RenderedList<TRow>,
  opts: { favourites: ReadonlySet<string> | null; favouritesOnly?: boolean; keep?: (row: TRow) => boolean },
): ListAnswer {
  const { favourites, favouritesOnly, keep } = opts;
  if (!keep && !favouritesOnly && !favourites?.size) {
    const { anonymous } = list;
    return {
      body: anonymous.bytes,
      etag: anonymous.etag,
      gzip: () => (anonymous.gzip ??= gzipAsync(anonymous.bytes).then((buffer) => new Uint8Array(buffer))),
    };
  }
  const parts: string[] = [];
  const chosen: string[] = [];
  for (const row of list.rows) {
    if (keep && !keep(row)) continue;
    const favourite = favourites?.has(row.id) ?? false;
    if (favouritesOnly && !favourite) continue;
    parts.push(withFlag(row.head, favourite));
    chosen.push(favourite ? `${row.id}*` : row.id);
  }
  // The body is a function of the rendered list and of the rows chosen with their flags.
  return { body: jsonLines(parts), etag: `"${sha1(`${list.anonymous.etag}|${chosen.join(',')}`)}"` };
}
