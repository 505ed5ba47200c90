/**
 * The desk's data tab (issue 35): an upload's dry run, then "Apply", is the command line's import of the
 * same file, report for report and row for row; downloads are the export's files and come back as
 * "0 changed"; a folder travels as a .zip; a broken zip, a zip that leaves its folder, a workbook for a
 * folder kind and a body over the limit are refused with the error envelope, and nothing is written.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import yazl from 'yazl';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { DESK_UPLOAD_MAX_BYTES, DeskImportReportSchema, type DeskImportReport, type DeskRefusal } from '../../src/contract/desk-data';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { auditLog, exhibitions } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { runExport } from '../../server/import/run';
import { startServer } from '../../server/start';
import { useApiServer } from '../support/api-server';
import { runCli } from '../support/cli';
import { participantHeaders, participantRows, tempFolder, writeWorkbook } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { createSignedInStaff } from '../support/staff';
import { cloneTemplate } from '../support/test-database';
import ExcelJS from 'exceljs';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('desk-import');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));
const organiser = await createSignedInStaff(api, 'desk-import', ['organiser']);
const DESK = '/api/public/staff/desk';

const upload = (bytes: Uint8Array, query: Record<string, string>) =>
  api.send('POST', `${DESK}/import/?${new URLSearchParams(query).toString()}`, bytes, {
    token: organiser.token,
    raw: true,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
const reportOf = (body: unknown) => v.parse(DeskImportReportSchema, body);
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);

async function download(query: Record<string, string>): Promise<{ status: number; type: string; name: string; bytes: Buffer }> {
  const res = await fetch(`${api.server.url}${DESK}/export/?${new URLSearchParams(query).toString()}`, {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? '';
  return { status: res.status, type: res.headers.get('Content-Type') ?? '', name, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A .zip of named files, as an organiser's archiver writes one. */
async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The exhibitors of the current show as the catalogue API answers them on a server. */
async function catalogueOn(url: string) {
  const res = await fetch(`${url}/api/public/participants/?ex_prefix=${CURRENT}&lang_code=ru`);
  return v.parse(ParticipantsResponseSchema, await res.json()).sort((a, b) => a.id.localeCompare(b.id));
}

// The second database, the command's, is a copy of the same template: both start from the same show.
const SLOW = 180_000;

describe('the desk’s upload is the command line’s import', () => {
  it(
    'a workbook with one edited name and two new exhibitors: the dry run lists them, Apply writes them, and both equal `npm run import` of the same file',
    async () => {
      const exported = path.join(folder, 'export.xlsx');
      await runExport(db, { kind: 'participants', target: exported, exhibition: CURRENT });
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(exported);
      const sheet = book.worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const nameColumn = headers.indexOf('short_title_ru') + 1;
      const keyColumn = headers.indexOf('one_cid') + 1;
      const edited = sheet.getRow(2);
      const key = String(edited.getCell(keyColumn).value);
      const before = String(edited.getCell(nameColumn).value);
      edited.getCell(nameColumn).value = `${before} (новое имя)`;
      for (const row of await participantRows(db, 2, { tag: 'DESK' })) sheet.addRow(headers.map((header) => row[header] ?? ''));
      const file = path.join(folder, 'ME-participants.xlsx');
      await book.xlsx.writeFile(file);
      const bytes = readFileSync(file);
      const query = { kind: 'participants', file_name: 'ME-participants.xlsx', exhibition: CURRENT };

      const dry = await upload(bytes, query);
      expect(dry.status, JSON.stringify(dry.body).slice(0, 300)).toBe(200);
      const dryReport = reportOf(dry.body);
      expect(dryReport).toMatchObject({ dryRun: true, problems: [], counts: null });
      const step = dryReport.steps[0]!;
      expect(step.counts).toMatchObject({ added: 2, changed: 1, removed: 0 });
      expect(step.changes?.changed).toEqual([{ key, fields: [{ field: 'short_title_ru', before, after: `${before} (новое имя)` }] }]);
      expect((await catalogueOn(api.server.url)).some((item) => item.short_title === `${before} (новое имя)`)).toBe(false);
      const auditBefore = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);

      const applied = await upload(bytes, { ...query, dry_run: 'false' });
      expect(applied.status).toBe(200);
      const appliedReport = reportOf(applied.body);
      expect(appliedReport.counts).toMatchObject({ added: 2, changed: 1, removed: 0 });
      const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit?.id).not.toBe(auditBefore[0]?.id);
      expect(audit).toMatchObject({ action: 'import_applied', subject: 'participants: ME-participants.xlsx', actorId: organiser.id });
      expect(audit?.after).toContain('added 2, changed 1');

      // The command line on a copy of the same database, with the same file.
      const config = await cloneTemplate(inject('dbTemplate'));
      try {
        const env = { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '', SEED: 'off' };
        const reportFile = path.join(folder, 'cli-report.json');
        const cli = await runCli('import', ['participants', file, '--exhibition', CURRENT, '--report', reportFile], env);
        expect(cli.code, cli.stderr).toBe(0);
        const { at: _at, ...cliReport } = JSON.parse(readFileSync(reportFile, 'utf8')) as DeskImportReport & { at: string };
        expect(appliedReport).toEqual(cliReport);
        const other = await startServer(
          readEnv({
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: config.DATA_DIR,
            DATABASE_URL: config.DATABASE_URL,
            SEED: 'off',
            DIST_DIR: './dist',
          }),
          { quiet: true },
        );
        try {
          expect(await catalogueOn(api.server.url)).toEqual(await catalogueOn(other.url));
        } finally {
          await other.close();
        }
      } finally {
        await config.cleanup();
      }
      expect((await catalogueOn(api.server.url)).some((item) => item.short_title === `${before} (новое имя)`)).toBe(true);
    },
    SLOW,
  );

  it('a dry run writes no audit line, and a file with mistakes names sheet, row and column and writes nothing', async () => {
    const rows = await participantRows(db, 3, { tag: 'BAD' });
    rows[1]!.email = 'not-an-address';
    const file = path.join(folder, 'bad.xlsx');
    await writeWorkbook(file, participantHeaders(), rows, 'participants');
    const [last] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    for (const dryRun of ['true', 'false']) {
      const res = await upload(readFileSync(file), { kind: 'participants', file_name: 'bad.xlsx', exhibition: CURRENT, dry_run: dryRun });
      expect(res.status).toBe(200);
      const report = reportOf(res.body);
      expect(report.counts).toBeNull();
      expect(report.problems).toEqual([
        expect.objectContaining({ file: 'bad.xlsx', sheet: 'participants', row: 3, column: expect.stringContaining('email') }),
      ]);
    }
    const [after] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(after?.id).toBe(last?.id);
    const titles = (await catalogueOn(api.server.url)).map((item) => item.short_title);
    for (const row of rows) expect(titles).not.toContain(row.short_title_ru);
  });
});

describe('downloads come back unchanged', () => {
  it('the participants workbook is the export’s, and uploading it changes nothing', async () => {
    const file = await download({ kind: 'participants', exhibition: CURRENT });
    expect(file.status).toBe(200);
    expect(file.name).toBe(`participants-${CURRENT}.xlsx`);
    expect(file.type).toContain('spreadsheetml');
    const res = await upload(file.bytes, { kind: 'participants', file_name: file.name, exhibition: CURRENT });
    const step = reportOf(res.body).steps[0]!;
    expect(step.counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(step.counts!.unchanged).toBe((await catalogueOn(api.server.url)).length);
  });

  it('a folder kind (the hall plans) is a .zip, and the .zip uploaded again is "0 changed"', async () => {
    const file = await download({ kind: 'halls', exhibition: CURRENT });
    expect(file.status).toBe(200);
    expect(file.name).toBe(`halls-${CURRENT}.zip`);
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const res = await upload(file.bytes, { kind: 'halls', file_name: file.name, exhibition: CURRENT });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const report = reportOf(res.body);
    expect(report.problems).toEqual([]);
    expect(report.steps[0]!.counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(report.steps[0]!.counts!.unchanged).toBeGreaterThan(0);
  });
});

describe('a download of an exhibition that does not exist', () => {
  it('is refused with a reason the desk words itself, naming the exhibition', async () => {
    const missing = 'ZZ99';
    const shows = await db.select({ prefix: exhibitions.prefixContract }).from(exhibitions);
    expect(shows.map((show) => show.prefix)).not.toContain(missing);
    const file = await download({ kind: 'participants', exhibition: missing });
    expect(file.status).toBe(400);
    const envelope = errorOf(JSON.parse(file.bytes.toString('utf8')));
    expect(envelope.error_data).toMatchObject({ reason: 'unknown_exhibition', exhibition: missing });
    expect(envelope.error).toContain(missing);
  });
});

describe('uploads the desk refuses, with the envelope and nothing written', () => {
  /** `reason`: what the desk words in the organiser's language (DeskRefusal), or none where only the English detail exists. */
  const refused = async (bytes: Uint8Array, query: Record<string, string>, status: number, text: RegExp, reason?: DeskRefusal) => {
    const res = await upload(bytes, query);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const envelope = errorOf(res.body);
    expect(envelope.error).toMatch(text);
    expect(envelope.error_data.reason).toBe(reason);
    return envelope.error_data;
  };

  it('a .zip that is not one, a name that leaves the folder, a workbook for a folder kind, an unknown kind, a path as file name', async () => {
    await refused(Buffer.from('not a zip at all'), { kind: 'halls', file_name: 'plans.zip' }, 400, /zip/i, 'not_zip');
    // yazl refuses to write "../", so a safe name of the same length is replaced in the finished bytes.
    const escaping = Buffer.from((await zipOf({ 'zz/evil.svg': '<svg/>' })).toString('latin1').replaceAll('zz/evil', '../evil'), 'latin1');
    await refused(escaping, { kind: 'halls', file_name: 'plans.zip' }, 400, /zip/i, 'not_zip');
    const workbook = path.join(folder, 'plans.xlsx');
    await writeWorkbook(workbook, ['a'], [{ a: '1' }]);
    await refused(readFileSync(workbook), { kind: 'halls', file_name: 'plans.xlsx' }, 400, /\.zip/, 'folder_needs_zip');
    await refused(Buffer.from('x'), { kind: 'rockets', file_name: 'a.xlsx' }, 400, /kind/);
    await refused(Buffer.from('x'), { kind: 'participants', file_name: '../a.xlsx' }, 400, /file name/);
    await refused(Buffer.from(''), { kind: 'participants', file_name: 'a.xlsx' }, 400, /empty/, 'empty');
  });

  it('a zip of a workbook with its media/ beside it is read as that workbook', async () => {
    const rows = await participantRows(db, 1, { tag: 'ZIP' });
    // participantRows numbers its keys from 1 in every call: the first test's new exhibitors already hold that one.
    rows[0]!.one_cid = '00-00977777';
    const file = path.join(folder, 'zip-book.xlsx');
    await writeWorkbook(file, participantHeaders(), rows);
    const bytes = await zipOf({ 'show/zip-book.xlsx': readFileSync(file), 'show/media/readme.txt': 'pictures go here' });
    const res = await upload(bytes, { kind: 'participants', file_name: 'show.zip', exhibition: CURRENT });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const report = reportOf(res.body);
    expect(report.steps[0]).toMatchObject({ source: 'zip-book.xlsx', counts: expect.objectContaining({ added: 1 }) });
    expect(JSON.stringify(report)).not.toContain('expo-desk-');
  });

  it('a body declared larger than the limit is 413 before it is read', async () => {
    const url = new URL(`${api.server.url}${DESK}/import/?kind=participants&file_name=a.xlsx&ex_type=ME&lang_code=ru`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${organiser.token}`, 'Content-Length': String(DESK_UPLOAD_MAX_BYTES + 1) },
      });
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(errorOf(JSON.parse(answer.body)).error_code).toBe('PayloadTooLarge');
  });

  it('writes nothing for a refused upload: the audit log is unchanged', async () => {
    const [last] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await refused(Buffer.from('PK junk'), { kind: 'all', file_name: 'show.zip', dry_run: 'false' }, 400, /zip/i, 'not_zip');
    const [after] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'import_applied'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(after?.id ?? 0).toBeLessThanOrEqual(last?.id ?? 0);
  });
});
