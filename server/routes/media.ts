/**
 * GET /media/<use>/<name>: pictures and documents stored in media_files (by an import or the demo seed).
 * Mounted at the site root, outside the API. Names carry their content's hash, so an answer never changes
 * and is cached for a year as immutable; anything not stored answers the API's 404 envelope. Nothing is
 * generated here: the demo's drawings are made at seed time (server/seed/pictures.ts).
 *
 * The bytes live in the database so every instance on one PostgreSQL serves the same files (decision
 * 0015); the hottest of them are kept in a small per-process memory cache to spare the round trip.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { mediaFiles } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { methodNotAllowed } from '../http/method-not-allowed';
import { documentFileName } from '../media-store/documents';
import { MemoryCache, type CachedFile } from '../media-store/memory-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What a stored name looks like; anything else is not looked up at all. */
const NAME = /^[a-z]{2,20}\/[0-9a-z][0-9a-z._-]{0,150}$/;
/** 32 MB holds the demo's home page and catalogue pictures several times over; 1 MB keeps big photos out. */
const cache = new MemoryCache(32 * 1024 * 1024, 1024 * 1024);

async function load(db: AppEnv['Variables']['deps']['db'], name: string): Promise<CachedFile | null> {
  const cached = cache.get(name);
  if (cached) return cached;
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name));
  if (!row) return null;
  const bytes = new Uint8Array(row.bytes);
  const file = { contentType: row.contentType, bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
  cache.set(name, file);
  return file;
}

/** The stored file the path names, or null. */
function storedFile(c: Context<AppEnv>): Promise<CachedFile | null> | null {
  const name = `${c.req.param('use')}/${c.req.param('file')}`;
  return NAME.test(name) ? load(c.var.deps.db, name) : null;
}

export const mediaRoutes = new Hono<AppEnv>()
  // Only SVG gains from it (Hono compresses text types only): JPEG, PNG, WebP and PDF are compressed already.
  .use(compress())
  .get('/:use/:file', async (c) => {
    const file = await storedFile(c);
    if (!file) throw notFound('Media file');
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', file.etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304);
    c.header('Content-Type', file.contentType);
    if (file.contentType === 'image/svg+xml') {
      // Opened on its own, an SVG is a document: forbid scripts and outside loads in it, whatever it holds.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    } else if (!file.contentType.startsWith('image/')) {
      c.header('Content-Disposition', `attachment; filename="${documentFileName(c.req.param('file'))}"`);
    }
    return c.body(file.bytes.buffer instanceof ArrayBuffer ? (file.bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(file.bytes));
  })
  // Stored pictures are read-only: another method on one that exists is a 405 with Allow.
  .all('/:use/:file', async (c) => {
    if (await storedFile(c)) return methodNotAllowed(c, ['GET']);
    throw notFound('Media file');
  })
  .all('*', () => {
    throw notFound('Media file');
  });
