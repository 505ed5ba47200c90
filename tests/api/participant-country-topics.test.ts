/**
 * Each exhibitor carries its country and topic ids, so the client can filter the catalogue on the device
 * exactly as GET /participants/?countries=…&topics=… filters it on the server.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { ParticipantFiltersSchema, ParticipantsResponseSchema, type Participant } from '../../src/contract/participants';
import { participants, participantTopics } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const BASE = '/api/public/participants/';
/** The current exhibition and an earlier one with a catalogue, from the database. */
const { current: CURRENT, earlier: EARLIER } = await seededExhibitions(db);
const EXHIBITIONS = [CURRENT, EARLIER];

async function list(query: string, lang = 'ru'): Promise<Participant[]> {
  const res = await api.get(`${BASE}?${query}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(ParticipantsResponseSchema, res.body);
}

async function filters(exPrefix: string) {
  const res = await api.get(`${BASE}filters?ex_prefix=${exPrefix}`);
  expect(res.status).toBe(200);
  return v.parse(ParticipantFiltersSchema, res.body);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

/** Country and sorted topic ids of each exhibitor of one exhibition, read from the database. */
async function fromDatabase(exPrefix: string) {
  const rows = await db
    .select({ id: participants.id, country: participants.countryCid, topic: participantTopics.topicCid })
    .from(participants)
    .leftJoin(participantTopics, eq(participantTopics.participantId, participants.id))
    .where(eq(participants.exPrefix, exPrefix));
  const byId = new Map<string, { country_cid: string | null; topic_cids: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { country_cid: row.country, topic_cids: [] };
    if (row.topic) entry.topic_cids.push(row.topic);
    byId.set(row.id, entry);
  }
  for (const entry of byId.values()) entry.topic_cids.sort();
  return byId;
}

describe('the country and topics of each exhibitor', () => {
  it.each(EXHIBITIONS)('are on every exhibitor of %s, as the database holds them', async (exPrefix) => {
    const res = await api.get(`${BASE}?ex_prefix=${exPrefix}`);
    const raw = res.body as Record<string, unknown>[];
    expect(raw.length).toBeGreaterThan(0);
    for (const item of raw) {
      expect(item).toHaveProperty('country_cid');
      expect(item).toHaveProperty('topic_cids');
    }
    const expected = await fromDatabase(exPrefix);
    const items = v.parse(ParticipantsResponseSchema, raw);
    expect(items.length).toBe(expected.size);
    for (const item of items) {
      expect({ country_cid: item.country_cid, topic_cids: [...item.topic_cids].sort() }).toEqual(expected.get(item.id));
    }
    expect(items.some((item) => item.topic_cids.length > 1)).toBe(true);
  });

  it('are the same in every language', async () => {
    const [first, ...others] = await Promise.all(LANGS.map((lang) => list(`ex_prefix=${CURRENT}`, lang)));
    const fields = (items: Participant[]) => new Map(items.map((item) => [item.id, [item.country_cid, item.topic_cids]]));
    for (const other of others) expect(fields(other)).toEqual(fields(first ?? []));
  });

  it.each(EXHIBITIONS)('name only countries and topics that GET /participants/filters offers for %s', async (exPrefix) => {
    const [items, offered] = await Promise.all([list(`ex_prefix=${exPrefix}`), filters(exPrefix)]);
    const countries = new Set(offered.countries.map((country) => country.one_cid));
    const topics = new Set(offered.topic_categories.flatMap((category) => category.topics.map((topic) => topic.one_cid)));
    for (const item of items) {
      if (item.country_cid !== null) expect(countries).toContain(item.country_cid);
      for (const topic of item.topic_cids) expect(topics).toContain(topic);
    }
    for (const country of offered.countries) {
      expect(items.filter((item) => item.country_cid === country.one_cid)).toHaveLength(country.count);
    }
  });
});

describe('filtering on the device matches filtering on the server', () => {
  it('?countries=X answers exactly the exhibitors whose country_cid is X', async () => {
    const [all, offered] = await Promise.all([list(`ex_prefix=${CURRENT}`), filters(CURRENT)]);
    expect(offered.countries.length).toBeGreaterThan(1);
    for (const { one_cid: country } of offered.countries) {
      const onServer = await list(`ex_prefix=${CURRENT}&countries=${country}`);
      expect(ids(onServer)).toEqual(ids(all.filter((item) => item.country_cid === country)));
    }
  });

  it('?topics=Y answers exactly the exhibitors whose topic_cids include Y', async () => {
    const [all, offered] = await Promise.all([list(`ex_prefix=${CURRENT}`), filters(CURRENT)]);
    const topics = offered.topic_categories.flatMap((category) => category.topics.map((topic) => topic.one_cid));
    expect(topics.length).toBeGreaterThan(1);
    for (const topic of topics) {
      const onServer = await list(`ex_prefix=${CURRENT}&topics=${topic}`);
      expect(onServer.length).toBeGreaterThan(0);
      expect(ids(onServer)).toEqual(ids(all.filter((item) => item.topic_cids.includes(topic))));
    }
  });

  it('a country together with two topics answers the exhibitors matching the country and either topic', async () => {
    const [all, offered] = await Promise.all([list(`ex_prefix=${CURRENT}`), filters(CURRENT)]);
    const country = offered.countries.reduce((most, next) => (next.count > most.count ? next : most)).one_cid;
    const topics = offered.topic_categories.flatMap((category) => category.topics.map((topic) => topic.one_cid)).slice(0, 2);
    const onServer = await list(`ex_prefix=${CURRENT}&countries=${country}&topics=${topics.join(',')}`);
    const onDevice = all.filter((item) => item.country_cid === country && item.topic_cids.some((topic) => topics.includes(topic)));
    expect(ids(onServer)).toEqual(ids(onDevice));
  });
});
