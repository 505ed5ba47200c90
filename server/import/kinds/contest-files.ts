/**
 * A contest's files (its rules, an entry form: the PDFs its page lists), the contests workbook's optional
 * "files" sheet: contest (a url), file (a PDF beside the workbook, or the /media/files/… path an export
 * writes), name_ru … name_zh. A file is matched by its contest and its file name (rules-2027.pdf), so a new
 * version of the same file is "1 changed" and the page keeps one link, not two. PDFs are stored as they are
 * (content-hashed by the media store, no processing); a file that is not a PDF is a problem of its cell.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ContestFileSchema } from '../../../src/contract/contests';
import { slugParam } from '../../../src/contract/query-params';
import type { Db } from '../../db/connect';
import { contestFiles, mediaFiles } from '../../db/schema';
import { DocumentError, documentFileName, isPdf, PDF_FILE_NAME, storeDocument } from '../../media-store/documents';
import { localizedColumns, localizedOf, PictureRefSchema, toColumns, unchanged } from '../content/fields';
import type { Sheet } from '../content/table';
import { ImportRefused, type DbTx, type ImportCounts, type ImportProblem, type Located, type SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput } from '../row-rules';
import type { Table } from '../sheet';

export const ContestFileSourceSchema = v.object({
  contest: slugParam('contest'),
  file: v.pipe(PictureRefSchema, v.nonEmpty('is required (a PDF file name)')),
  name: localizedOf(ContestFileSchema.entries.name, true),
});

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type ContestFileRow = {
  type: 'file';
  contestUrl: string;
  /** The name the file is matched by and downloaded as (lower-case, without the stored hash). */
  fileName: string;
  source: { file: string } | { served: string };
  fileAt: SourceRef;
  name: Texts;
};

const SERVED = /^\/media\/(files\/[0-9a-f]{16}-[a-z0-9][a-z0-9._-]{0,100}\.pdf)$/;
export const FILE_COLUMNS = ['contest', 'file', ...localizedColumns('name')];
export const fileKey = (row: { contestUrl: string; fileName: string }) => `${row.contestUrl} ${row.fileName}`;

/** The file a cell names: a stored path kept as it is, or a PDF inside the workbook's folder. */
function resolveFile(ref: string, baseDir: string): { source: ContestFileRow['source']; fileName: string } | string {
  const served = SERVED.exec(ref);
  if (served) return { source: { served: ref }, fileName: documentFileName(path.basename(ref)) };
  if (ref.startsWith('/')) return `${ref} is not a stored contest file (/media/files/…pdf)`;
  const fileName = path.basename(ref).toLowerCase();
  if (!PDF_FILE_NAME.test(fileName)) return `${ref}: a contest file is a PDF named with latin letters, digits, dots and dashes`;
  const file = path.resolve(baseDir, ref);
  const inside = path.relative(path.resolve(baseDir), file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return `${ref} is outside the workbook's folder`;
  return { source: { file }, fileName };
}

export function readContestFiles(table: Table | null, baseDir: string, problems: ImportProblem[]): Located<ContestFileRow>[] {
  if (!table) return [];
  problems.push(...missingColumns(table.headers, ['contest', 'file', 'name_ru'], { file: table.file, sheet: table.sheet }));
  const out: Located<ContestFileRow>[] = [];
  for (const record of table.records) {
    const parsed = parseRecord(ContestFileSourceSchema, recordInput(record, { plain: ['contest', 'file'], localized: ['name'] }), record);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    const fileAt = record.cells.get('file')?.at ?? { ...record.at, column: 'file' };
    const resolved = resolveFile(parsed.row.file.trim(), baseDir);
    if (typeof resolved === 'string') {
      problems.push({ ...fileAt, message: resolved });
      continue;
    }
    out.push({ at: record.at, row: { type: 'file', contestUrl: parsed.row.contest, ...resolved, fileAt, name: parsed.row.name } });
  }
  return out;
}

/** Files that are missing or not PDFs, and stored paths the database does not hold: found before writing. */
export async function unusableFiles(db: Db | DbTx, rows: ContestFileRow[]): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const served = rows.flatMap((row) => ('served' in row.source ? [row.source.served.slice('/media/'.length)] : []));
  const stored = served.length
    ? new Set(
        (await db.select({ name: mediaFiles.name }).from(mediaFiles).where(inArray(mediaFiles.name, served))).map((found) => found.name),
      )
    : new Set<string>();
  for (const row of rows) {
    if ('served' in row.source) {
      if (!stored.has(row.source.served.slice('/media/'.length)))
        problems.push({ ...row.fileAt, message: `${row.source.served} is not stored` });
      continue;
    }
    const bytes = await readFile(row.source.file).catch(() => null);
    if (!bytes) problems.push({ ...row.fileAt, message: `file ${row.fileName} not found beside ${row.fileAt.file}` });
    else if (!isPdf(bytes)) problems.push({ ...row.fileAt, message: `${row.fileName} is not a PDF` });
  }
  return problems;
}

/**
 * Writes the sheet's files inside the import's transaction; answers how many stored files the sheet no
 * longer lists (removed with `prune`, else kept). Runs after contests are written and pruned.
 */
export async function applyContestFiles(tx: DbTx, exType: string, rows: ContestFileRow[], prune: boolean, counts: ImportCounts) {
  const stored = new Map(
    (await tx.select().from(contestFiles).where(eq(contestFiles.exType, exType))).map((row) => [
      fileKey({ contestUrl: row.contestUrl, fileName: documentFileName(path.basename(row.file)) }),
      row,
    ]),
  );
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    let file: string;
    try {
      file = 'served' in row.source ? row.source.served : await storeDocument(tx, await readFile(row.source.file), row.fileName);
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      problems.push({ ...row.fileAt, message: error.message });
      continue;
    }
    const values = { name: row.name, file };
    const current = stored.get(fileKey(row));
    stored.delete(fileKey(row));
    if (!current) {
      await tx.insert(contestFiles).values({ ...values, exType, contestUrl: row.contestUrl });
      counts.added += 1;
    } else if (unchanged(current, values)) counts.unchanged += 1;
    else {
      await tx.update(contestFiles).set(values).where(eq(contestFiles.id, current.id));
      counts.changed += 1;
    }
  }
  if (problems.length > 0) throw new ImportRefused(problems);
  const left = [...stored.values()].map((row) => row.id);
  if (!prune) counts.kept = (counts.kept ?? 0) + left.length;
  else if (left.length) {
    await tx.delete(contestFiles).where(and(eq(contestFiles.exType, exType), inArray(contestFiles.id, left)));
    counts.removed += left.length;
  }
}

/** The "files" sheet of an export: every file of the site's contests, in the order the pages list them. */
export async function contestFilesSheet(db: Db, exType: string): Promise<Sheet> {
  const rows = await db
    .select()
    .from(contestFiles)
    .where(eq(contestFiles.exType, exType))
    .orderBy(asc(contestFiles.contestUrl), asc(contestFiles.id));
  return {
    name: 'files',
    columns: FILE_COLUMNS,
    rows: rows.map((row) => ({ contest: row.contestUrl, file: row.file, ...toColumns('name', row.name) })),
  };
}
