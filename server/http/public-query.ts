/**
 * Reads ex_type and lang_code, which every public call takes (spec §7), and checks that the site type
 * exists, so each route can trust c.var.lang and c.var.exType. The list of site types is configuration
 * that changes with a deployment, not per request: it is re-read from the database at most once a minute
 * per instance, which saves a query on every call (a whole millisecond on PGlite). A name missing from
 * that list is looked up by its key before it is refused, so a site type added to the database works on
 * its first call rather than a minute later; only well-formed but unknown names pay that lookup.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { PublicQuerySchema } from '../../src/contract/common';
import { siteTypes } from '../db/schema';
import type { AppEnv, Deps } from './context';
import { invalidInput, parseInput } from './errors';

const SITE_TYPES_TTL_MS = 60_000;
const siteTypeCache = new WeakMap<Deps, { names: Set<string>; readAt: number }>();

async function knownSiteTypes(deps: Deps): Promise<Set<string>> {
  const cached = siteTypeCache.get(deps);
  const now = Date.now();
  if (cached && now - cached.readAt < SITE_TYPES_TTL_MS) return cached.names;
  const rows = await deps.db.select({ name: siteTypes.name }).from(siteTypes);
  const names = new Set(rows.map((row) => row.name));
  siteTypeCache.set(deps, { names, readAt: now });
  return names;
}

async function siteTypeExists(deps: Deps, name: string): Promise<boolean> {
  const known = await knownSiteTypes(deps);
  if (known.has(name)) return true;
  const [row] = await deps.db.select({ name: siteTypes.name }).from(siteTypes).where(eq(siteTypes.name, name)).limit(1);
  if (row) known.add(row.name);
  return row !== undefined;
}

export const publicQuery = createMiddleware<AppEnv>(async (c, next) => {
  const query = parseInput(PublicQuerySchema, {
    ex_type: c.req.query('ex_type'),
    lang_code: c.req.query('lang_code'),
  });
  if (!(await siteTypeExists(c.var.deps, query.ex_type))) throw invalidInput({ ex_type: `Unknown site type ${query.ex_type}` });
  c.set('lang', query.lang_code);
  c.set('exType', query.ex_type);
  await next();
});
