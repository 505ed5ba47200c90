import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, LANGS } from '../../src/contract/common';
import { EventsResponseSchema } from '../../src/contract/events';
import { HallPlanSchema, HallsResponseSchema, type HallPlan } from '../../src/contract/halls';
import { events, hallShapes, halls, participants } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT, earlier: EARLIER } = await seededExhibitions(db);

async function hallList(prefix = CURRENT, lang = 'ru') {
  const res = await api.get(`/api/public/halls/?ex_prefix=${prefix}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(HallsResponseSchema, res.body);
}

async function plan(key: string, prefix = CURRENT, lang = 'ru'): Promise<HallPlan> {
  const res = await api.get(`/api/public/halls/detail/?key=${encodeURIComponent(key)}&ex_prefix=${prefix}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(HallPlanSchema, res.body);
}

async function allPlans(prefix = CURRENT, lang = 'ru') {
  return Promise.all((await hallList(prefix, lang)).map((hall) => plan(hall.key, prefix, lang)));
}

async function catalogueStands(prefix: string) {
  const rows = await db
    .select({ id: participants.id, stands: participants.stands })
    .from(participants)
    .where(eq(participants.exPrefix, prefix));
  return rows;
}

/** A 10 × 5 m hall of the test's own, after the seed's halls; the caller deletes it. */
async function testHall(key: string, sortOrder: number) {
  const [row] = await db
    .insert(halls)
    .values({ exPrefix: CURRENT, key, name: { ru: 'Тест', en: 'Test', zh: '测试' }, sortOrder, outline: [0, 0, 10, 0, 10, 5, 0, 5] })
    .returning();
  return row;
}

async function expectError(path: string, status: number, code?: string) {
  const res = await api.get(path);
  expect(res.status).toBe(status);
  const envelope = v.parse(ErrorEnvelopeSchema, res.body);
  if (code) expect(envelope.error_code).toBe(code);
}

describe('the hall plans', () => {
  it.each([
    ['current', CURRENT],
    ['earlier', EARLIER],
  ])('give every stand of the %s exhibition’s catalogue a shape on some plan', async (_, prefix) => {
    const rows = await catalogueStands(prefix);
    const drawn = new Set(
      (await allPlans(prefix)).flatMap((hall) => hall.shapes.flatMap((shape) => (shape.k === 'stand' ? [shape.s] : []))),
    );
    const stands = rows.flatMap((row) => row.stands);
    expect(stands.length).toBeGreaterThan(0);
    expect(stands.filter((stand) => !drawn.has(stand))).toEqual([]);
  });

  it.each(LANGS)('name the conference rooms exactly as the programme’s locations in %s', async (lang) => {
    const res = await api.get(`/api/public/events/?ex_prefix=${CURRENT}&lang_code=${lang}`);
    const locations = new Set(v.parse(EventsResponseSchema, res.body).map((event) => event.location.name));
    const rooms = (await allPlans(CURRENT, lang)).flatMap((hall) =>
      hall.shapes.filter((shape) => shape.k === 'room').map((shape) => shape.n),
    );
    expect(rooms.length).toBeGreaterThan(0);
    expect(new Set(rooms)).toEqual(locations);
  });

  it.each(['en', 'zh'] as const)(
    'name every entrance and service in %s as the organiser translated it, none in Cyrillic, and in ru as the organiser wrote it',
    async (lang) => {
      const hallRows = await db.select().from(halls).where(eq(halls.exPrefix, CURRENT));
      const [translated, organisers] = await Promise.all([allPlans(CURRENT, lang), allPlans(CURRENT, 'ru')]);
      const named = (plans: HallPlan[]) =>
        plans.flatMap((hall) => hall.shapes.filter((shape) => shape.k === 'entrance' || shape.k === 'service').map((shape) => shape.n));
      let checked = 0;
      for (const hall of translated) {
        const row = hallRows.find((candidate) => candidate.key === hall.key);
        // The API sends a hall's shapes in the order they were stored.
        const stored = await db
          .select()
          .from(hallShapes)
          .where(eq(hallShapes.hallId, row?.id ?? ''))
          .orderBy(asc(hallShapes.id));
        const ru = organisers.find((candidate) => candidate.key === hall.key);
        hall.shapes.forEach((shape, index) => {
          if (shape.k !== 'entrance' && shape.k !== 'service') return;
          const own = stored[index];
          expect(own?.kind).toBe(shape.k);
          expect(shape.n).toBe(own?.names?.[lang]);
          expect(ru?.shapes[index]?.n).toBe(own?.name);
          checked += 1;
        });
      }
      expect(checked).toBeGreaterThan(0);
      expect(named(translated).filter((name) => !name || /\p{Script=Cyrillic}/u.test(name))).toEqual([]);
      expect(named(organisers).every((name) => /\p{Script=Cyrillic}/u.test(name ?? ''))).toBe(true);
    },
  );

  it('fall back to the organiser’s name in a language the shape has no translation for; a room takes its location’s names', async () => {
    const [event] = await db.select({ location: events.location }).from(events).where(eq(events.exPrefix, CURRENT)).limit(1);
    const location = event?.location;
    if (!location) throw new Error('the current exhibition has no programme event');
    const row = await testHall('T8', 98);
    const points = [1, 1, 2, 1, 2, 2, 1, 2];
    await db.insert(hallShapes).values([
      { hallId: row?.id ?? '', kind: 'service', name: 'Гардероб', names: { en: 'Cloakroom' }, points },
      { hallId: row?.id ?? '', kind: 'entrance', name: 'Вход Т8', points },
      // The programme's location wins over the shape's own translation: the event's link to the map names the room so.
      { hallId: row?.id ?? '', kind: 'room', name: location.ru, names: { en: `${location.en} (plan)` }, points },
      { hallId: row?.id ?? '', kind: 'room', name: 'Переговорная Т8', names: { zh: 'T8 会议室' }, points },
    ]);
    try {
      const names = async (lang: string) => (await plan('T8', CURRENT, lang)).shapes.map((shape) => shape.n);
      expect(await names('ru')).toEqual(['Гардероб', 'Вход Т8', location.ru, 'Переговорная Т8']);
      expect(await names('en')).toEqual(['Cloakroom', 'Вход Т8', location.en, 'Переговорная Т8']);
      expect(await names('zh')).toEqual(['Гардероб', 'Вход Т8', location.zh, 'T8 会议室']);
    } finally {
      await db.delete(halls).where(eq(halls.id, row?.id ?? ''));
    }
  });

  it('count each hall’s stand shapes and the exhibitors whose stands it holds as the database does', async () => {
    const list = await hallList();
    const hallRows = await db.select().from(halls).where(eq(halls.exPrefix, CURRENT));
    const rows = await catalogueStands(CURRENT);
    expect(list.map((hall) => hall.key).sort()).toEqual(hallRows.map((row) => row.key).sort());
    for (const hall of list) {
      const row = hallRows.find((candidate) => candidate.key === hall.key);
      const shapes = await db
        .select()
        .from(hallShapes)
        .where(eq(hallShapes.hallId, row?.id ?? ''));
      const stands = new Set(shapes.filter((shape) => shape.kind === 'stand').map((shape) => shape.stand));
      expect(hall.stands).toBe(stands.size);
      expect(hall.exhibitors).toBe(rows.filter((participant) => participant.stands.some((stand) => stands.has(stand))).length);
      expect(hall.exhibitors).toBeGreaterThan(0);
    }
  });

  it('count again on the next call when an exhibitor leaves its stands', async () => {
    const rows = await catalogueStands(CURRENT);
    const leaving = rows.find((row) => row.stands.length > 0);
    const [hall] = (await allPlans()).filter((plan) => plan.shapes.some((shape) => shape.s === leaving?.stands[0]));
    const before = (await hallList()).find((summary) => summary.key === hall?.key);
    await db
      .update(participants)
      .set({ stands: [] })
      .where(eq(participants.id, leaving?.id ?? ''));
    try {
      const after = (await hallList()).find((summary) => summary.key === hall?.key);
      expect(after?.exhibitors).toBe((before?.exhibitors ?? 0) - 1);
      expect(after?.stands).toBe(before?.stands);
    } finally {
      await db
        .update(participants)
        .set({ stands: leaving?.stands ?? [] })
        .where(eq(participants.id, leaving?.id ?? ''));
    }
    expect((await hallList()).find((summary) => summary.key === hall?.key)).toEqual(before);
  });

  it('send a plan in decimetre integers from the outline’s top-left corner, within its width and height', async () => {
    const [first] = await hallList();
    const hall = await plan(first?.key ?? '');
    expect([hall.width, hall.height]).toEqual([first?.width, first?.height]);
    const xs = hall.outline.filter((_, index) => index % 2 === 0);
    const ys = hall.outline.filter((_, index) => index % 2 === 1);
    expect([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]).toEqual([0, 0, hall.width, hall.height]);
    for (const shape of hall.shapes) {
      for (const [index, value] of shape.p.entries()) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(index % 2 === 0 ? hall.width : hall.height);
      }
    }
    const kinds = new Set(hall.shapes.map((shape) => shape.k));
    for (const kind of ['stand', 'wall', 'entrance', 'door', 'service', 'room']) expect(kinds).toContain(kind);
  });

  it('send the same halls in ru, en and zh apart from their names', async () => {
    const withoutNames = (plans: HallPlan[]) =>
      plans.map(({ name: _name, ...hall }) => ({ ...hall, shapes: hall.shapes.map(({ n: _n, ...shape }) => shape) }));
    const [ru, en, zh] = await Promise.all(LANGS.map((lang) => allPlans(CURRENT, lang)));
    expect(withoutNames(en ?? [])).toEqual(withoutNames(ru ?? []));
    expect(withoutNames(zh ?? [])).toEqual(withoutNames(ru ?? []));
    expect(new Set([ru?.[0]?.name, en?.[0]?.name, zh?.[0]?.name]).size).toBe(3);
    const lists = await Promise.all(LANGS.map((lang) => hallList(CURRENT, lang)));
    const counts = lists.map((list) => list.map(({ name: _name, ...hall }) => hall));
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[2]).toEqual(counts[0]);
  });

  it('answer the current exhibition’s halls without ex_prefix', async () => {
    const res = await api.get('/api/public/halls/?ex_prefix=&lang_code=en');
    expect(v.parse(HallsResponseSchema, res.body)).toEqual(await hallList(CURRENT, 'en'));
  });

  it('answer 404 with the error envelope for a hall or an exhibition that does not exist', async () => {
    await expectError(`/api/public/halls/detail/?key=987&ex_prefix=${CURRENT}&lang_code=ru`, 404, 'EntityNotFound');
    await expectError('/api/public/halls/?ex_prefix=ZZ99&lang_code=ru', 404, 'EntityNotFound');
    await expectError('/api/public/halls/detail/?key=1&ex_prefix=ZZ99&lang_code=ru', 404, 'EntityNotFound');
  });

  it.each([
    ['no key', '/api/public/halls/detail/?lang_code=ru'],
    ['an empty key', '/api/public/halls/detail/?key=&lang_code=ru'],
    ['markup as the key', '/api/public/halls/detail/?key=%3Cscript%3E&lang_code=ru'],
    ['a key too long', `/api/public/halls/detail/?key=${'7'.repeat(200)}&lang_code=ru`],
    ['a malformed exhibition', '/api/public/halls/?ex_prefix=%27%3B--&lang_code=ru'],
    ['an unknown language', '/api/public/halls/?lang_code=xx'],
  ])('answer 400 with the error envelope for %s', async (_, path) => {
    await expectError(path, 400);
  });

  it('show a hall written to the database on the next call, and drop it when it goes', async () => {
    const before = await hallList();
    const row = await testHall('T9', 99);
    await db.insert(hallShapes).values({ hallId: row?.id ?? '', kind: 'stand', stand: 'T9A01', points: [1, 1, 4, 1, 4, 4, 1, 4] });
    try {
      const after = await hallList();
      expect(after.at(-1)).toEqual({ key: 'T9', name: 'Тест', stands: 1, exhibitors: 0, width: 100, height: 50 });
      expect((await plan('T9')).shapes).toEqual([{ k: 'stand', p: [10, 10, 40, 10, 40, 40, 10, 40], s: 'T9A01' }]);
    } finally {
      await db.delete(halls).where(eq(halls.id, row?.id ?? ''));
    }
    expect(await hallList()).toEqual(before);
    await expectError(`/api/public/halls/detail/?key=T9&ex_prefix=${CURRENT}&lang_code=ru`, 404);
  });
});
