/**
 * The instant an API date names, without a date library: small enough for code every page loads (the
 * ticket's "has the exhibition ended" check). The API sends ISO 8601 with the venue's +03:00 offset; older
 * data 'DD.MM.YYYY HH:mm:ss'; a date or time without an offset is venue (Moscow) wall time. Formatting for
 * display stays in dates.ts.
 */
const LEGACY = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const VENUE_OFFSET = '+03:00';

/** Milliseconds since the epoch, or null for a text that is not a date. */
export function venueTimestamp(input: string): number | null {
  const text = input.trim();
  const legacy = LEGACY.exec(text);
  const iso = legacy ? `${legacy[3]}-${legacy[2]}-${legacy[1]}T${legacy[4]}:${legacy[5]}:${legacy[6]}${VENUE_OFFSET}` : null;
  const withOffset =
    iso ?? (HAS_OFFSET.test(text) ? text : ISO.test(text) ? `${text.length === 10 ? `${text}T00:00:00` : text}${VENUE_OFFSET}` : null);
  if (!withOffset) return null;
  const time = Date.parse(withOffset);
  return Number.isNaN(time) ? null : time;
}
