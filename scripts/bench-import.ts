/**
 * `npm run bench:import [-- --size N]`: 3,000 exhibitors (N) with as many distinct PNG logos, from one
 * workbook into a fresh database. Reports the import's time and the importing process's peak memory, then
 * the time of importing the same unchanged file again (pictures recognised by their hash, nothing
 * written). Targets on a 2-core machine: import < 60 s, peak RSS < 500 MB, re-import < 5 s.
 *
 * The import runs in a child process (as `npm run import` does) so its peak RSS is the import's own, not
 * the generator's; the database is seeded with the demo content first (countries, topics, exhibitions).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSize } from './bench-support';

type ChildResult = { first: { ms: number; counts: unknown; rssMb: number }; second: { ms: number; counts: unknown; rssMb: number } };

async function child(dataDir: string, workbook: string) {
  const { openTarget } = await import('../server/cli/database-or-server');
  const { readEnv } = await import('../server/env');
  const { runImport } = await import('../server/import/run');
  // Opened as `npm run import` opens it (no server running on the folder): the command's own database.
  const handle = await openTarget(readEnv({ DATA_DIR: dataDir }));
  if (handle.kind !== 'database') throw new Error('a server holds the benchmark database');
  const once = async () => {
    const started = performance.now();
    const report = await runImport(handle.db, { kind: 'participants', source: workbook, prune: false, dryRun: false });
    if (report.problems.length > 0) throw new Error(`the generated workbook has problems: ${JSON.stringify(report.problems.slice(0, 3))}`);
    // maxRSS is in kilobytes, the process's peak so far.
    return { ms: Math.round(performance.now() - started), counts: report.counts, rssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
  };
  const first = await once();
  const second = await once();
  await handle.close();
  process.send?.({ first, second } satisfies ChildResult);
}

async function main() {
  const { participants: count } = benchSize();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-import-'));
  const dataDir = path.join(folder, 'data');
  try {
    const { openDatabase } = await import('../server/db/connect');
    const { seedDemoContent } = await import('../server/seed');
    const { participantRows, participantHeaders, writeWorkbook } = await import('../tests/support/import-workbooks');
    const handle = await openDatabase({ dataDir });
    await seedDemoContent(handle.db);
    console.log(`Generating ${count} exhibitors with ${count} distinct PNG logos…`);
    const rows = await participantRows(handle.db, count, { folder, logoEvery: 1, tag: 'B' });
    await handle.close();
    const workbook = path.join(folder, 'catalogue.xlsx');
    await writeWorkbook(workbook, participantHeaders(), rows);

    const script = fileURLToPath(import.meta.url);
    const proc = fork(script, ['--child', dataDir, workbook], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const result = await new Promise<ChildResult>((resolve, reject) => {
      proc.once('message', (message) => resolve(message as ChildResult));
      proc.once('exit', (code) => reject(new Error(`the import process exited with ${code}`)));
    });
    const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
    console.log(`\nImport of ${count} exhibitors with ${count} logos into a fresh database (${os.cpus().length} cores):`);
    console.log(
      `  first import: ${(result.first.ms / 1000).toFixed(1)} s (target < 60 s: ${verdict(result.first.ms < 60_000)}) ${JSON.stringify(result.first.counts)}`,
    );
    console.log(`  peak RSS of the importing process: ${result.first.rssMb} MB (target < 500 MB: ${verdict(result.first.rssMb < 500)})`);
    console.log(
      `  re-import of the unchanged file: ${(result.second.ms / 1000).toFixed(1)} s (target < 5 s: ${verdict(result.second.ms < 5000)}) ${JSON.stringify(result.second.counts)}`,
    );
    console.log(`  peak RSS after both: ${result.second.rssMb} MB`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--child');
if (at !== -1) await child(process.argv[at + 1] as string, process.argv[at + 2] as string);
else await main();
