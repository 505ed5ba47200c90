/**
 * The limits every import has, from the command line and the desk alike (issue 35: the browser's imports
 * have the command line's limits): a table of more rows than the largest show's, and a picture file larger
 * than any page needs, are problems naming the file, and nothing is written.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { DeskImportReportSchema } from '../../src/contract/desk-data';
import { runImport } from '../../server/import/run';
import { MAX_PICTURE_BYTES } from '../../server/import/run-media';
import { MAX_TABLE_ROWS } from '../../server/import/sheet';
import { useApiServer } from '../support/api-server';
import { participantHeaders, participantRows, tempFolder } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('import-limits');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

const csvLine = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

describe('the limits of every import', () => {
  it('a table longer than the limit is refused by the desk with its file named, and nothing is written', async () => {
    const organiser = await createSignedInStaff(api, 'import-limits', ['organiser']);
    const lines = ['one_cid,name_ru'];
    for (let index = 0; index <= MAX_TABLE_ROWS; index += 1) lines.push(`XX-${index},Страна ${index}`);
    const res = await api.send(
      'POST',
      '/api/public/staff/desk/import/?kind=countries&file_name=countries.csv&dry_run=false',
      lines.join('\n'),
      {
        token: organiser.token,
        raw: true,
        headers: { 'Content-Type': 'text/csv' },
      },
    );
    expect(res.status).toBe(200);
    const report = v.parse(DeskImportReportSchema, res.body);
    expect(report.counts).toBeNull();
    expect(report.problems).toEqual([{ file: 'countries.csv', message: `more than ${MAX_TABLE_ROWS} rows; split the file` }]);
  });

  it('a picture file larger than the limit is a problem at its row, from the command line’s import', async () => {
    const [row] = await participantRows(db, 1, { tag: 'BIG' });
    row!.one_cid = '00-00988888';
    row!.logo = 'huge.png';
    writeFileSync(path.join(folder, 'huge.png'), Buffer.alloc(MAX_PICTURE_BYTES + 1));
    const headers = participantHeaders();
    const file = path.join(folder, 'big-logo.csv');
    writeFileSync(file, [csvLine(headers), csvLine(headers.map((header) => row![header] ?? ''))].join('\r\n'));
    const report = await runImport(db, { kind: 'participants', source: file, exhibition: CURRENT, prune: false, dryRun: false });
    expect(report.counts).toBeNull();
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: 'big-logo.csv',
        row: 2,
        message: `huge.png: larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB; save a smaller picture`,
      }),
    ]);
  });
});
