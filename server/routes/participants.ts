/** GET /participants/ (the exhibitor catalogue) and GET /participants/filters. */
import { Hono, type Context } from 'hono';
import { ExPrefixQuerySchema, ParticipantsQuerySchema } from '../../src/contract/participants';
import { optionalUser, type AuthEnv } from '../auth/tokens';
import { callerId } from '../http/caller';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { sendList } from '../http/send-list';
import { catalogueAnswer } from '../queries/catalogue-cache';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { participantFilters } from '../queries/participant-filters';

/** Repeated parameters (countries=A&countries=B) and comma lists (countries=A,B) both work. */
function listParam(c: Context, name: string): string[] {
  return (c.req.queries(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

export const participantsRoutes = new Hono<AuthEnv>()
  .get('/participants', optionalUser, async (c) => {
    const query = parseInput(ParticipantsQuerySchema, {
      ex_prefix: exPrefixFromQuery(c),
      countries: listParam(c, 'countries'),
      topics: listParam(c, 'topics'),
    });
    const answer = await catalogueAnswer(c.var.deps.db, {
      exType: c.var.exType,
      exPrefix: query.ex_prefix,
      lang: c.var.lang,
      userId: callerId(c),
      countries: query.countries,
      topics: query.topics,
    });
    return sendList(c, answer);
  })
  .get('/participants/filters', async (c) => {
    const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const { db } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix);
    return c.json(await participantFilters(db, exhibition, c.var.lang));
  });
