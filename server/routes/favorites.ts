/**
 * The signed-in visitor's favourites: POST toggles (idempotent: setting the state it already has is a
 * no-op) and the two personal lists, whose items are shaped like the public programme and catalogue.
 * A toggle finds its event or exhibitor only among the exhibitions of the caller's site type (ex_type):
 * from another site's point of view the item does not exist, so it is a 404 and nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Lang } from '../../src/contract/common';
import {
  EventFavoriteInputSchema,
  ParticipantFavoriteInputSchema,
  type EventFavoriteResult,
  type ParticipantFavoriteResult,
} from '../../src/contract/favorites';
import { ExPrefixQuerySchema } from '../../src/contract/participants';
import { requireUser, type AuthEnv } from '../auth/tokens';
import type { Db } from '../db/connect';
import { eventFavorites, events, exhibitions, participantFavorites } from '../db/schema';
import { readJson } from '../http/body';
import { callerId, signedInUser } from '../http/caller';
import { notFound, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { sendList } from '../http/send-list';
import { catalogueAnswer } from '../queries/catalogue-cache';
import { programmeAnswer } from '../queries/events';
import { participantOfSite } from '../queries/participant-of-site';
import type { ListAnswer } from '../queries/rendered-list';

type PersonalListOptions = { exType: string; exPrefix: string | undefined; lang: Lang; userId: string | null; favouritesOnly: true };

/** The caller's favourites of one exhibition, shaped like the public list they come from. */
async function personalList(c: Context<AuthEnv>, source: (db: Db, options: PersonalListOptions) => Promise<ListAnswer>) {
  const query = parseInput(ExPrefixQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
  const answer = await source(c.var.deps.db, {
    exType: c.var.exType,
    exPrefix: query.ex_prefix,
    lang: c.var.lang,
    userId: callerId(c),
    favouritesOnly: true,
  });
  return sendList(c, answer);
}

export const favoritesRoutes = new Hono<AuthEnv>()
  .post('/user/events/favorite', requireUser, async (c) => {
    const input = await readJson(c, EventFavoriteInputSchema);
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .innerJoin(exhibitions, eq(exhibitions.prefixContract, events.exPrefix))
      .where(and(eq(events.id, input.event_id), eq(exhibitions.exType, c.var.exType)))
      .limit(1);
    if (!event) throw notFound(`Event ${input.event_id}`);
    if (input.added_to_favorite) {
      await db.insert(eventFavorites).values({ userId, eventId: event.id }).onConflictDoNothing();
    } else {
      await db.delete(eventFavorites).where(and(eq(eventFavorites.userId, userId), eq(eventFavorites.eventId, event.id)));
    }
    const body: EventFavoriteResult = { event_id: event.id, added_to_favorite: input.added_to_favorite };
    return c.json(body);
  })
  .post('/user/participants/favorite', requireUser, async (c) => {
    const input = await readJson(c, ParticipantFavoriteInputSchema);
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const participant = await participantOfSite(db, c.var.exType, input.participant_id);
    if (input.added_to_favorite) {
      await db.insert(participantFavorites).values({ userId, participantId: participant.id }).onConflictDoNothing();
    } else {
      await db
        .delete(participantFavorites)
        .where(and(eq(participantFavorites.userId, userId), eq(participantFavorites.participantId, participant.id)));
    }
    const body: ParticipantFavoriteResult = { participant_id: participant.id, added_to_favorite: input.added_to_favorite };
    return c.json(body);
  })
  .get('/user/events_favorites', requireUser, (c) => personalList(c, programmeAnswer))
  .get('/user/participants_favorites', requireUser, (c) => personalList(c, catalogueAnswer));
