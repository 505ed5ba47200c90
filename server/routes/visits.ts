/**
 * The stands a signed-in visitor ticked as visited on the hall map (issue 33). GET lists one exhibition's
 * marks; POST sets or clears several at once (idempotent, like the favourites' toggle). A stand must be
 * on one of that exhibition's plans: a mark on a stand the plans do not have could never be drawn, so it
 * is a 404 naming the stands, and nothing is written. An exhibition of another site type does not exist
 * from this site's point of view.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { VisitedStandsInputSchema, type VisitedStands, type VisitedStandsInput } from '../../src/contract/visits';
import { requireUser, type AuthEnv } from '../auth/tokens';
import { exhibitions, hallShapes, halls, standVisits } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { notFound, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';

/** How many unknown stands a 404 names: enough to find the mistake, short enough to read. */
const NAMED_IN_ERROR = 10;

export const visitsRoutes = new Hono<AuthEnv>()
  .get('/user/visited_stands', requireUser, async (c) => {
    const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const { prefix } = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    const rows = await db
      .select({ stand: standVisits.stand })
      .from(standVisits)
      .where(and(eq(standVisits.userId, userId), eq(standVisits.exPrefix, prefix)))
      .orderBy(asc(standVisits.stand));
    const body: VisitedStands = { stands: rows.map((row) => row.stand) };
    return c.json(body);
  })
  .post('/user/visited_stands', requireUser, async (c) => {
    const input = await readJson(c, VisitedStandsInputSchema);
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const { prefix } = await exhibitionByPrefix(db, c.var.exType, input.ex_prefix, { prefix: exhibitions.prefixContract });
    const wanted = [...new Set(input.stands)];
    const onPlans = await db
      .selectDistinct({ stand: hallShapes.stand })
      .from(hallShapes)
      .innerJoin(halls, eq(halls.id, hallShapes.hallId))
      .where(and(eq(halls.exPrefix, prefix), eq(hallShapes.kind, 'stand'), inArray(hallShapes.stand, wanted)));
    const known = new Set(onPlans.map((row) => row.stand));
    const unknown = wanted.filter((stand) => !known.has(stand));
    // Clearing a mark on a stand the plans no longer have is allowed: it is how such a mark goes away.
    if (input.visited && unknown.length > 0)
      throw notFound(`Stand ${unknown.slice(0, NAMED_IN_ERROR).join(', ')} on the plans of ${prefix}`);
    if (input.visited) {
      await db
        .insert(standVisits)
        .values(wanted.map((stand) => ({ userId, exPrefix: prefix, stand })))
        .onConflictDoNothing();
    } else {
      await db
        .delete(standVisits)
        .where(and(eq(standVisits.userId, userId), eq(standVisits.exPrefix, prefix), inArray(standVisits.stand, wanted)));
    }
    const body: VisitedStandsInput = { ex_prefix: prefix, stands: wanted, visited: input.visited };
    return c.json(body);
  });
