/** GET /halls/ (the exhibition's halls with their counts) and GET /halls/detail/ (one hall's plan). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import type { AppEnv } from '../http/context';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { hallPlan, hallSummaries, type HallsRequest } from '../queries/halls';

/** A hall's key as stand numbers start with it and as the organiser names the file ("2", "2A"). */
const HallDetailQuerySchema = v.object({
  ...ExPrefixQuerySchema.entries,
  key: v.pipe(v.string('key is required'), v.regex(/^[\p{L}\p{N}_-]{1,32}$/u, 'key is a hall key such as 2')),
});

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

export const hallsRoutes = new Hono<AppEnv>()
  .get('/halls', async (c) => {
    const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const request: HallsRequest = { exType: c.var.exType, exPrefix: query.ex_prefix, lang: c.var.lang, now: c.var.deps.now };
    return c.body(await hallSummaries(c.var.deps.db, request), 200, JSON_TYPE);
  })
  .get('/halls/detail', async (c) => {
    const query = parseInput(HallDetailQuerySchema, { ex_prefix: exPrefixFromQuery(c), key: c.req.query('key') });
    const request: HallsRequest = { exType: c.var.exType, exPrefix: query.ex_prefix, lang: c.var.lang, now: c.var.deps.now };
    return c.body(await hallPlan(c.var.deps.db, request, query.key), 200, JSON_TYPE);
  });
