/** GET /events/: the business programme of one exhibition, sorted by start time. */
import { Hono } from 'hono';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { optionalUser, type AuthEnv } from '../auth/tokens';
import { callerId } from '../http/caller';
import { parseInput } from '../http/errors';
import { listProgramme } from '../queries/events';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { exPrefixParam } from './participants';

export const eventsRoutes = new Hono<AuthEnv>().get('/events', optionalUser, async (c) => {
  const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixParam(c) });
  const { db } = c.var.deps;
  const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix);
  return c.json(await listProgramme(db, { exPrefix: exhibition.prefixContract, lang: c.var.lang, userId: callerId(c) }));
});
