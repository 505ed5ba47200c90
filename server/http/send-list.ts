/**
 * Sends a list answer already rendered as JSON (see queries/rendered-list.ts). The answer carries its
 * own ETag, so the etag middleware never hashes megabytes per call, and revalidations are answered 304
 * here, before any body is touched. Cache-Control is set here too: when a middleware adds a header after
 * the handler, hono rebuilds the Response and copies the whole body (2.5 MB for the catalogue). With
 * gzip accepted, the cached gzip copy is sent (compress() leaves a response with Content-Encoding alone).
 */
import type { Context } from 'hono';
import type { ListAnswer } from '../queries/rendered-list';

/** If-None-Match lists quoted tags, possibly weak (W/"…") or *; any match of the opaque tag counts. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g) ?? []).some((tag) => tag === etag);
}

export async function sendList(c: Context, answer: ListAnswer) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  const gzip = answer.gzip && /\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '') ? answer.gzip : undefined;
  // A compressed representation carries a weak ETag, as compress() marks its own output.
  const etag = gzip ? `W/${answer.etag}` : answer.etag;
  if (matches(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304, { ...headers, ETag: etag });
  const typed = { ...headers, ETag: etag, 'Content-Type': 'application/json; charset=UTF-8' };
  if (gzip) return c.body(await gzip(), 200, { ...typed, 'Content-Encoding': 'gzip' });
  return c.body(answer.body, 200, typed);
}
