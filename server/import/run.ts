/**
 * The one way anything is imported: read every source (each row against the contract) → check against the
 * database (and against what the same run brings) → plan what would change → either report every problem
 * and write nothing, or write every plan in ONE transaction. A dry run stops after the plans and reports
 * them: added, changed (field: before → after), removed. `import -- all` is the same with one step per file
 * of the folder (all.ts), in dependency order. Used in-process by the CLI (its own database) and by the
 * running server (the CLI's hand-off, routes/internal-import.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect';
import { allSteps, type ImportStep } from './all';
import { countsOf, type Changes } from './changes';
import {
  ImportRefused,
  ImportUsageError,
  type DbOrTx,
  type DbTx,
  type ImportCounts,
  type ImportKindName,
  type ImportOptions,
  type ImportProblem,
  type Located,
  type Pending,
  type PlanNote,
  type SourceRef,
} from './kind';
import { importKind, KIND_NAMES } from './kinds';
import { findMediaFolder, MEDIA_FOLDER, RunMedia, servedPathsOf } from './run-media';
import { SheetError, tableFormat } from './sheet';

export type ImportRequest = Omit<ImportOptions, 'pending'> & {
  kind: string;
  source: string;
  dryRun: boolean;
  /** Called inside the run's transaction once every step is written: the desk's audit line goes with the data or not at all. */
  afterWrite?: (tx: DbTx, counts: ImportCounts) => Promise<void>;
};

/** One file (or folder) of a run: what it holds and what it changes. */
export type StepReport = {
  kind: ImportKindName;
  /** The source as the organiser names it: relative to an `all` folder, else the file's name. */
  source: string;
  exhibition?: string;
  /** Rows that passed the contract (what would be written). */
  rows: number;
  /** null when the run found problems. */
  counts: ImportCounts | null;
  changes: Changes | null;
  /** What the organiser should look at though nothing stops the import (hall plans: stands on no plan, free stands). */
  notes?: PlanNote[];
};

export type ImportReport = {
  kind: string;
  dryRun: boolean;
  /** Rows that passed the contract, over every step. */
  rows: number;
  problems: ImportProblem[];
  /** What was written (summed over the steps); null when nothing was: a dry run, or a refused one. */
  counts: ImportCounts | null;
  steps: StepReport[];
};

function kindOrThrow(name: string) {
  const kind = importKind(name);
  if (!kind) throw new ImportUsageError(`unknown kind "${name}": one of all, ${KIND_NAMES.join(', ')}`);
  return kind;
}

const byPlace = (a: ImportProblem, b: ImportProblem) =>
  a.file.localeCompare(b.file) || (a.row ?? 0) - (b.row ?? 0) || (a.column ?? '').localeCompare(b.column ?? '');

/** In an `all` folder a problem names its file from the folder (participants/ME27.xlsx), not only its name. */
function fromFolder<T extends SourceRef>(step: ImportStep, problem: T): T {
  if (!step.folderPrefix || path.isAbsolute(problem.file) || problem.file.startsWith('-')) return problem;
  return { ...problem, file: path.join(step.folderPrefix, problem.file) };
}

function sum(steps: StepReport[]): ImportCounts {
  const total: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
  for (const step of steps) {
    if (!step.counts) continue;
    total.added += step.counts.added;
    total.changed += step.counts.changed;
    total.unchanged += step.counts.unchanged;
    total.removed += step.counts.removed;
    if (step.counts.kept !== undefined) total.kept = (total.kept ?? 0) + step.counts.kept;
  }
  return total;
}

type ReadStep = ImportStep & { rows: Located<unknown>[] };

async function readStep(step: ImportStep, problems: ImportProblem[]): Promise<ReadStep> {
  try {
    const read = await step.kind.read(step.source, step.options);
    problems.push(...read.problems.map((problem) => fromFolder(step, problem)));
    return { ...step, rows: read.rows };
  } catch (error) {
    // A file a spreadsheet library cannot open (not a workbook, a damaged one) is the organiser's to fix.
    if (error instanceof SheetError || (error instanceof Error && tableFormat(step.source))) {
      problems.push({ file: step.display, message: error.message.replace(`${path.basename(step.source)}: `, '') });
      return { ...step, rows: [] };
    }
    throw error;
  }
}

/** The served paths every row names, with the row's place, for the media check and the media folder's loading. */
const servedOf = (steps: ReadStep[]) =>
  steps.flatMap((step) =>
    step.rows.flatMap(({ row, at }) => servedPathsOf(row).map((served) => ({ path: served, at: fromFolder(step, at) }))),
  );

async function runSteps(db: Db, request: ImportRequest, steps: ImportStep[], mediaFolder: string | null): Promise<ImportReport> {
  const problems: ImportProblem[] = [];
  const read: ReadStep[] = [];
  for (const step of steps) read.push(await readStep(step, problems));
  // What the run's own exhibitions, countries and topics bring counts as known to the kinds after them.
  const pending: Pending = { exhibitions: [], countries: new Set(), topics: new Set(), participants: new Map() };
  for (const step of read) step.kind.brings?.(step.rows as never, pending, step.options);
  const media = await RunMedia.open(db, mediaFolder);
  const withPending = (step: ReadStep) => ({ ...step.options, pending });
  for (const step of read) {
    const found = await step.kind.check(db, step.rows as never, withPending(step), media);
    problems.push(...found.map((problem) => fromFolder(step, problem)));
  }
  const served = servedOf(read);
  problems.push(...media.unservable(served));
  const report: ImportReport = {
    kind: request.kind,
    dryRun: request.dryRun,
    rows: read.reduce((total, step) => total + step.rows.length, 0),
    problems: problems.sort(byPlace),
    counts: null,
    steps: read.map((step) => ({
      kind: step.kind.name,
      source: step.display,
      ...(step.options.exhibition ? { exhibition: step.options.exhibition } : {}),
      rows: step.rows.length,
      counts: null,
      changes: null,
    })),
  };
  if (report.problems.length > 0) return report;

  const plan = async (on: DbOrTx, index: number) => {
    const step = read[index] as ReadStep;
    const planned = await step.kind.plan(on, step.rows as never, withPending(step), media);
    const out = report.steps[index] as StepReport;
    out.changes = planned.changes;
    out.counts = countsOf(planned.changes, step.options.prune);
    if (planned.notes) out.notes = planned.notes;
    return planned;
  };
  try {
    if (request.dryRun) {
      for (let index = 0; index < read.length; index += 1) await plan(db, index);
      return report;
    }
    await db.transaction(async (tx) => {
      await media.write(
        tx,
        served.map((entry) => entry.path),
      );
      // Each step is planned on what the steps before it wrote, so `all` sees its own exhibitions and topics.
      for (let index = 0; index < read.length; index += 1) await (await plan(tx, index)).write(tx);
      await request.afterWrite?.(tx, sum(report.steps));
    });
    report.counts = sum(report.steps);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    report.problems = error.problems.sort(byPlace);
    for (const step of report.steps) {
      Object.assign(step, { counts: null, changes: null });
      delete step.notes;
    }
  }
  return report;
}

export async function runImport(db: Db, request: ImportRequest): Promise<ImportReport> {
  if (!(await stat(request.source).catch(() => null))) throw new ImportUsageError(`${request.source}: no such file or folder`);
  const options: ImportOptions = { exhibition: request.exhibition, site: request.site, prune: request.prune, sheet: request.sheet };
  if (request.kind === 'all') {
    const { steps, problems } = await allSteps(request.source, options);
    if (problems.length > 0) return { kind: 'all', dryRun: request.dryRun, rows: 0, problems, counts: null, steps: [] };
    return runSteps(db, request, steps, path.join(request.source, MEDIA_FOLDER));
  }
  const kind = kindOrThrow(request.kind);
  const step: ImportStep = { kind, source: request.source, display: path.basename(request.source), options };
  return runSteps(db, request, [step], findMediaFolder(request.source));
}

export { ImportUsageError };
export { formatReport } from './report';
export { runExport } from './export';
