/**
 * valibot pieces for routes' search params: whatever a hand-edited or outdated URL holds, they fall back
 * to an empty value instead of failing the page (ARCHITECTURE rule 4).
 */
import * as v from 'valibot';

const ID = /^[A-Za-z0-9_-]{1,40}$/;
/** More values than there are countries and topics together is a broken URL. */
const MAX_IDS = 100;

/** A repeated id parameter (?country=C-RU&country=C-CN): always a list of well-formed, distinct ids. */
export const idListSearchParam = v.fallback(
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), []),
    v.transform((value) => [...new Set((Array.isArray(value) ? value : [value]).filter((id) => ID.test(id)))].slice(0, MAX_IDS)),
  ),
  [],
);

/** A free text such as a search query: trimmed of nothing (the user may be typing), at most 100 characters. */
export const textSearchParam = v.fallback(
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ''),
    v.transform((value) => String(value).slice(0, 100)),
  ),
  '',
);

/** A calendar date YYYY-MM-DD, or nothing. */
export const dateSearchParam = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** A hall key or a stand number as plans name them (2, 2F55, B-12), or nothing. */
export const planNameSearchParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[\p{L}\p{N}._-]{1,20}$/u))),
  undefined,
);
