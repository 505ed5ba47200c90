/**
 * An import's report as people read it: the lines the CLI prints (every problem as file:sheet:row:column
 * message, then per file what was, or would be, added, changed and removed), and the same as a Markdown
 * file and a JSON file the organiser's desk can show later. The console lists the first few rows of each
 * kind; the files list every one, each change with its fields' values before and after.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Change, Changes } from './changes';
import type { PlanNote } from './kind';
import type { ImportReport, StepReport } from './run';
import { formatProblem } from './row-rules';

/** How many rows of each list the console shows; the report file holds them all. */
const SHOWN_IN_CONSOLE = 10;

const stepName = (step: StepReport, single: boolean) => (single ? step.kind : `${step.kind} (${step.source})`);

const changeLine = (sign: string, change: Change) =>
  `  ${sign} ${change.key}${change.fields?.length ? `: ${change.fields.map((f) => `${f.field}: ${f.before || '∅'} → ${f.after || '∅'}`).join('; ')}` : ''}`;

/** A note as one line: what it is about, what it says, and the first `limit` of what it lists. */
function noteText(note: PlanNote, limit: number): string {
  const items = note.items ?? [];
  const shown = items.length > limit ? `${items.slice(0, limit).join(', ')} … and ${items.length - limit} more` : items.join(', ');
  return `${note.key}: ${note.message}${shown ? `: ${shown}` : ''}`;
}

function changeLines(changes: Changes, limit: number): string[] {
  const lines: string[] = [];
  const list = (sign: string, entries: Change[]) => {
    for (const change of entries.slice(0, limit)) lines.push(changeLine(sign, change));
    if (entries.length > limit) lines.push(`    … and ${entries.length - limit} more (see the report file)`);
  };
  list('+', changes.added);
  list('~', changes.changed);
  list('-', changes.removed);
  return lines;
}

/** The lines the CLI prints: every problem, then per step what happened (or would). */
export function formatReport(report: ImportReport): string[] {
  const lines = report.problems.map(formatProblem);
  if (report.problems.length > 0) {
    const what = report.dryRun ? 'dry run' : 'import refused';
    lines.push(`${report.kind}: ${what}: ${report.problems.length} problem(s); nothing was written.`);
    return lines;
  }
  const single = report.kind !== 'all';
  for (const step of report.steps) {
    const counts = step.counts;
    if (!counts || !step.changes) continue;
    const name = stepName(step, single);
    if (report.dryRun) {
      lines.push(
        `${name}: would add ${counts.added}, change ${counts.changed}, remove ${counts.removed}; ${counts.unchanged} unchanged`,
        ...changeLines(step.changes, SHOWN_IN_CONSOLE),
      );
    } else
      lines.push(`${name}: ${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.removed} removed`);
    if (counts.kept) lines.push(`${counts.kept} kept: in the database but not in the ${single ? 'file' : 'folder'} (--prune removes them)`);
    for (const note of step.notes ?? []) lines.push(`  ! ${noteText(note, SHOWN_IN_CONSOLE)}`);
  }
  if (report.dryRun) lines.push(`${report.kind}: dry run: ${report.rows} row(s) checked, no problems; nothing was written.`);
  return lines;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The report as Markdown: the organiser's desk shows it as it is, and a person reads it in any editor. */
export function reportMarkdown(report: ImportReport, at: Date): string {
  const title = report.dryRun ? 'Import dry run' : 'Import';
  const out = [`# ${title}: ${report.kind}`, '', `${at.toISOString()} — ${report.rows} row(s) read.`, ''];
  if (report.problems.length > 0) {
    out.push(`## ${report.problems.length} problem(s): nothing was written`, '', '| where | problem |', '|---|---|');
    for (const problem of report.problems) {
      const place = [problem.file, problem.sheet, problem.row, problem.column]
        .filter((part) => part !== undefined && part !== '')
        .join(':');
      out.push(`| ${cell(place)} | ${cell(problem.message)} |`);
    }
    return `${out.join('\n')}\n`;
  }
  for (const step of report.steps) {
    if (!step.counts || !step.changes) continue;
    const { added, changed, removed, unchanged, kept } = step.counts;
    out.push(`## ${step.kind} — ${step.source}`, '');
    out.push(
      `${report.dryRun ? 'Would add' : 'Added'} ${added}, ${report.dryRun ? 'change' : 'changed'} ${changed}, ${report.dryRun ? 'remove' : 'removed'} ${removed}; ${unchanged} unchanged${kept ? `; ${kept} kept (not in the source, no --prune)` : ''}.`,
      '',
    );
    if (step.changes.added.length) out.push('### Added', '', ...step.changes.added.map((change) => `- ${change.key}`), '');
    if (step.changes.changed.length) {
      out.push('### Changed', '', '| row | field | before | after |', '|---|---|---|---|');
      for (const change of step.changes.changed) {
        for (const field of change.fields ?? [])
          out.push(`| ${cell(change.key)} | ${field.field} | ${cell(field.before)} | ${cell(field.after)} |`);
      }
      out.push('');
    }
    if (step.changes.removed.length) out.push('### Removed', '', ...step.changes.removed.map((change) => `- ${change.key}`), '');
    if (step.notes?.length) out.push('### To look at', '', ...step.notes.map((note) => `- ${cell(noteText(note, Infinity))}`), '');
  }
  return `${out.join('\n')}\n`;
}

/**
 * Where a run's report files go unless --report names one: beside the source (catalogue.xlsx →
 * catalogue.import-report.md and .json), or inside an `all` folder (import-report.md and .json).
 */
export function defaultReportPaths(kind: string, source: string): string[] {
  const base = kind === 'all' ? path.join(source, 'import-report') : `${source.replace(/\.(xlsx|csv)$/i, '')}.import-report`;
  return [`${base}.md`, `${base}.json`];
}

/** Writes the report to each path: .json as the report itself, .md as reportMarkdown. */
export async function writeReportFiles(report: ImportReport, paths: string[], at: Date): Promise<void> {
  for (const file of paths) {
    await mkdir(path.dirname(file), { recursive: true });
    const json = { ...report, at: at.toISOString() };
    await writeFile(file, file.toLowerCase().endsWith('.json') ? `${JSON.stringify(json, null, 2)}\n` : reportMarkdown(report, at));
  }
}
