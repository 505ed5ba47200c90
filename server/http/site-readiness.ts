/**
 * Whether the site has an exhibition to show: the default site type has a current exhibition. A production
 * database starts empty (no demo), and until the organiser's folder is imported every page and public API
 * call would fail on the missing site; instead the API answers 503 with Retry-After and people get a page
 * saying so (render/not-ready-page.ts), and the server's log says once, at start, how to load a show.
 *
 * Asked on every public call and page, so the answer is kept per server: a "yes" for 30 s (a show is not
 * unloaded in normal operation), a "no" for 1 s, so a site comes up within a second of its import on any
 * instance. /readyz asks the database every time (routes/health.ts) and refreshes the kept answer.
 */
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_EX_TYPE } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { exhibitions } from '../db/schema';
import type { AppEnv, Deps } from './context';
import { errorBody } from './errors';
import { NO_STORE } from './no-store';

const KEEP_YES_MS = 30_000;
const KEEP_NO_MS = 1_000;
/** When a client should ask again: a show is loaded by an operator, in minutes rather than seconds. */
export const NOT_READY_RETRY_AFTER_SECONDS = 60;

/** The one command that loads a show into the empty database (server/cli/import.ts, kind `all`). */
export const IMPORT_ALL_COMMAND = 'npm run import -- all <folder>';
export const NO_EXHIBITION_LOG =
  `This site has no exhibition yet: pages and the public API answer 503 until one is loaded. ` +
  `Load the organiser's folder (an export of a show, or a starter from \`npm run export -- starter <folder>\` filled in) with: ${IMPORT_ALL_COMMAND}`;

const kept = new WeakMap<Deps, { present: boolean; at: number }>();

/** The query behind the answer: one indexed lookup. */
export const exhibitionPresentQuery = (db: Pick<Db, 'select'>) =>
  db
    .select({ present: exhibitions.prefixContract })
    .from(exhibitions)
    .where(and(eq(exhibitions.exType, DEFAULT_EX_TYPE), eq(exhibitions.isCurrent, true)))
    .limit(1);

/** Keeps an answer /readyz read fresh from the database. */
export function rememberExhibitionPresent(deps: Deps, present: boolean) {
  kept.set(deps, { present, at: performance.now() });
}

export async function siteHasExhibition(deps: Deps): Promise<boolean> {
  const known = kept.get(deps);
  if (known && performance.now() - known.at < (known.present ? KEEP_YES_MS : KEEP_NO_MS)) return known.present;
  const present = (await exhibitionPresentQuery(deps.db)).length > 0;
  rememberExhibitionPresent(deps, present);
  return present;
}

/** The public API's answer while there is no exhibition: the usual envelope, 503, Retry-After, never stored. */
export const requireExhibition = createMiddleware<AppEnv>(async (c, next) => {
  if (await siteHasExhibition(c.var.deps)) return next();
  const detail = 'This site has no exhibition yet';
  return c.json(
    errorBody('ServiceUnavailable', detail, { detail, reason: 'no_exhibition', retry_after: NOT_READY_RETRY_AFTER_SECONDS }),
    503,
    {
      'Retry-After': String(NOT_READY_RETRY_AFTER_SECONDS),
      'Cache-Control': NO_STORE,
    },
  );
});
