/**
 * Serves the built client. Hashed files under /assets/ never change, so browsers keep them a year;
 * index.html, the service worker and the manifest must be re-checked on every load or an update would
 * never reach installed apps. Brotli/gzip siblings written at build time are preferred when accepted.
 * Page URLs are not files: server/render/ answers them.
 *
 * An instance serves the build it started with (builds.ts). A hashed file that build lacks is looked for
 * in the other kept builds: its name is its content, so any build's copy is the right one, and a page of
 * the previous build (or of the next, while the instances restart one by one) still gets its chunks here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ServedBuild } from '../builds';
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

/** The hashed build files: what the other kept builds may also answer. */
const HASHED_FILE = /^\/assets\/[\w.-]+$/;
/** How long a listing of the builds folder is reused: a new build appears at most this late. */
const LISTING_MS = 5_000;

function filesOf(root: string): MiddlewareHandler<AppEnv> {
  return serveStatic({
    root: path.relative(process.cwd(), root) || '.',
    precompressed: true,
    onFound: (filePath, c) => {
      c.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE,
      );
    },
  });
}

/** The /assets/ files of the other builds kept beside this one, newest build first. */
function otherBuildsAssets(build: ServedBuild & { buildsDir: string }): MiddlewareHandler<AppEnv> {
  const handlers = new Map<string, MiddlewareHandler<AppEnv>>();
  let listing: { at: number; dirs: string[] } = { at: 0, dirs: [] };
  const otherBuilds = () => {
    if (Date.now() - listing.at > LISTING_MS) {
      const dirs = readdirSync(build.buildsDir)
        .filter((name) => !name.startsWith('.'))
        .map((name) => path.join(build.buildsDir, name))
        .filter((dir) => dir !== build.dir)
        .sort()
        .reverse();
      listing = { at: Date.now(), dirs };
    }
    return listing.dirs;
  };
  return (c, next) => {
    if (!HASHED_FILE.test(c.req.path)) return next();
    const dir = otherBuilds().find((candidate) => existsSync(path.join(candidate, c.req.path)));
    if (!dir) return next();
    let handler = handlers.get(dir);
    if (!handler) handlers.set(dir, (handler = filesOf(dir)));
    return handler(c, next);
  };
}

/** The folders staticRoutes refuses (below). */
const HIDDEN = /^\/(?:ssr|\.vite|\.build)(?:\/|$)/;

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

export function staticRoutes(build: ServedBuild) {
  const app = new Hono<AppEnv>();

  // The server renderer, Vite's build manifest and the build's own record sit beside the client; none is the browser's business.
  app.get('/ssr/*', (c) => c.text('Not found', 404));
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  app.get('/.build/*', (c) => c.text('Not found', 404));
  app.use('*', filesOf(build.dir));
  const { buildsDir } = build;
  if (buildsDir) app.use('/assets/*', otherBuildsAssets({ ...build, buildsDir }));

  // A missing file (a hashed chunk of a build no longer kept) is a 404: the HTML shell would fail as a script.
  app.get('*', (c, next) => (namesFile(c.req.path) ? c.text('Not found', 404) : next()));
  return app;
}
