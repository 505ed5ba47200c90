import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationCreatedSchema, type ApplicationInput } from '../../src/contract/application';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { defaultMessages } from '../../src/contract/form-rules';
import { listApplications, toCsv, toTable } from '../../server/cli/applications-export';
import { applications } from '../../server/db/schema';
import { rowCounts, validApplication } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
/** The current exhibition, from the database rather than the seed's prefix. */
const { current: CURRENT } = await seededExhibitions(db);

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const apply = (body: unknown) => api.send('POST', `/api/public/application_for_participant/?ex_prefix=${CURRENT}`, body);

const valid: ApplicationInput = {
  ...validApplication,
  contests: 'Лучший стенд',
};

/** Splits one CSV line of this export into cells (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const [, raw = '', separator] = match;
    out.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (separator === '') break;
  }
  return out;
}

describe('control characters in the application', () => {
  it.each([
    ['ESC in contests as a string', { contests: 'Лучший стенд\u001b[31m' }],
    ['BEL in contests as a string', { contests: 'Инновация года\u0007' }],
    ['ESC in contests as a list', { contests: ['Лучший стенд', '\u001b]0;title\u0007'] }],
    ['BEL in printed_catalog', { printed_catalog: 'Страница А4\u0007' }],
    ['an 8-bit CSI (C1) in contests', { contests: 'Лучший стенд\u009b31m' }],
  ])('refuses %s with a 400 envelope naming the field, storing nothing', async (_case, override) => {
    const before = await rowCounts(db);
    const res = await apply({ ...valid, ...override });
    expect(res.status).toBe(400);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('InvalidInput');
    const [field] = Object.keys(override);
    expect(body.error_data[field ?? '']).toEqual(expect.any(String));
    expect(await rowCounts(db)).toEqual(before);
  });

  it('says which value is wrong with the contract message', async () => {
    const res = await apply({ ...valid, contests: 'Лучший стенд\u001b' });
    expect(errorOf(res.body).error_data.contests).toBe(defaultMessages.invalid_value);
  });
});

describe('the export makes every cell inert', () => {
  it('neutralises control characters and formula prefixes in every text column of the CSV and the table', async () => {
    const res = await apply(valid);
    const { id } = v.parse(ApplicationCreatedSchema, res.body);
    // Written past the contract, as an older database may hold it: every text column gets a hostile value.
    const hostile = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', 'a\u001b[2Jb\u0007c'];
    const textColumns = [
      'lastName',
      'firstName',
      'patronymicName',
      'position',
      'company',
      'phone',
      'email',
      'fieldOfActivity',
      'standType',
      'printedCatalog',
      'contests',
      'extraWishes',
    ] as const;
    const values = Object.fromEntries(textColumns.map((column, i) => [column, hostile[i % hostile.length]]));
    await db.update(applications).set(values).where(eq(applications.id, id));

    const rows = (await listApplications(db)).filter((row) => row.id === id);
    const csv = toCsv(rows);
    // eslint-disable-next-line no-control-regex -- asserting the absence of control characters
    expect(csv).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    const [header = '', line = ''] = csv.split(/\r\n(?=[0-9a-f-]{36},)|\r\n$/);
    const byName = Object.fromEntries(cells(header).map((name, i) => [name, cells(line)[i] ?? '']));
    for (const name of [
      'last_name',
      'first_name',
      'patronymic_name',
      'position',
      'company',
      'phone',
      'email',
      'field_of_activity',
      'stand_type',
      'printed_catalog',
      'contests',
      'extra_wishes',
    ]) {
      const cell = byName[name] ?? '';
      expect(cell, name).not.toMatch(/^[=+\-@\t\r]/);
      // eslint-disable-next-line no-control-regex -- asserting the absence of control characters
      expect(cell, name).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    }
    expect(byName.last_name).toBe("'=1+1");
    expect(byName.patronymic_name).toBe("'-2+3");
    expect(byName.company).toBe("'\t=1");
    expect(byName.phone).toBe("'\r=1");
    expect(byName.email).toBe('a\uFFFD[2Jb\uFFFDc');

    const table = toTable(rows);
    expect(table).not.toContain('\u001b');
    expect(table).not.toContain('\u0007');
  });
});
