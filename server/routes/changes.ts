/**
 * What changed in the signed-in visitor's favourites (issue 34). The triggers of migration 0008 write the
 * log and address each entry to the accounts that had the item as a favourite; GET lists the caller's
 * unseen entries of one exhibition in their language, POST marks them seen up to an id. An exhibition
 * of another site type does not exist from this site's point of view.
 */
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../src/contract/common';
import {
  ChangesSeenInputSchema,
  MAX_LISTED_CHANGES,
  type ChangesSeenResult,
  type FavouriteChange,
  type FavouriteChanges,
} from '../../src/contract/changes';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { CHANGES_SEEN_BUDGET, spendBudget } from '../auth/rate-limit';
import { requireUser, type AuthEnv } from '../auth/tokens';
import type { Db } from '../db/connect';
import { exhibitions, favouriteChangeRecipients, favouriteChanges, type Localized } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { toVenueIso } from '../http/dates';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';

type Span = { start: number; end: number };
type Row = typeof favouriteChanges.$inferSelect;

const isSpan = (value: unknown): value is Span =>
  typeof value === 'object' && value !== null && typeof (value as Span).start === 'number' && typeof (value as Span).end === 'number';
const spanText = (value: unknown) => (isSpan(value) ? `${toVenueIso(new Date(value.start))}/${toVenueIso(new Date(value.end))}` : '');
const isLocalized = (value: unknown): value is Partial<Localized> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A translated value in the caller's language, Russian (the organiser's own) where it has none. */
const inLang = (value: unknown, lang: Lang) => (isLocalized(value) ? value[lang] || value.ru || '' : '');
const standsText = (value: unknown) => (Array.isArray(value) ? value.filter((stand) => typeof stand === 'string').join(', ') : '');

/** One log entry as the caller reads it: the stored JSON turned into the contract's strings. */
export function describeChange(row: Row, lang: Lang): FavouriteChange {
  const base = {
    id: row.id,
    entity: row.entity === 'participant' ? ('participant' as const) : ('event' as const),
    entity_id: row.entityId,
    field: row.field,
    name: inLang(row.name, lang),
    location: '',
    changed_at: toVenueIso(row.changedAt),
  };
  switch (row.field) {
    case 'time':
      return { ...base, before: spanText(row.before), after: spanText(row.after) };
    case 'location':
      return { ...base, before: inLang(row.before, lang), after: inLang(row.after, lang) };
    case 'cancelled': {
      const before = isLocalized(row.before) ? (row.before as { span?: unknown; location?: unknown }) : {};
      return { ...base, before: spanText(before.span), after: '', location: inLang(before.location, lang) };
    }
    case 'stands':
      return { ...base, before: standsText(row.before), after: standsText(row.after) };
    case 'removed':
      return { ...base, before: standsText(row.before), after: '' };
  }
}

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
