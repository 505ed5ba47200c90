/**
 * Reads ex_type and lang_code, which every public call takes (spec §7), and checks that the site type
 * exists, so each route can trust c.var.lang and c.var.exType.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { PublicQuerySchema } from '../../src/contract/common';
import { siteTypes } from '../db/schema';
import type { AppEnv } from './context';
import { invalidInput, parseInput } from './errors';

export const publicQuery = createMiddleware<AppEnv>(async (c, next) => {
  const query = parseInput(PublicQuerySchema, {
    ex_type: c.req.query('ex_type'),
    lang_code: c.req.query('lang_code'),
  });
  const { db } = c.var.deps;
  const [type] = await db.select({ name: siteTypes.name }).from(siteTypes).where(eq(siteTypes.name, query.ex_type)).limit(1);
  if (!type) throw invalidInput({ ex_type: `Unknown site type ${query.ex_type}` });
  c.set('lang', query.lang_code);
  c.set('exType', query.ex_type);
  await next();
});
