/**
 * The one way any kind is imported: read (each row against the contract) → check against the database →
 * either report every problem and write nothing, or write every row in ONE transaction. A problem found
 * while writing (a logo that is not a picture) rolls the whole transaction back. Used in-process by the
 * CLI (its own database) and by the running server (the CLI's hand-off, routes/internal-import.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect';
import { ImportRefused, ImportUsageError, type ImportCounts, type ImportOptions, type ImportProblem } from './kind';
import { importKind, KIND_NAMES } from './kinds';
import { importPictureSink } from './picture-sink';
import { formatProblem } from './row-rules';
import { SheetError, tableFormat } from './sheet';

export type ImportRequest = ImportOptions & { kind: string; source: string; dryRun: boolean };
export type ImportReport = {
  kind: string;
  dryRun: boolean;
  /** Rows that passed the contract (what would be written). */
  rows: number;
  problems: ImportProblem[];
  /** null when nothing was written: a dry run, or a refused one. */
  counts: ImportCounts | null;
};

function kindOrThrow(name: string) {
  const kind = importKind(name);
  if (!kind) throw new ImportUsageError(`unknown kind "${name}": one of ${KIND_NAMES.join(', ')}`);
  return kind;
}

const byPlace = (a: ImportProblem, b: ImportProblem) => (a.row ?? 0) - (b.row ?? 0) || (a.column ?? '').localeCompare(b.column ?? '');

export async function runImport(db: Db, request: ImportRequest): Promise<ImportReport> {
  const kind = kindOrThrow(request.kind);
  const options: ImportOptions = { exhibition: request.exhibition, prune: request.prune, sheet: request.sheet };
  if (!(await stat(request.source).catch(() => null))) throw new ImportUsageError(`${request.source}: no such file or folder`);
  const report: ImportReport = { kind: kind.name, dryRun: request.dryRun, rows: 0, problems: [], counts: null };
  let read;
  try {
    read = await kind.read(request.source, options);
  } catch (error) {
    // A file a spreadsheet library cannot open (not a workbook, a damaged one) is the organiser's to fix.
    if (error instanceof SheetError || (error instanceof Error && tableFormat(request.source))) {
      return { ...report, problems: [{ file: path.basename(request.source), message: error.message }] };
    }
    throw error;
  }
  const checked = await kind.check(db, read.rows, options);
  report.rows = read.rows.length;
  report.problems = [...read.problems, ...checked].sort(byPlace);
  if (report.problems.length > 0 || request.dryRun) return report;
  try {
    report.counts = await db.transaction(async (tx) => kind.apply(tx, read.rows, options, await importPictureSink(tx)));
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    report.problems = error.problems.sort(byPlace);
  }
  return report;
}

export async function runExport(db: Db, request: { kind: string; target: string; exhibition?: string }): Promise<{ rows: number }> {
  const kind = kindOrThrow(request.kind);
  return kind.export(db, request.target, { exhibition: request.exhibition, prune: false });
}

/** The lines the CLI prints: every problem, then what happened. */
export function formatReport(report: ImportReport): string[] {
  const lines = report.problems.map(formatProblem);
  if (report.problems.length > 0) {
    const what = report.dryRun ? 'dry run' : 'import refused';
    lines.push(`${report.kind}: ${what}: ${report.problems.length} problem(s); nothing was written.`);
    return lines;
  }
  if (!report.counts) {
    lines.push(`${report.kind}: dry run: ${report.rows} row(s) checked, no problems; nothing was written.`);
    return lines;
  }
  const { added, changed, unchanged, removed, kept } = report.counts;
  lines.push(`${report.kind}: ${added} added, ${changed} changed, ${unchanged} unchanged, ${removed} removed`);
  if (kept) lines.push(`${kept} kept: in the database but not in the file (--prune removes them)`);
  return lines;
}

export { ImportUsageError };
