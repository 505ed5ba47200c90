import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStoredPicture } from '../../src/contract/media';
import { ErrorEnvelopeSchema, LANGS } from '../../src/contract/common';
import { ParticipantFiltersSchema, ParticipantsResponseSchema, type Participant } from '../../src/contract/participants';
import { exhibitions, participants, participantTopics } from '../../server/db/schema';
import { growCatalogue } from '../../server/seed/large-catalogue';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const BASE = '/api/public/participants/';
// Which exhibitions and how many exhibitors: read from the database, never typed from the seed.
const { current: CURRENT, earlier: EARLIER } = await seededExhibitions(db);
async function catalogueSize(prefix: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(participants).where(eq(participants.exPrefix, prefix));
  return row?.n ?? 0;
}
async function exhibitionName(prefix: string) {
  const [row] = await db.select({ name: exhibitions.name }).from(exhibitions).where(eq(exhibitions.prefixContract, prefix));
  if (!row) throw new Error(`no exhibition ${prefix}`);
  return row.name;
}

async function list(query = `ex_prefix=${CURRENT}`, lang = 'ru'): Promise<Participant[]> {
  const res = await api.get(`${BASE}?${query}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(ParticipantsResponseSchema, res.body);
}

async function filters(query = `ex_prefix=${CURRENT}`, lang = 'ru') {
  const res = await api.get(`${BASE}filters?${query}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(ParticipantFiltersSchema, res.body);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

async function idsInDb(opts: { countries?: string[]; topics?: string[] }) {
  const conditions = [eq(participants.exPrefix, CURRENT)];
  if (opts.countries) conditions.push(inArray(participants.countryCid, opts.countries));
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(...conditions));
  let result = rows.map((row) => row.id);
  if (opts.topics) {
    const linked = await db
      .selectDistinct({ id: participantTopics.participantId })
      .from(participantTopics)
      .where(inArray(participantTopics.topicCid, opts.topics));
    const withTopic = new Set(linked.map((row) => row.id));
    result = result.filter((id) => withTopic.has(id));
  }
  return result.sort();
}

function expectErrorOn(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = v.parse(ErrorEnvelopeSchema, res.body);
  expect(body.error_code).toBe(code);
  return body;
}

describe('the exhibitor catalogue', () => {
  it.each(LANGS)('answers the whole current catalogue in %s, shaped as the contract says', async (lang) => {
    const items = await list(`ex_prefix=${CURRENT}`, lang);
    const size = await catalogueSize(CURRENT);
    expect(size).toBeGreaterThan(0);
    expect(items.length).toBe(size);
    expect(new Set(ids(items)).size).toBe(size);
    for (const item of items) {
      expect(item.short_title).not.toBe('');
      expect(item.full_title).not.toBe('');
      expect(item.stands.length).toBeGreaterThan(0);
      expect(item.stand).toBe(item.stands.join(', '));
      for (const stand of item.stands) expect(stand).toMatch(/^[1-4][A-H]\d{2}$/);
      if (item.show_logo_for_ecatalog) expect(parseStoredPicture(item.logo_for_ecatalog ?? '')?.use).toBe('logo');
    }
  });

  it('translates names, addresses and descriptions per language', async () => {
    const [ru, zh] = await Promise.all([list(`ex_prefix=${CURRENT}`, 'ru'), list(`ex_prefix=${CURRENT}`, 'zh')]);
    const zhById = new Map(zh.map((item) => [item.id, item]));
    const sample = ru.slice(0, 50);
    for (const item of sample) {
      const other = zhById.get(item.id);
      expect(other?.short_title).not.toBe(item.short_title);
      expect(other?.address).not.toBe(item.address);
      expect(other?.text).not.toBe(item.text);
      expect(other?.stand).toBe(item.stand);
    }
    expect(sample.some((item) => /[А-Яа-яЁё]/.test(item.text))).toBe(true);
    expect(zh.some((item) => /[\u4e00-\u9fff]/.test(item.short_title))).toBe(true);
  });

  it.each(['ru', 'en'])('sorts the %s catalogue by short title', async (lang) => {
    const items = await list(`ex_prefix=${CURRENT}`, lang);
    const collator = new Intl.Collator(lang);
    for (let i = 1; i < items.length; i += 1) {
      expect(collator.compare(items[i - 1]?.short_title ?? '', items[i]?.short_title ?? '')).toBeLessThanOrEqual(0);
    }
  });

  it('marks nothing as a favourite for an anonymous visitor and flags some exhibitors bold or with a logo', async () => {
    const items = await list();
    expect(items.every((item) => item.added_to_favorite === false)).toBe(true);
    const withLogo = items.filter((item) => item.show_logo_for_ecatalog).length;
    const bold = items.filter((item) => item.is_text_bold).length;
    expect(withLogo).toBeGreaterThan(80);
    expect(withLogo).toBeLessThan(170);
    expect(bold).toBeGreaterThan(15);
    expect(bold).toBeLessThan(80);
  });

  it('uses the current exhibition when ex_prefix is absent or empty', async () => {
    const current = ids(await list());
    expect(ids(await list(''))).toEqual(current);
    expect(ids(await list('ex_prefix='))).toEqual(current);
  });

  it('answers an earlier exhibition its own exhibitors', async () => {
    const earlier = await list(`ex_prefix=${EARLIER}`);
    expect(earlier.length).toBe(await catalogueSize(EARLIER));
    const current = new Set(ids(await list()));
    expect(earlier.some((item) => current.has(item.id))).toBe(false);
    expect(await list('ex_prefix=ME18')).toEqual([]);
  });

  it('answers 404 EntityNotFound for an unknown exhibition', async () => {
    expectErrorOn(await api.get(`${BASE}?ex_prefix=ME99`), 404, 'EntityNotFound');
    expectErrorOn(await api.get(`${BASE}filters?ex_prefix=ME99`), 404, 'EntityNotFound');
  });

  it.each([
    ['ex_prefix=me27', 'ex_prefix'],
    [`ex_prefix=${'M'.repeat(300)}`, 'ex_prefix'],
    ['ex_prefix=%3Cscript%3E', 'ex_prefix'],
    ['countries=C%20RU', 'countries'],
    [`countries=${'C'.repeat(41)}`, 'countries'],
    ['topics=%27%3B%20drop%20table%20participants', 'topics'],
    [`topics=${Array.from({ length: 101 }, (_, i) => `T-${i}`).join(',')}`, 'topics'],
  ])('answers 400 InvalidInput naming the field for %s', async (query, field) => {
    const body = expectErrorOn(await api.get(`${BASE}?${query}`), 400, 'InvalidInput');
    expect(body.error_data).toHaveProperty(field);
  });
});

describe('catalogue filters', () => {
  it('keeps only the exhibitors of one country', async () => {
    const chinese = await list(`ex_prefix=${CURRENT}&countries=C-CN`, 'zh');
    expect(chinese.length).toBeGreaterThan(20);
    expect(ids(chinese)).toEqual(await idsInDb({ countries: ['C-CN'] }));
  });

  it('ORs repeated and comma-separated values of one filter', async () => {
    const expected = await idsInDb({ countries: ['C-CN', 'C-BY'] });
    expect(ids(await list(`ex_prefix=${CURRENT}&countries=C-CN&countries=C-BY`))).toEqual(expected);
    expect(ids(await list(`ex_prefix=${CURRENT}&countries=C-CN,C-BY`))).toEqual(expected);
  });

  it('keeps the exhibitors having any of the given topics', async () => {
    const items = await list(`ex_prefix=${CURRENT}&topics=T-103&topics=T-114`);
    expect(items.length).toBeGreaterThan(10);
    expect(ids(items)).toEqual(await idsInDb({ topics: ['T-103', 'T-114'] }));
  });

  it('ANDs the country filter with the topic filter', async () => {
    const items = await list(`ex_prefix=${CURRENT}&countries=C-RU&topics=T-121,T-122`);
    expect(items.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(await idsInDb({ countries: ['C-RU'], topics: ['T-121', 'T-122'] }));
    const russian = await idsInDb({ countries: ['C-RU'] });
    expect(items.length).toBeLessThan(russian.length);
  });

  it('matches nothing for unknown ids and ignores them next to known ones', async () => {
    expect(await list(`ex_prefix=${CURRENT}&countries=C-XX`)).toEqual([]);
    expect(await list(`ex_prefix=${CURRENT}&topics=T-999`)).toEqual([]);
    expect(ids(await list(`ex_prefix=${CURRENT}&countries=C-XX&countries=C-BY`))).toEqual(await idsInDb({ countries: ['C-BY'] }));
  });

  it('keeps the catalogue order when filtering', async () => {
    const all = ids(await list()).length;
    const order = (await list()).map((item) => item.id);
    const filtered = (await list(`ex_prefix=${CURRENT}&countries=C-RU`)).map((item) => item.id);
    expect(filtered).toEqual(order.filter((id) => filtered.includes(id)));
    expect(all).toBe(await catalogueSize(CURRENT));
  });
});

describe('GET /participants/filters', () => {
  it.each(LANGS)('names the exhibition and lists countries and topic categories in %s', async (lang) => {
    const body = await filters(`ex_prefix=${CURRENT}`, lang);
    expect(body.exhibition_name).toBe((await exhibitionName(CURRENT))[lang]);
    expect(body.countries.length).toBeGreaterThanOrEqual(22);
    expect(body.topic_categories.length).toBeGreaterThanOrEqual(5);
    const collator = new Intl.Collator(lang);
    const names = body.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('counts each country exactly as the filtered list does', async () => {
    const body = await filters();
    expect(body.countries.reduce((sum, country) => sum + country.count, 0)).toBe(await catalogueSize(CURRENT));
    for (const country of body.countries) {
      expect(country.count).toBeGreaterThan(0);
      expect((await list(`ex_prefix=${CURRENT}&countries=${country.one_cid}`)).length).toBe(country.count);
    }
    expect(body.countries.map((country) => country.name)).toContain('Россия');
  });

  it('offers only topics that some exhibitor of the exhibition has', async () => {
    const body = await filters(`ex_prefix=${EARLIER}`, 'en');
    const topics = body.topic_categories.flatMap((category) => category.topics);
    expect(topics.length).toBeGreaterThan(5);
    for (const topic of topics) {
      expect((await list(`ex_prefix=${EARLIER}&topics=${topic.one_cid}`, 'en')).length).toBeGreaterThan(0);
    }
    const everyTopic = topics.map((topic) => topic.one_cid).join(',');
    expect((await list(`ex_prefix=${EARLIER}&topics=${everyTopic}`)).length).toBe(await catalogueSize(EARLIER));
    expect(body.exhibition_name).toBe((await exhibitionName(EARLIER)).en);
  });

  it('answers 400 for a malformed ex_prefix', async () => {
    const body = expectErrorOn(await api.get(`${BASE}filters?ex_prefix=me-27!`), 400, 'InvalidInput');
    expect(body.error_data).toHaveProperty('ex_prefix');
  });
});

describe('catalogue transport', () => {
  it('revalidates with If-None-Match and answers 304', async () => {
    const first = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=en`);
    const tag = first.headers.get('etag');
    // fetch asks for gzip, so the tag is the weak one of the compressed copy.
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const second = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=en`, { headers: { 'If-None-Match': tag ?? '' } });
    expect(second.status).toBe(304);
    const other = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=zh`, { headers: { 'If-None-Match': tag ?? '' } });
    expect(other.status).toBe(200);
    const filtered = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=en&countries=C-CN`);
    expect(filtered.headers.get('etag')).not.toBe(tag);
  });

  it('sends the same catalogue gzip-compressed to clients that accept it', async () => {
    const plain = await fetch(`${api.server.url}${BASE}?ex_prefix=${CURRENT}`, { headers: { 'Accept-Encoding': 'identity' } });
    const zipped = await fetch(`${api.server.url}${BASE}?ex_prefix=${CURRENT}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(zipped.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toEqual(await plain.json());
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('writes the list one exhibitor per line, whole or filtered, so the app can parse it as it arrives', async () => {
    for (const query of [`ex_prefix=${CURRENT}`, `ex_prefix=${CURRENT}&countries=C-RU,C-CN`]) {
      const res = await fetch(`${api.server.url}${BASE}?${query}&lang_code=ru`);
      const text = await res.text();
      const items = JSON.parse(text) as unknown[];
      expect(items.length).toBeGreaterThan(1);
      const lines = text.split('\n');
      expect(lines).toHaveLength(items.length + 2);
      expect([lines[0], lines.at(-1)]).toEqual(['[', ']']);
      lines.slice(1, -1).forEach((line, index) => expect(JSON.parse(line.replace(/,$/, ''))).toEqual(items[index]));
    }
  });

  it('shows exhibitors added to the database on the next call (the cache follows the data)', async () => {
    const before = await list(`ex_prefix=${CURRENT}`, 'en');
    const target = before.length + 5;
    await growCatalogue(db, { participants: target, events: 0 });
    const after = await list(`ex_prefix=${CURRENT}`, 'en');
    expect(after.length).toBe(target);
    expect(ids(after)).toEqual(expect.arrayContaining(ids(before)));
    const again = await growCatalogue(db, { participants: target, events: 0 });
    expect(again.participants.added).toBe(0);
  });
});
