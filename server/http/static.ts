/**
 * Serves the built client. Hashed files under /assets/ never change, so browsers keep them a year;
 * index.html, the service worker and the manifest must be re-checked on every load or an update would
 * never reach installed apps. Brotli/gzip siblings written at build time are preferred when accepted.
 * Page URLs are not files: server/render/ answers them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The offline shell (dist/index.html): the pages that are never rendered on the server (the personal area,
 * sign-in, registration, the application) and every page when the renderer is not built. It carries no
 * data; the browser renders into it.
 */
export function shellResponse(c: Context, distDir: string) {
  const indexPath = path.join(path.resolve(distDir), 'index.html');
  if (!existsSync(indexPath)) {
    return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
  }
  c.header('Cache-Control', REVALIDATE);
  return c.html(readFileSync(indexPath, 'utf8'));
}

/** The folders staticRoutes refuses (below). */
const HIDDEN = /^\/(?:ssr|\.vite)(?:\/|$)/;

/** A URL that names a file (an extension, or under /assets/): never a page, so a missing one is a 404. */
export const namesFile = (urlPath: string) => /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith('/assets/');

/** Whether a GET of `urlPath` is answered with a built file, the check a wrong method's 405 rests on. */
export function isBuiltFile(distDir: string, urlPath: string): boolean {
  if (HIDDEN.test(urlPath)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const root = path.resolve(distDir);
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function staticRoutes(distDir: string) {
  const root = path.resolve(distDir);
  const app = new Hono<AppEnv>();

  // The server renderer and Vite's build manifest sit beside the client; neither is the browser's business.
  app.get('/ssr/*', (c) => c.text('Not found', 404));
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), root) || '.',
      precompressed: true,
      onFound: (filePath, c) => {
        c.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE,
        );
      },
    }),
  );

  // A missing file (an old hashed chunk after a deploy) is a 404: the HTML shell would fail as a script.
  app.get('*', (c, next) => (namesFile(c.req.path) ? c.text('Not found', 404) : next()));
  return app;
}
