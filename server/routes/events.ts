/** GET /events/: the business programme of one exhibition, sorted by start time. */
import { Hono } from 'hono';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { optionalUser, type AuthEnv } from '../auth/tokens';
import { callerId } from '../http/caller';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { sendList } from '../http/send-list';
import { programmeAnswer } from '../queries/events';

export const eventsRoutes = new Hono<AuthEnv>().get('/events', optionalUser, async (c) => {
  const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
  const answer = await programmeAnswer(c.var.deps.db, {
    exType: c.var.exType,
    exPrefix: query.ex_prefix,
    lang: c.var.lang,
    userId: callerId(c),
  });
  return sendList(c, answer);
});
