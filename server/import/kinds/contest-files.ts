/**
 * A contest's files (its rules, an entry form: the PDFs its page lists), the contests workbook's optional
 * "files" sheet: contest (a url), file (a PDF beside the workbook, or the /media/files/… path an export
 * writes), name_ru … name_zh. A file is matched by its contest and its file name (rules-2027.pdf), so a new
 * version of the same file is "1 changed" and the page keeps one link, not two. PDFs are stored as they are
 * (content-hashed by the media store, no processing); a file that is not a PDF is a problem of its cell.
 */
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ContestFileSchema } from '../../../src/contract/contests';
import { slugParam } from '../../../src/contract/query-params';
import type { Db } from '../../db/connect';
import { contestFiles } from '../../db/schema';
import { documentFileName, PDF_FILE_NAME } from '../../media-store/documents';
import { labelled, matchRows } from '../changes';
import { localizedColumns, localizedOf, PictureRefSchema, toColumns } from '../content/fields';
import type { Sheet } from '../content/table';
import type { DbOrTx, DbTx, ImportProblem, Located, SourceRef } from '../kind';
import type { PictureSource, RunMedia } from '../run-media';
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
  source: PictureSource;
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

/** Files that are missing or not PDFs, found before writing (stored paths are checked by the runner). */
export const unusableFiles = (media: RunMedia, rows: ContestFileRow[]): Promise<ImportProblem[]> =>
  media.checkDocuments(
    rows.flatMap((row) => ('file' in row.source ? [{ file: row.source.file, fileName: row.fileName, at: row.fileAt }] : [])),
  );

/** What the sheet's files would change: matched by contest and file name, so a new version of a file is one change. */
export async function planContestFiles(db: DbOrTx, exType: string, rows: ContestFileRow[], prune: boolean, media: RunMedia) {
  const stored = await db.select().from(contestFiles).where(eq(contestFiles.exType, exType));
  const matched = matchRows({
    stored,
    keyOf: (row) => fileKey({ contestUrl: row.contestUrl, fileName: documentFileName(path.basename(row.file)) }),
    current: (row) => ({ name: row.name, file: row.file }),
    wanted: rows.map((row) => ({
      key: fileKey(row),
      values: { name: row.name, file: 'file' in row.source ? media.documentPath(row.source.file) : row.source.served },
    })),
    prune,
  });
  const contestOf = new Map(rows.map((row) => [fileKey(row), row.contestUrl]));
  return {
    changes: labelled(matched.changes, 'file'),
    write: async (tx: DbTx) => {
      for (const { key, values } of matched.add)
        await tx.insert(contestFiles).values({ ...values, exType, contestUrl: contestOf.get(key) ?? '' });
      for (const { stored: current, values } of matched.update)
        await tx.update(contestFiles).set(values).where(eq(contestFiles.id, current.id));
      const gone = matched.remove.map((row) => row.id);
      if (gone.length) await tx.delete(contestFiles).where(and(eq(contestFiles.exType, exType), inArray(contestFiles.id, gone)));
    },
  };
}

export const FILES_SHEET = 'files';

/** The "files" sheet of an export: every file of the site's contests, in the order they were added (the pages' order). */
export async function contestFilesSheet(db: Db, exType: string): Promise<Sheet> {
  const rows = await db.select().from(contestFiles).where(eq(contestFiles.exType, exType)).orderBy(asc(contestFiles.id));
  return {
    name: FILES_SHEET,
    columns: FILE_COLUMNS,
    rows: rows.map((row) => ({ contest: row.contestUrl, file: row.file, ...toColumns('name', row.name) })),
  };
}
