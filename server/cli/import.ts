/**
 * `npm run import -- <all|kind> <file|folder> [--exhibition ME27] [--site ME] [--sheet Name] [--dry-run]
 * [--prune] [--report file.md|file.json]`: loads the organiser's files into the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR, through the running server when one holds it). Prints every problem
 * as file:sheet:row:column message, then what was (or, with --dry-run, would be) added, changed and
 * removed, and writes the same as a Markdown and a JSON report (beside the source, or --report). Exit 0:
 * written (or a clean dry run); 1: problems, nothing written; 2: a mistake in the command.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env';
import { importKind, KIND_NAMES } from '../import/kinds';
import { defaultReportPaths, writeReportFiles } from '../import/report';
import { formatReport, ImportUsageError, runImport, type ImportReport } from '../import/run';
import { callServer, openTarget, parseArgs } from './database-or-server';

const USAGE = `Usage: npm run import -- <all|${KIND_NAMES.join('|')}> <file|folder> [--exhibition ME27] [--site ME] [--sheet Name] [--dry-run] [--prune] [--report report.md|report.json]`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2), ['--dry-run', '--prune'], ['--exhibition', '--site', '--sheet', '--report']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [kind, source, ...rest] = parsed.positional;
  if (!kind || !source || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const request = {
    kind,
    source: path.resolve(source),
    exhibition: parsed.values.get('--exhibition'),
    site: parsed.values.get('--site'),
    sheet: parsed.values.get('--sheet'),
    prune: parsed.flags.has('--prune'),
    dryRun: parsed.flags.has('--dry-run'),
  };
  const reportPath = parsed.values.get('--report');
  // Mistakes in the command are told here, the same with or without a server to hand the job to.
  const problem =
    kind !== 'all' && !importKind(kind)
      ? `unknown kind "${kind}": one of all, ${KIND_NAMES.join(', ')}`
      : !existsSync(request.source)
        ? `${source}: no such file or folder`
        : kind === 'all' && (request.exhibition || request.sheet)
          ? 'all reads every exhibition of the folder: --exhibition and --sheet name one file'
          : reportPath && !/\.(md|json)$/i.test(reportPath)
            ? '--report names a .md or a .json file'
            : null;
  if (problem) {
    console.error(`${problem}\n${USAGE}`);
    return 2;
  }
  const target = await openTarget(readEnv());
  let report: ImportReport;
  try {
    if (target.kind === 'server') {
      const res = await callServer(target.admin, 'import', { ...request, dry_run: request.dryRun, dryRun: undefined });
      report = (await res.json()) as ImportReport;
      console.error(`(handed to the server running on this DATA_DIR, process ${target.admin.pid})`);
    } else {
      report = await runImport(target.db, request);
    }
  } catch (error) {
    if (error instanceof ImportUsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error((error as Error).message);
    return 1;
  } finally {
    if (target.kind === 'database') await target.close();
  }
  for (const line of formatReport(report)) console.log(line);
  const files = reportPath ? [path.resolve(reportPath)] : defaultReportPaths(kind, request.source);
  try {
    await writeReportFiles(report, files, new Date());
    console.log(`Report: ${files.map((file) => path.relative(process.cwd(), file) || file).join(', ')}`);
  } catch (error) {
    // The import itself is done (or refused) either way; a report that cannot be written is said, not fatal.
    console.error(`The report could not be written: ${(error as Error).message}`);
  }
  return report.problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
