/**
 * The dry run shows what an import would do, row by row and field by field, in the console and in report
 * files the organiser's desk can show later; it writes nothing. Every problem of a file, those the rows
 * show and those only the database can tell, comes in one round; a file that is not what its name says
 * is named as such; the sheet a kind exports is the sheet it reads, under either of its names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { participants } from '../../server/db/schema';
import { runExport } from '../../server/import/export';
import { defaultReportPaths, writeReportFiles } from '../../server/import/report';
import { formatReport, runImport, type ImportReport } from '../../server/import/run';
import { readTable } from '../../server/import/sheet';
import { useApiServer } from '../support/api-server';
import { participantHeaders, participantRows, tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { importerFor } from './import-content-support';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const importer = importerFor(db);
const folder = tempFolder('import-dry-run');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

const dryRun = (source: string, opts: { prune?: boolean; exhibition?: string; sheet?: string } = {}) =>
  runImport(db, {
    kind: 'participants',
    source,
    exhibition: opts.exhibition ?? CURRENT,
    sheet: opts.sheet,
    prune: opts.prune ?? false,
    dryRun: true,
  });

/** The current catalogue as exported, as rows of text by header. */
async function exportedRows(file: string): Promise<SheetRow[]> {
  await runExport(db, { kind: 'participants', target: file, exhibition: CURRENT });
  const table = await readTable(file);
  return table.records.map((record) => Object.fromEntries([...record.cells].map(([header, cell]) => [header, cell.text])));
}

describe('the dry run lists what it would add, change and remove', () => {
  const edited = path.join(folder, 'edited.xlsx');
  let report: ImportReport;
  let rows: SheetRow[] = [];

  it('lists an added row, a changed field with its value before and after, and with --prune a removed row; nothing is written', async () => {
    rows = await exportedRows(path.join(folder, 'catalogue.xlsx'));
    const [first, second, ...rest] = rows as [SheetRow, SheetRow, ...SheetRow[]];
    const [added] = await participantRows(db, 1, { tag: 'DRY' });
    const changedTo = 'changed@dry-run.example';
    await writeWorkbook(edited, participantHeaders(), [{ ...first, email: changedTo }, ...rest, added as SheetRow]);
    const version = await importer.contentVersion();

    report = await dryRun(edited, { prune: true });
    expect(report.problems).toEqual([]);
    expect(report.counts).toBeNull();
    const [step] = report.steps;
    expect(step?.counts).toEqual({ added: 1, changed: 1, unchanged: rows.length - 2, removed: 1 });
    expect(step?.changes?.added).toEqual([{ key: added?.one_cid }]);
    expect(step?.changes?.changed).toEqual([{ key: first.one_cid, fields: [{ field: 'email', before: first.email, after: changedTo }] }]);
    expect(step?.changes?.removed).toEqual([{ key: second.one_cid }]);
    const lines = formatReport(report);
    expect(lines).toContain(`participants: would add 1, change 1, remove 1; ${rows.length - 2} unchanged`);
    expect(lines).toContain(`  ~ ${first.one_cid}: email: ${first.email} → ${changedTo}`);
    expect(lines).toContain(`  + ${added?.one_cid}`);
    expect(lines).toContain(`  - ${second.one_cid}`);
    // Nothing written: the rows are as they were, and no version moved.
    const stored = await db
      .select()
      .from(participants)
      .where(eq(participants.oneCid, first.one_cid ?? ''));
    expect(stored.find((row) => row.exPrefix === CURRENT)?.email).toBe(first.email);
    expect(await importer.contentVersion()).toBe(version);
  });

  it('without --prune the row the file lacks is kept, and said so', async () => {
    const kept = await dryRun(edited);
    expect(kept.steps[0]?.counts).toMatchObject({ removed: 0, kept: 1 });
    expect(formatReport(kept)).toContain('1 kept: in the database but not in the file (--prune removes them)');
  });

  it('writes the same as a Markdown and a JSON file beside the source, for the organiser’s desk', async () => {
    const files = defaultReportPaths('participants', edited);
    expect(files).toEqual([path.join(folder, 'edited.import-report.md'), path.join(folder, 'edited.import-report.json')]);
    await writeReportFiles(report, files, new Date('2027-01-02T03:04:05Z'));
    const markdown = readFileSync(files[0] ?? '', 'utf8');
    const [first, second] = rows as [SheetRow, SheetRow];
    expect(markdown).toContain('# Import dry run: participants');
    expect(markdown).toContain(`| ${first.one_cid} | email | ${first.email} | changed@dry-run.example |`);
    expect(markdown).toContain(`### Removed\n\n- ${second.one_cid}`);
    const json = JSON.parse(readFileSync(files[1] ?? '', 'utf8')) as ImportReport & { at: string };
    expect(json).toMatchObject({ kind: 'participants', dryRun: true, at: '2027-01-02T03:04:05.000Z' });
    expect(json.steps[0]?.changes).toEqual(report.steps[0]?.changes);
  });
});

describe('problems of every sort come in one round', () => {
  it('row problems and database problems of one file are listed together', async () => {
    const rows = await participantRows(db, 3, { tag: 'ROUND' });
    (rows[0] as SheetRow).email = 'not an e-mail';
    (rows[1] as SheetRow).topic_cids = 'NO-SUCH-TOPIC';
    (rows[2] as SheetRow).country_cid = 'NO-SUCH-COUNTRY';
    const file = path.join(folder, 'round.xlsx');
    await writeWorkbook(file, participantHeaders(), rows);
    const report = await dryRun(file, { exhibition: 'XX99' });
    expect(report.problems.map((problem) => problem.message)).toEqual([
      'there is no exhibition XX99',
      'Enter a valid e-mail address',
      'unknown topic NO-SUCH-TOPIC',
      'unknown country NO-SUCH-COUNTRY',
    ]);
  });
});

describe('a file that is not what its name says', () => {
  it('a text file named .xlsx is "not an xlsx workbook", not the zip library’s words', async () => {
    const file = path.join(folder, 'renamed.xlsx');
    writeFileSync(file, 'one_cid;short_title_ru\n00-1;Завод\n');
    const report = await dryRun(file);
    expect(report.problems).toEqual([{ file: 'renamed.xlsx', message: 'not an xlsx workbook' }]);
    expect(formatReport(report)[0]).toBe('renamed.xlsx not an xlsx workbook');
  });

  it('a workbook named .csv is "not a CSV text file"', async () => {
    const file = path.join(folder, 'book.csv');
    await writeWorkbook(path.join(folder, 'book.xlsx'), participantHeaders(), await participantRows(db, 1, { tag: 'CSV' }));
    writeFileSync(file, readFileSync(path.join(folder, 'book.xlsx')));
    expect((await dryRun(file)).problems).toEqual([{ file: 'book.csv', message: 'not a CSV text file' }]);
  });
});

describe('the exported sheet and the documented sheet are one', () => {
  it('an exported workbook reads as it is, and with --sheet participants or --sheet Exhibitors', async () => {
    const file = path.join(folder, 'catalogue.xlsx');
    for (const sheet of [undefined, 'participants', 'Exhibitors']) {
      const report = await dryRun(file, { sheet });
      expect(report.problems, sheet).toEqual([]);
      expect(report.steps[0]?.counts, sheet).toMatchObject({ added: 0, changed: 0 });
    }
  });

  it('a 1C workbook whose exhibitors are on a sheet called Exhibitors, after another sheet, reads that sheet', async () => {
    const file = path.join(folder, 'from-1c.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Cover').addRow(['Выгрузка из 1С']);
    const sheet = book.addWorksheet('Exhibitors');
    const headers = participantHeaders();
    sheet.addRow(headers);
    for (const row of await participantRows(db, 2, { tag: '1C' })) sheet.addRow(headers.map((header) => row[header] ?? ''));
    await book.xlsx.writeFile(file);
    const report = await dryRun(file);
    expect(report.problems).toEqual([]);
    expect(report.steps[0]?.counts).toMatchObject({ added: 2 });
  });
});
