/**
 * The desk's data tab (issue 35; calls in src/contract/desk-data.ts): an organiser uploads what
 * `npm run import` takes and gets the same report, dry run first; applying runs the same one-transaction
 * import (server/import/run.ts) with its audit line written in that transaction. Downloads are
 * `npm run export`'s files. Nothing is kept between calls: "Apply" sends the file again, so any instance
 * of several can answer it. Decision 0028.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { DESK_UPLOAD_MAX_BYTES, DeskExportQuerySchema, DeskImportQuerySchema, type DeskImportReport } from '../../src/contract/desk-data';
import { requireRole, type StaffEnv } from '../auth/roles';
import { signedInUser } from '../http/caller';
import { ApiError, parseInput } from '../http/errors';
import { importKind } from '../import/kinds';
import { ImportUsageError, runExport, runImport, type ImportReport } from '../import/run';
import { importSource, saveBody, UploadRefused, UploadTooLarge } from '../import/upload';
import { downloadStream } from '../import/zip-folder';
import { writeAudit } from '../queries/audit';

const refused = (detail: string) => new ApiError('InvalidInput', detail, { detail });
/** A refusal the desk words itself: its reason and the details its sentence names beside the English detail. */
const refusedFor = (error: UploadRefused | ImportUsageError) =>
  new ApiError('InvalidInput', error.message, {
    detail: error.message,
    ...(error.reason ? { reason: error.reason, ...error.params } : {}),
  });
const tooLarge = (detail: string) => new ApiError('PayloadTooLarge', detail, { detail });

/** The upload's own folder in the system's temporary one; gone when the answer is sent. */
const scratch = () => mkdtemp(path.join(os.tmpdir(), 'expo-desk-'));

/** The report without the server's folders: problems name the organiser's files as the zip holds them. */
function withoutFolder(report: ImportReport, folder: string): DeskImportReport {
  const text = JSON.stringify(report).replaceAll(`${folder}${path.sep}`, '').replaceAll(folder, '');
  return JSON.parse(text) as DeskImportReport;
}

const countsText = (counts: { added: number; changed: number; removed: number; unchanged: number }) =>
  `added ${counts.added}, changed ${counts.changed}, removed ${counts.removed}, unchanged ${counts.unchanged}`;

async function importUpload(c: Context<StaffEnv>) {
  const query = parseInput(DeskImportQuerySchema, c.req.query());
  const shape = query.kind === 'all' ? 'all' : importKind(query.kind)?.source;
  if (!shape) throw refused(`unknown kind "${query.kind}"`);
  if (query.kind === 'all' && query.exhibition) throw refused('all reads every exhibition of the folder: leave exhibition empty');
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > DESK_UPLOAD_MAX_BYTES) throw tooLarge(`The file is larger than ${DESK_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  const { db, now } = c.var.deps;
  const user = await signedInUser(c);
  const folder = await scratch();
  try {
    const upload = path.join(folder, 'upload', query.file_name);
    await saveBody(c.req.raw.body, upload, DESK_UPLOAD_MAX_BYTES);
    const source = await importSource(upload, shape, path.join(folder, 'unpacked'));
    const report = await runImport(db, {
      kind: query.kind,
      source,
      exhibition: query.exhibition,
      prune: query.prune,
      dryRun: query.dry_run,
      afterWrite: (tx, counts) =>
        writeAudit(
          tx,
          { id: user.id, login: user.login },
          { action: 'import_applied', subject: `${query.kind}: ${query.file_name}`, before: null, after: countsText(counts) },
          now(),
        ),
    });
    return c.json(withoutFolder(report, folder), 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    if (error instanceof UploadTooLarge) throw tooLarge(error.message);
    if (error instanceof UploadRefused || error instanceof ImportUsageError) throw refusedFor(error);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
};

async function exportKind(c: Context<StaffEnv>) {
  const query = parseInput(DeskExportQuerySchema, c.req.query());
  const shape = query.kind === 'all' ? 'folder' : importKind(query.kind)?.source;
  const base = `${query.kind}${query.exhibition ? `-${query.exhibition}` : ''}`;
  const folder = await scratch();
  const target = path.join(folder, shape === 'folder' ? base : `${base}.${query.format}`);
  try {
    await runExport(c.var.deps.db, { kind: query.kind, target, exhibition: query.exhibition }, c.var.deps.now());
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (error instanceof ImportUsageError) throw refusedFor(error);
    throw error;
  }
  const written = await readdir(folder);
  // A workbook alone is sent as it is; a folder, or a workbook with its pictures beside it, as one .zip.
  const single = written.length === 1 && shape !== 'folder';
  const fileName = single ? path.basename(target) : `${base}.zip`;
  const stream = await downloadStream(folder, single ? { file: target } : { zipOf: shape === 'folder' ? target : folder });
  return c.body(stream, 200, {
    'Content-Type': CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
}

export const deskDataRoutes = new Hono<StaffEnv>({ strict: false })
  .use('/staff/desk/import', requireRole('organiser'))
  .use('/staff/desk/export', requireRole('organiser'))
  .post('/staff/desk/import', importUpload)
  .get('/staff/desk/export', exportKind);
