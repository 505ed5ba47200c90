import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, LANGS } from '../../src/contract/common';
import { EventsResponseSchema } from '../../src/contract/events';
import {
  EventFavoriteResultSchema,
  FavoriteEventsResponseSchema,
  FavoriteParticipantsResponseSchema,
  ParticipantFavoriteResultSchema,
} from '../../src/contract/favorites';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { eventFavorites, participantFavorites, users } from '../../server/db/schema';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createOtherSite, type OtherSite } from '../support/other-site';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const P = '/api/public';

/** The current visitor's favourite rows: what a request made with their token could have written. */
async function favouriteCounts() {
  const [events] = await db.select({ n: count() }).from(eventFavorites).where(eq(eventFavorites.userId, visitor.id));
  const [companies] = await db.select({ n: count() }).from(participantFavorites).where(eq(participantFavorites.userId, visitor.id));
  return { events: events?.n ?? 0, companies: companies?.n ?? 0 };
}

const publicEvents = async (token?: string, lang = 'ru') =>
  v.parse(EventsResponseSchema, (await api.get(`${P}/events/?ex_prefix=${currentPrefix}&lang_code=${lang}`, { token })).body);
const publicCatalogue = async (token?: string, lang = 'ru') =>
  v.parse(ParticipantsResponseSchema, (await api.get(`${P}/participants/?ex_prefix=${currentPrefix}&lang_code=${lang}`, { token })).body);

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = v.parse(ErrorEnvelopeSchema, res.body);
  expect(body.error_code).toBe(code);
  return body;
}

const { current: currentPrefix, earlier: earlierPrefix } = await seededExhibitions(db);
let visitor: { id: string; token: string };
let eventIds: number[];
let participantIds: string[];

beforeAll(async () => {
  eventIds = (await publicEvents()).map((item) => item.id);
  participantIds = (await publicCatalogue()).map((item) => item.id);
});

// Every case starts with a visitor of its own and no favourites, so the cases pass in any order and alone.
beforeEach(async () => {
  visitor = await createSignedInVisitor(api, 'favourites');
});

afterEach(() => api.setNow(null));

describe('favourite events', () => {
  it('stars an event, shows it in the programme and the personal list, and unstars it', async () => {
    const eventId = eventIds[5] as number;
    const added = await api.send(
      'POST',
      `${P}/user/events/favorite/`,
      { event_id: eventId, added_to_favorite: true },
      { token: visitor.token },
    );
    expect(added.status).toBe(200);
    expect(v.parse(EventFavoriteResultSchema, added.body)).toEqual({ event_id: eventId, added_to_favorite: true });

    const programme = await publicEvents(visitor.token);
    expect(programme.filter((item) => item.added_to_favorite).map((item) => item.id)).toEqual([eventId]);
    for (const lang of LANGS) {
      const mine = await api.get(`${P}/user/events_favorites/?ex_prefix=${currentPrefix}&lang_code=${lang}`, { token: visitor.token });
      expect(mine.status).toBe(200);
      const items = v.parse(FavoriteEventsResponseSchema, mine.body);
      expect(items.map((item) => item.id)).toEqual([eventId]);
      expect(items[0]?.name).toBe((await publicEvents(undefined, lang)).find((item) => item.id === eventId)?.name);
    }

    const removed = await api.send(
      'POST',
      `${P}/user/events/favorite`,
      { event_id: eventId, added_to_favorite: false },
      { token: visitor.token },
    );
    expect(v.parse(EventFavoriteResultSchema, removed.body)).toEqual({ event_id: eventId, added_to_favorite: false });
    expect((await publicEvents(visitor.token)).some((item) => item.added_to_favorite)).toBe(false);
    expect((await api.get(`${P}/user/events_favorites/?ex_prefix=${currentPrefix}`, { token: visitor.token })).body).toEqual([]);
  });

  it('is idempotent: starring twice keeps one row, unstarring twice is fine', async () => {
    const eventId = eventIds[7] as number;
    const before = await favouriteCounts();
    for (const state of [true, true, false, false, true]) {
      const res = await api.send(
        'POST',
        `${P}/user/events/favorite/`,
        { event_id: eventId, added_to_favorite: state },
        { token: visitor.token },
      );
      expect(res.status).toBe(200);
    }
    expect((await favouriteCounts()).events).toBe(before.events + 1);
  });

  it('keeps the favourites of one visitor away from another and from anonymous visitors', async () => {
    const other = await createSignedInVisitor(api, 'other');
    expect((await publicEvents(other.token)).some((item) => item.added_to_favorite)).toBe(false);
    expect((await publicEvents()).some((item) => item.added_to_favorite)).toBe(false);
    expect((await api.get(`${P}/user/events_favorites/`, { token: other.token })).body).toEqual([]);
  });

  it('lists only the favourites of the requested exhibition', async () => {
    const earlier = v.parse(EventsResponseSchema, (await api.get(`${P}/events/?ex_prefix=${earlierPrefix}`)).body);
    const earlierId = earlier[0]?.id as number;
    await api.send('POST', `${P}/user/events/favorite/`, { event_id: earlierId, added_to_favorite: true }, { token: visitor.token });
    const current = v.parse(
      FavoriteEventsResponseSchema,
      (await api.get(`${P}/user/events_favorites/?ex_prefix=${currentPrefix}`, { token: visitor.token })).body,
    );
    expect(current.map((item) => item.id)).not.toContain(earlierId);
    const past = v.parse(
      FavoriteEventsResponseSchema,
      (await api.get(`${P}/user/events_favorites/?ex_prefix=${earlierPrefix}`, { token: visitor.token })).body,
    );
    expect(past.map((item) => item.id)).toEqual([earlierId]);
    expectError(await api.get(`${P}/user/events_favorites/?ex_prefix=ME97`, { token: visitor.token }), 404, 'EntityNotFound');
  });
});

describe('favourite companies', () => {
  it.each(LANGS)('stars a company and shows it starred in the %s catalogue and personal list', async (lang) => {
    const participantId = participantIds[LANGS.indexOf(lang) * 10 + 3] as string;
    const res = await api.send(
      'POST',
      `${P}/user/participants/favorite/`,
      { participant_id: participantId, added_to_favorite: true },
      { token: visitor.token },
    );
    expect(v.parse(ParticipantFavoriteResultSchema, res.body)).toEqual({ participant_id: participantId, added_to_favorite: true });

    const catalogue = await publicCatalogue(visitor.token, lang);
    expect(catalogue.find((item) => item.id === participantId)?.added_to_favorite).toBe(true);
    const mine = await api.get(`${P}/user/participants_favorites/?ex_prefix=${currentPrefix}&lang_code=${lang}`, { token: visitor.token });
    expect(mine.status).toBe(200);
    const items = v.parse(FavoriteParticipantsResponseSchema, mine.body);
    expect(items.map((item) => item.id)).toContain(participantId);
    const listed = items.find((item) => item.id === participantId);
    const inCatalogue = catalogue.find((item) => item.id === participantId);
    expect(listed?.short_title).toBe(inCatalogue?.short_title);
    expect([listed?.country_cid, listed?.topic_cids]).toEqual([inCatalogue?.country_cid, inCatalogue?.topic_cids]);
  });

  it('keeps the anonymous catalogue unstarred and unstars on request', async () => {
    const chosen = [participantIds[1], participantIds[11], participantIds[21]] as string[];
    for (const participantId of chosen) {
      await api.send(
        'POST',
        `${P}/user/participants/favorite/`,
        { participant_id: participantId, added_to_favorite: true },
        { token: visitor.token },
      );
    }
    expect((await publicCatalogue()).some((item) => item.added_to_favorite)).toBe(false);
    const starred = (await publicCatalogue(visitor.token)).filter((item) => item.added_to_favorite);
    expect(starred.map((item) => item.id).sort()).toEqual([...chosen].sort());
    for (const item of starred) {
      const res = await api.send(
        'POST',
        `${P}/user/participants/favorite/`,
        { participant_id: item.id, added_to_favorite: false },
        { token: visitor.token },
      );
      expect(res.status).toBe(200);
    }
    expect((await publicCatalogue(visitor.token)).some((item) => item.added_to_favorite)).toBe(false);
    expect((await api.get(`${P}/user/participants_favorites/`, { token: visitor.token })).body).toEqual([]);
  });

  it('gives the starred catalogue a different ETag from the anonymous one', async () => {
    const participantId = participantIds[0] as string;
    const anonymous = await api.get(`${P}/participants/?ex_prefix=${currentPrefix}`);
    await api.send(
      'POST',
      `${P}/user/participants/favorite/`,
      { participant_id: participantId, added_to_favorite: true },
      { token: visitor.token },
    );
    const starred = await api.get(`${P}/participants/?ex_prefix=${currentPrefix}`, { token: visitor.token });
    expect(starred.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
    const revalidated = await api.get(`${P}/participants/?ex_prefix=${currentPrefix}`, {
      token: visitor.token,
      headers: { 'If-None-Match': anonymous.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(200);
  });
});

describe('who may star', () => {
  it.each([
    ['POST', '/user/events/favorite/'],
    ['POST', '/user/participants/favorite/'],
    ['GET', '/user/events_favorites/'],
    ['GET', '/user/participants_favorites/'],
  ] as const)('%s %s without a token answers 401 InvalidAuthenticationInfo', async (method, path) => {
    const res =
      method === 'GET' ? await api.get(P + path) : await api.send(method, P + path, { event_id: eventIds[0], added_to_favorite: true });
    expectError(res, 401, 'InvalidAuthenticationInfo');
  });

  it('answers 401 InvalidAuthenticationInfo for an expired token, on personal and public calls alike', async () => {
    const before = await favouriteCounts();
    api.setNow(new Date(Date.now() + 16 * 60 * 1000));
    expectError(
      await api.send('POST', `${P}/user/events/favorite/`, { event_id: eventIds[1], added_to_favorite: true }, { token: visitor.token }),
      401,
      'InvalidAuthenticationInfo',
    );
    expectError(await api.get(`${P}/participants/?ex_prefix=${currentPrefix}`, { token: visitor.token }), 401, 'InvalidAuthenticationInfo');
    expectError(await api.get(`${P}/events/?ex_prefix=${currentPrefix}`, { token: visitor.token }), 401, 'InvalidAuthenticationInfo');
    expect(await favouriteCounts()).toEqual(before);
  });

  it('answers 401 for a malformed token and for the token of a deleted account', async () => {
    expectError(await api.get(`${P}/events/`, { headers: { Authorization: 'Bearer not.a.jwt' } }), 401, 'InvalidAuthenticationInfo');
    const gone = await createSignedInVisitor(api, 'gone');
    await db.delete(users).where(eq(users.id, gone.id));
    expectError(
      await api.send('POST', `${P}/user/events/favorite/`, { event_id: eventIds[0], added_to_favorite: true }, { token: gone.token }),
      401,
      'InvalidAuthenticationInfo',
    );
  });
});

describe('bad favourite requests write nothing', () => {
  it.each([
    ['event_id as a string', { event_id: '5', added_to_favorite: true }, 'event_id'],
    ['event_id zero', { event_id: 0, added_to_favorite: true }, 'event_id'],
    ['a negative event_id', { event_id: -3, added_to_favorite: true }, 'event_id'],
    ['a fractional event_id', { event_id: 1.5, added_to_favorite: true }, 'event_id'],
    ['an event_id past the integer range', { event_id: 2 ** 31, added_to_favorite: true }, 'event_id'],
    ['no event_id', { added_to_favorite: true }, 'event_id'],
    ['added_to_favorite as a string', { event_id: 1, added_to_favorite: 'true' }, 'added_to_favorite'],
    ['no added_to_favorite', { event_id: 1 }, 'added_to_favorite'],
  ])('an event body with %s answers 400 naming the field', async (_, body, field) => {
    const before = await favouriteCounts();
    const res = await api.send('POST', `${P}/user/events/favorite/`, body, { token: visitor.token });
    expect(expectError(res, 400, 'InvalidInput').error_data).toHaveProperty(field);
    expect(await favouriteCounts()).toEqual(before);
  });

  it.each([
    ['a participant_id that is not a uuid', { participant_id: 'ural-steel', added_to_favorite: true }, 'participant_id'],
    ['a numeric participant_id', { participant_id: 42, added_to_favorite: true }, 'participant_id'],
    ['added_to_favorite as a number', { participant_id: randomUUID(), added_to_favorite: 1 }, 'added_to_favorite'],
  ])('a company body with %s answers 400 naming the field', async (_, body, field) => {
    const before = await favouriteCounts();
    const res = await api.send('POST', `${P}/user/participants/favorite/`, body, { token: visitor.token });
    expect(expectError(res, 400, 'InvalidInput').error_data).toHaveProperty(field);
    expect(await favouriteCounts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"event_id": 1,', 'application/json', 400],
    ['a JSON array', '[1, true]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a form body', 'event_id=1&added_to_favorite=true', 'application/x-www-form-urlencoded', 415],
    ['plain text', '{"event_id": 1, "added_to_favorite": true}', 'text/plain', 415],
  ])('%s answers %s and writes nothing', async (_, raw, type, status) => {
    const before = await favouriteCounts();
    const res = await api.send('POST', `${P}/user/events/favorite/`, raw, {
      token: visitor.token,
      raw: true,
      headers: { 'Content-Type': type },
    });
    expect(res.status).toBe(status);
    v.parse(ErrorEnvelopeSchema, res.body);
    expect(await favouriteCounts()).toEqual(before);
  });

  it('answers 404 EntityNotFound for an unknown event or company and writes nothing', async () => {
    const before = await favouriteCounts();
    expectError(
      await api.send('POST', `${P}/user/events/favorite/`, { event_id: 999_999, added_to_favorite: true }, { token: visitor.token }),
      404,
      'EntityNotFound',
    );
    expectError(
      await api.send(
        'POST',
        `${P}/user/participants/favorite/`,
        { participant_id: randomUUID(), added_to_favorite: true },
        { token: visitor.token },
      ),
      404,
      'EntityNotFound',
    );
    expect(await favouriteCounts()).toEqual(before);
  });
});

describe('favourites across site types', () => {
  let other: OtherSite;
  const starEvent = (eventId: number, exType?: string, added = true) =>
    api.send(
      'POST',
      `${P}/user/events/favorite/${exType ? `?ex_type=${exType}` : ''}`,
      { event_id: eventId, added_to_favorite: added },
      { token: visitor.token },
    );
  const starCompany = (participantId: string, exType?: string, added = true) =>
    api.send(
      'POST',
      `${P}/user/participants/favorite/${exType ? `?ex_type=${exType}` : ''}`,
      { participant_id: participantId, added_to_favorite: added },
      { token: visitor.token },
    );
  const eventRows = (eventId: number) =>
    db
      .select()
      .from(eventFavorites)
      .where(and(eq(eventFavorites.userId, visitor.id), eq(eventFavorites.eventId, eventId)));
  const companyRows = (participantId: string) =>
    db
      .select()
      .from(participantFavorites)
      .where(and(eq(participantFavorites.userId, visitor.id), eq(participantFavorites.participantId, participantId)));

  function expectNotFoundEnvelope(res: { status: number; body: unknown }) {
    const body = expectError(res, 404, 'EntityNotFound');
    expect(Object.keys(body).sort()).toEqual(['error', 'error_code', 'error_data']);
    expect(body.error).not.toBe('');
  }

  beforeAll(async () => {
    other = await createOtherSite(db);
  });

  it('refuses to star or unstar an event of another site type with 404 EntityNotFound and writes nothing', async () => {
    const before = await favouriteCounts();
    expectNotFoundEnvelope(await starEvent(other.eventId));
    expectNotFoundEnvelope(await starEvent(other.eventId, 'ME', false));
    expect(await eventRows(other.eventId)).toEqual([]);
    expect(await favouriteCounts()).toEqual(before);
  });

  it('refuses to star or unstar an exhibitor of another site type with 404 EntityNotFound and writes nothing', async () => {
    const before = await favouriteCounts();
    expectNotFoundEnvelope(await starCompany(other.participantId));
    expectNotFoundEnvelope(await starCompany(other.participantId, 'ME', false));
    expect(await companyRows(other.participantId)).toEqual([]);
    expect(await favouriteCounts()).toEqual(before);
  });

  it("stars the other site's event and exhibitor when asked with that site's ex_type", async () => {
    const event = await starEvent(other.eventId, other.exType);
    expect(v.parse(EventFavoriteResultSchema, event.body)).toEqual({ event_id: other.eventId, added_to_favorite: true });
    const company = await starCompany(other.participantId, other.exType);
    expect(v.parse(ParticipantFavoriteResultSchema, company.body)).toEqual({
      participant_id: other.participantId,
      added_to_favorite: true,
    });
    expect(await eventRows(other.eventId)).toHaveLength(1);
    expect(await companyRows(other.participantId)).toHaveLength(1);

    const events = await api.get(`${P}/user/events_favorites/?ex_type=${other.exType}`, { token: visitor.token });
    expect(v.parse(FavoriteEventsResponseSchema, events.body).map((item) => item.id)).toEqual([other.eventId]);
    const companies = await api.get(`${P}/user/participants_favorites/?ex_type=${other.exType}`, { token: visitor.token });
    expect(v.parse(FavoriteParticipantsResponseSchema, companies.body).map((item) => item.id)).toEqual([other.participantId]);
  });

  it("refuses the main site's items when asked with the other site's ex_type", async () => {
    const before = await favouriteCounts();
    expectNotFoundEnvelope(await starEvent(eventIds[2] as number, other.exType));
    expectNotFoundEnvelope(await starCompany(participantIds[2] as string, other.exType));
    expect(await favouriteCounts()).toEqual(before);
  });
});
