/**
 * GET /media/<kind>/<name>.svg|pdf: the demo content's images and documents, generated from the path.
 * Mounted at the site root, outside the API: a given path always answers the same bytes, so it is cached
 * for a year as immutable. Unknown paths answer the API's 404 envelope.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { renderMedia } from '../media/render';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaRoutes = new Hono<AppEnv>()
  // SVG is verbose text: gzip shrinks it several times over.
  .use(compress())
  .get('/:kind/:file', (c) => {
    const media = renderMedia(c.req.param('kind'), c.req.param('file'));
    if (!media) throw notFound('Media file');
    c.header('Cache-Control', IMMUTABLE);
    if (media.kind === 'pdf') {
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${media.filename}"`);
      return c.body(media.body);
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    // Opened on its own, an SVG is a document: forbid scripts and outside loads in it, whatever it holds.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(media.body);
  })
  .all('*', () => {
    throw notFound('Media file');
  });
