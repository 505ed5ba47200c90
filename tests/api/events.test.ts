import { and, eq, notExists } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, LANGS } from '../../src/contract/common';
import { EventsResponseSchema, type ProgrammeEvent } from '../../src/contract/events';
import { events, exhibitions } from '../../server/db/schema';
import { toVenueIso } from '../../server/http/dates';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const BASE = '/api/public/events/';
// The exhibitions come from the database, not from the seed's prefixes.
const { current: CURRENT, earlier: EARLIER } = await seededExhibitions(db);

async function programme(query = `ex_prefix=${CURRENT}`, lang = 'ru'): Promise<ProgrammeEvent[]> {
  const res = await api.get(`${BASE}?${query}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(EventsResponseSchema, res.body);
}

describe('the business programme', () => {
  it.each(LANGS)('answers at least 64 sessions of the current exhibition in %s', async (lang) => {
    const items = await programme(`ex_prefix=${CURRENT}`, lang);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const item of items) {
      expect(item.name).not.toBe('');
      expect(item.location.name).not.toBe('');
      expect(item.org_text).not.toBe('');
      expect(item.phone).toMatch(/^\+7 \(495\) \d{3}-\d{2}-\d{2}$/);
      expect(item.link === '' || item.link.startsWith('https://')).toBe(true);
    }
    expect(items.some((item) => item.link !== '')).toBe(true);
  });

  it('sorts by start time and keeps every session within the venue hours of 9–12 November 2027', async () => {
    const items = await programme();
    const starts = items.map((item) => item.start_at);
    expect(starts).toEqual([...starts].sort());
    const days = new Set<string>();
    for (const item of items) {
      expect(item.start_at).toMatch(/^2027-11-(09|10|11|12)T\d{2}:\d{2}:00\+03:00$/);
      expect(item.end_at.slice(0, 10)).toBe(item.start_at.slice(0, 10));
      expect(item.start_at.slice(11, 16) >= '10:00').toBe(true);
      expect(item.end_at.slice(11, 16) <= '18:00').toBe(true);
      expect(item.end_at > item.start_at).toBe(true);
      days.add(item.start_at.slice(0, 10));
    }
    expect(days.size).toBe(4);
  });

  it('writes times exactly as toVenueIso does', async () => {
    const items = await programme();
    const rows = await db.select().from(events).where(eq(events.exPrefix, CURRENT));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of items) {
      const row = byId.get(item.id);
      expect(item.start_at).toBe(toVenueIso(row?.startAt ?? new Date(0)));
      expect(item.end_at).toBe(toVenueIso(row?.endAt ?? new Date(0)));
    }
  });

  it('opens with the opening ceremony and translates names per language', async () => {
    const [ru, en, zh] = await Promise.all([
      programme(`ex_prefix=${CURRENT}`, 'ru'),
      programme(`ex_prefix=${CURRENT}`, 'en'),
      programme(`ex_prefix=${CURRENT}`, 'zh'),
    ]);
    expect(ru[0]?.name).toContain('открытие');
    expect(en[0]?.name).toContain('Opening ceremony');
    expect(zh[0]?.name).toContain('开幕式');
    expect(ru.map((item) => item.id)).toEqual(zh.map((item) => item.id));
    expect(ru.some((item) => /Круглый стол|Конференция|Мастер-класс/.test(item.name))).toBe(true);
  });

  it('marks nothing as a favourite for an anonymous visitor', async () => {
    expect((await programme()).every((item) => item.added_to_favorite === false)).toBe(true);
  });

  it('uses the current exhibition without ex_prefix and answers earlier programmes by prefix', async () => {
    const current = (await programme('')).map((item) => item.id);
    expect(current).toEqual((await programme()).map((item) => item.id));
    const earlier = await programme(`ex_prefix=${EARLIER}`, 'zh');
    expect(earlier.length).toBeGreaterThan(10);
    const [held] = await db.select({ start: exhibitions.dateStart }).from(exhibitions).where(eq(exhibitions.prefixContract, EARLIER));
    const month = toVenueIso(held!.start).slice(0, 8);
    expect(earlier.every((item) => item.start_at.startsWith(month))).toBe(true);
    const [bare] = await db
      .select({ prefix: exhibitions.prefixContract })
      .from(exhibitions)
      .where(and(eq(exhibitions.exType, 'ME'), notExists(db.select().from(events).where(eq(events.exPrefix, exhibitions.prefixContract)))))
      .limit(1);
    expect(bare).toBeDefined();
    expect(await programme(`ex_prefix=${bare!.prefix}`)).toEqual([]);
  });

  it('answers 404 for an unknown exhibition and 400 for a malformed prefix', async () => {
    const missing = await api.get(`${BASE}?ex_prefix=ME98`);
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, missing.body).error_code).toBe('EntityNotFound');
    const malformed = await api.get(`${BASE}?ex_prefix=${encodeURIComponent(`${CURRENT}' or 1=1`)}`);
    expect(malformed.status).toBe(400);
    const body = v.parse(ErrorEnvelopeSchema, malformed.body);
    expect(body.error_code).toBe('InvalidInput');
    expect(body.error_data).toHaveProperty('ex_prefix');
  });

  it('revalidates with If-None-Match and answers 304', async () => {
    const first = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=zh`);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    const second = await api.get(`${BASE}?ex_prefix=${CURRENT}&lang_code=zh`, { headers: { 'If-None-Match': tag } });
    expect(second.status).toBe(304);
  });

  it('shows a changed session on the next call', async () => {
    const [first] = await programme(`ex_prefix=${CURRENT}`, 'en');
    if (!first) throw new Error('the programme is empty');
    const [row] = await db.select().from(events).where(eq(events.id, first.id));
    if (!row) throw new Error('the session is missing');
    await db
      .update(events)
      .set({ name: { ...row.name, en: 'Opening ceremony of Metal-Industry 2027' } })
      .where(eq(events.id, first.id));
    const [changed] = await programme(`ex_prefix=${CURRENT}`, 'en');
    expect(changed?.name).toBe('Opening ceremony of Metal-Industry 2027');
    await db.update(events).set({ name: row.name }).where(eq(events.id, first.id));
  });
});
