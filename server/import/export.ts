/**
 * Writing the database back in the organiser's formats: one kind (a workbook, a .csv or a folder, as the
 * kind reads it), `all` (every kind into one folder with the pictures and a README, all.ts), or `starter`
 * (the same folder as templates with one example row, which needs no database).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect';
import { exportAll, exportStarter } from './all';
import { ImportUsageError, type ImportOptions } from './kind';
import { importKind, KIND_NAMES } from './kinds';
import { tableFormat } from './sheet';

export type ExportRequest = Pick<ImportOptions, 'exhibition' | 'site'> & { kind: string; target: string };
export type ExportResult = { rows: number; files?: string[]; media?: number; missing?: string[] };

/**
 * What a target must look like for a kind: a workbook name (.xlsx, .csv), a folder, or either. A folder
 * must be new or empty: an export never mixes with older files, whose rows an import would bring back.
 */
export function targetProblem(kind: string, target: string): string | null {
  const table = tableFormat(target) !== null;
  const shape = kind === 'all' || kind === 'starter' ? 'folder' : importKind(kind)?.source;
  if (!shape) return `unknown kind "${kind}": one of all, starter, ${KIND_NAMES.join(', ')}`;
  if (shape === 'workbook' && !table) return `${kind} is exported to an .xlsx or .csv file`;
  if (shape === 'folder' && table) return `${kind} is exported to a folder, not ${path.basename(target)}`;
  if (!table && existsSync(target) && readdirSync(target).length > 0) return `${target} is not empty: export into a new or empty folder`;
  return null;
}

export async function runExport(db: Db | null, request: ExportRequest, now: Date = new Date()): Promise<ExportResult> {
  const problem = targetProblem(request.kind, request.target);
  if (problem) throw new ImportUsageError(problem);
  const options: ImportOptions = { exhibition: request.exhibition, site: request.site, prune: false };
  if (request.kind === 'starter') return { rows: 0, ...(await exportStarter(request.target, now)) };
  if (!db) throw new Error(`exporting ${request.kind} needs the database`);
  if (request.kind === 'all') return exportAll(db, request.target, options);
  const kind = importKind(request.kind);
  if (!kind) throw new ImportUsageError(`unknown kind "${request.kind}"`);
  return kind.export(db, request.target, options);
}
