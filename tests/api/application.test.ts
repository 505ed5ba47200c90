import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationCreatedSchema, type ApplicationInput } from '../../src/contract/application';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { defaultMessages } from '../../src/contract/form-rules';
import { listApplications, toCsv, toTable } from '../../server/cli/applications-export';
import { applications } from '../../server/db/schema';
import { rowCounts } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
/** The current exhibition, from the database rather than the seed's prefix. */
const { current: CURRENT } = await seededExhibitions(db);

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const apply = (body: unknown, query = `?ex_prefix=${CURRENT}&lang_code=en`) =>
  api.send('POST', `/api/public/application_for_participant/${query}`, body);

const valid: ApplicationInput = {
  first_name: 'Игорь',
  last_name: 'Ларионов',
  patronymic_name: 'Петрович',
  position: 'Коммерческий директор',
  company: 'ООО «Тагильская сталь»',
  phone: '+7 (3435) 41-22-90',
  email: 'i.larionov@tagil-steel.example',
  field_of_activity: 'Чёрная металлургия',
  unequipped_area: 36,
  equipped_area: 0,
  open_area: 120,
  stand_type: 'Угловой',
  extra_wishes: 'Подвод воды и сжатого воздуха к стенду',
  printed_catalog: 'Страница А4, Обложка каталога',
  contests: 'Лучший экспонат выставки, Инновация года',
};

describe('the exhibitor application', () => {
  it('stores a complete application and answers 201 with its id', async () => {
    const res = await apply(valid);
    expect(res.status).toBe(201);
    const { id } = v.parse(ApplicationCreatedSchema, res.body);
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({
      exPrefix: CURRENT,
      lang: 'en',
      company: 'ООО «Тагильская сталь»',
      unequippedArea: 36,
      openArea: 120,
      standType: 'Угловой',
      printedCatalog: 'Страница А4, Обложка каталога',
      contests: 'Лучший экспонат выставки, Инновация года',
    });
  });

  it.each(['company', 'extra_wishes', 'patronymic_name'] as const)(
    'refuses a NUL character in %s with 400 and stores nothing',
    async (field) => {
      const before = await db.$count(applications);
      const res = await apply({ ...valid, [field]: 'Сталь\u0000Прокат' });
      expect(res.status).toBe(400);
      expect(errorOf(res.body).error_data).toHaveProperty(field);
      expect(await db.$count(applications)).toBe(before);
    },
  );

  it('fills the defaults: absent areas 0 beside the one given, stand type Линейный, empty optional fields', async () => {
    const required = {
      first_name: valid.first_name,
      last_name: valid.last_name,
      position: valid.position,
      company: valid.company,
      phone: valid.phone,
      email: valid.email,
      field_of_activity: valid.field_of_activity,
      equipped_area: 9,
    };
    const res = await api.send('POST', '/api/public/application_for_participant/', required);
    expect(res.status).toBe(201);
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, v.parse(ApplicationCreatedSchema, res.body).id));
    expect(row).toMatchObject({
      exPrefix: null,
      lang: 'ru',
      unequippedArea: 0,
      equippedArea: 9,
      openArea: 0,
      standType: 'Линейный',
      patronymicName: '',
      printedCatalog: '',
      contests: '',
    });
  });

  it('normalises lists to comma-space strings, whether sent joined or as arrays, and areas sent as text', async () => {
    const res = await apply({
      ...valid,
      printed_catalog: ['1/2 страницы А4', 'Обложка каталога'],
      contests: 'Инновация года,Лучший стенд',
      equipped_area: ' 18 ',
      unequipped_area: '',
      stand_type: '',
    });
    expect(res.status).toBe(201);
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, v.parse(ApplicationCreatedSchema, res.body).id));
    expect(row).toMatchObject({
      printedCatalog: '1/2 страницы А4, Обложка каталога',
      contests: 'Инновация года, Лучший стенд',
      equippedArea: 18,
      unequippedArea: 0,
      standType: 'Линейный',
    });
  });

  it.each([
    ['a blank first name', { first_name: '' }, 'first_name'],
    ['no position', { position: undefined }, 'position'],
    ['a blank company', { company: ' ' }, 'company'],
    ['a malformed e-mail', { email: 'larionov@' }, 'email'],
    ['a malformed phone', { phone: '8-800-TAGIL' }, 'phone'],
    ['no field of activity', { field_of_activity: '' }, 'field_of_activity'],
    ['a negative area', { open_area: -5 }, 'open_area'],
    ['a fractional area', { equipped_area: 12.5 }, 'equipped_area'],
    ['an enormous area', { unequipped_area: 1e12 }, 'unequipped_area'],
    ['an unknown stand type', { stand_type: 'Двухэтажный' }, 'stand_type'],
    ['an unknown catalogue option', { printed_catalog: 'Страница А4, Реклама на обложке' }, 'printed_catalog'],
    ['a number as the company', { company: 42 }, 'company'],
  ])('answers 400 naming the field for %s and stores nothing', async (_case, overrides, field) => {
    const before = await rowCounts(db);
    const res = await apply({ ...valid, ...overrides });
    expect(res.status).toBe(400);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('InvalidInput');
    expect(body.error_data).toHaveProperty(field);
    expect(await rowCounts(db)).toEqual(before);
  });

  it.each([
    ['all three areas 0', { unequipped_area: 0, equipped_area: 0, open_area: 0 }],
    ['all three areas blank, null or absent', { unequipped_area: '', equipped_area: null, open_area: undefined }],
    ['zeros sent as text', { unequipped_area: '0', equipped_area: '00', open_area: ' 0 ' }],
  ])('refuses %s with 400 and the area message on the first area field, and stores nothing', async (_case, areas) => {
    const before = await rowCounts(db);
    const res = await apply({ ...valid, ...areas });
    expect(res.status).toBe(400);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('InvalidInput');
    expect(body.error_data.unequipped_area).toBe(defaultMessages.area_required);
    expect(body.error).toBe(defaultMessages.area_required);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('accepts any one area above 0 with the other two 0', async () => {
    for (const area of ['unequipped_area', 'equipped_area', 'open_area'] as const) {
      const res = await apply({ ...valid, unequipped_area: 0, equipped_area: 0, open_area: 0, [area]: 1 });
      expect(res.status, area).toBe(201);
    }
  });

  it('answers 400 naming ex_prefix for an unknown exhibition and stores nothing', async () => {
    const before = await rowCounts(db);
    const res = await apply(valid, '?ex_prefix=ZZ99');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toHaveProperty('ex_prefix');
    expect(await rowCounts(db)).toEqual(before);
  });

  it.each(['', '?ex_prefix='])('stores an application sent with %s as naming no exhibition', async (query) => {
    const res = await apply(valid, query);
    expect(res.status).toBe(201);
    const { id } = v.parse(ApplicationCreatedSchema, res.body);
    const [row] = await db.select({ exPrefix: applications.exPrefix }).from(applications).where(eq(applications.id, id));
    expect(row).toEqual({ exPrefix: null });
  });

  it('takes JSON only: form data answers 415', async () => {
    const res = await api.send('POST', '/api/public/application_for_participant/', { ...valid }, { form: true });
    expect(res.status).toBe(415);
    expect(errorOf(res.body).error_code).toBe('UnsupportedMediaType');
  });
});

describe('the applications export', () => {
  it('lists applications newest first and writes CSV with a header row and proper quoting', async () => {
    api.setNow(new Date('2027-05-01T09:00:00Z'));
    await apply({ ...valid, company: 'АО «Запад», филиал "Север"', extra_wishes: 'Стенд у входа\nс подсветкой' });
    api.setNow(new Date('2027-05-02T09:00:00Z'));
    await apply({ ...valid, company: '=HYPERLINK("http://evil.example")' });
    api.setNow(null);

    const rows = await listApplications(db);
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(rows[1]?.createdAt.getTime() ?? 0);
    const csv = toCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,ex_prefix,lang,last_name,first_name,patronymic_name,position,company,phone,email,field_of_activity,unequipped_area,equipped_area,open_area,stand_type,printed_catalog,contests,extra_wishes',
    );
    expect(csv).toContain('"АО «Запад», филиал ""Север"""');
    expect(csv).toContain('"Стенд у входа\nс подсветкой"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // A leading + is a formula prefix to a spreadsheet: the phone is quoted with an apostrophe to stay text.
    expect(csv).toContain(",'+7 (3435) 41-22-90,");
    expect(csv).toContain('"Страница А4, Обложка каталога"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('prints a readable table with a total line', async () => {
    const table = toTable(await listApplications(db));
    expect(table).toContain('Company');
    expect(table).toContain('Ларионов Игорь Петрович');
    expect(table).toMatch(/\d+ applications\n$/);
  });

  it('runs as `npm run applications -- --csv` against the database named by the environment', async () => {
    // PGlite opens a data directory in one process only, so on PGlite the command gets an empty database of its own.
    const databaseUrl = api.server.deps.env.DATABASE_URL;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/applications.ts', '--csv'], {
        env,
        timeout: 60_000,
      });
      const lines = stdout.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^id,created_at,ex_prefix,lang,/);
      if (databaseUrl) expect(lines.length - 1).toBe((await listApplications(db)).length);
      else expect(lines).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
