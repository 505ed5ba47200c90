/**
 * What changed in the signed-in visitor's favourites (issue 34). The triggers of migration 0008 write the
 * log and address each entry to the accounts that had the item as a favourite; GET lists the caller's
 * unseen entries of one exhibition in their language, POST marks them seen up to an id. An exhibition
 * of another site type does not exist from this site's point of view.
 */
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ChangesSeenInputSchema, MAX_LISTED_CHANGES, type ChangesSeenResult, type FavouriteChanges } from '../../src/contract/changes';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { CHANGES_SEEN_BUDGET, spendBudget } from '../auth/rate-limit';
import { requireUser, type AuthEnv } from '../auth/tokens';
import type { Db } from '../db/connect';
import { exhibitions, favouriteChangeRecipients, favouriteChanges } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { describeChange } from '../queries/favourite-changes';

const unseenOf = (userId: string, exPrefix: string) =>
  and(eq(favouriteChangeRecipients.userId, userId), isNull(favouriteChangeRecipients.seenAt), eq(favouriteChanges.exPrefix, exPrefix));

async function unseenCount(db: Db, userId: string, exPrefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteChangeRecipients)
    .innerJoin(favouriteChanges, eq(favouriteChanges.id, favouriteChangeRecipients.changeId))
    .where(unseenOf(userId, exPrefix));
  return row?.n ?? 0;
}

export const changesRoutes = new Hono<AuthEnv>()
  .get('/user/favorite_changes', requireUser, async (c) => {
    const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const { prefix } = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    const rows = await db
      .select({ change: favouriteChanges })
      .from(favouriteChangeRecipients)
      .innerJoin(favouriteChanges, eq(favouriteChanges.id, favouriteChangeRecipients.changeId))
      .where(unseenOf(userId, prefix))
      .orderBy(asc(favouriteChanges.id))
      .limit(MAX_LISTED_CHANGES);
    const unseen = rows.length < MAX_LISTED_CHANGES ? rows.length : await unseenCount(db, userId, prefix);
    const body: FavouriteChanges = { changes: rows.map((row) => describeChange(row.change, c.var.lang)), unseen };
    return c.json(body);
  })
  .post('/user/favorite_changes/seen', requireUser, async (c) => {
    const input = await readJson(c, ChangesSeenInputSchema);
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    await spendBudget(c, CHANGES_SEEN_BUDGET, userId);
    const { prefix } = await exhibitionByPrefix(db, c.var.exType, input.ex_prefix, { prefix: exhibitions.prefixContract });
    await db
      .update(favouriteChangeRecipients)
      .set({ seenAt: sql`now()` })
      .where(
        and(
          eq(favouriteChangeRecipients.userId, userId),
          isNull(favouriteChangeRecipients.seenAt),
          lte(favouriteChangeRecipients.changeId, input.up_to),
          sql`${favouriteChangeRecipients.changeId} in (select ${favouriteChanges.id} from ${favouriteChanges} where ${favouriteChanges.exPrefix} = ${prefix})`,
        ),
      );
    const body: ChangesSeenResult = { unseen: await unseenCount(db, userId, prefix) };
    return c.json(body);
  });
