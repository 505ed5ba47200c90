/**
 * `npm run export -- <all|starter|kind> <file|folder> [--exhibition ME27] [--site ME]`: writes the
 * database's rows in the very format `npm run import` reads, so export → edit → import changes exactly
 * the edited cells; `all` writes the whole show into one folder (pictures and a README included) and
 * `starter` writes that folder as templates with one example row each (no database needed). Works beside a
 * running server as the import does (database-or-server.ts): the server sends the files, this command
 * writes them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { readEnv } from '../env';
import { runExport, targetProblem, type ExportResult } from '../import/export';
import { KIND_NAMES } from '../import/kinds';
import { ImportUsageError } from '../import/run';
import { callServer, openTarget, parseArgs } from './database-or-server';

const USAGE = `Usage: npm run export -- <all|starter|${KIND_NAMES.join('|')}> <out.xlsx|out.csv|folder> [--exhibition ME27] [--site ME]`;

/** Writes the files a server sends (one JSON line each, then the result) under `dir`. */
async function receiveFiles(res: Response, dir: string): Promise<ExportResult> {
  if (!res.body) throw new Error('The server sent no files');
  let result: ExportResult | null = null;
  for await (const line of createInterface({ input: Readable.fromWeb(res.body as never), crlfDelay: Infinity })) {
    if (!line) continue;
    const entry = JSON.parse(line) as { path?: string; data?: string; done?: boolean } & ExportResult;
    if (entry.done) {
      result = entry;
      continue;
    }
    const file = path.resolve(dir, entry.path ?? '');
    // The server names files inside the export; anything reaching outside it is not written.
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`The server sent a file outside the export: ${entry.path}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(entry.data ?? '', 'base64'));
  }
  if (!result) throw new Error('The server stopped before the export was complete');
  return result;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2), [], ['--exhibition', '--site']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [kind, out, ...rest] = parsed.positional;
  if (!kind || !out || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const problem = targetProblem(kind, out);
  if (problem) {
    console.error(`${problem}\n${USAGE}`);
    return 2;
  }
  const request = { kind, target: path.resolve(out), exhibition: parsed.values.get('--exhibition'), site: parsed.values.get('--site') };
  // The starter is templates only: it needs no database, so it never waits for one.
  const target = kind === 'starter' ? null : await openTarget(readEnv());
  try {
    let result: ExportResult;
    if (target?.kind === 'server') {
      const res = await callServer(target.admin, 'export', { ...request, target: undefined, name: path.basename(request.target) });
      result = await receiveFiles(res, path.dirname(request.target));
    } else {
      result = await runExport(target?.db ?? null, request);
    }
    console.log(
      `${kind}: ${result.rows} row(s) written to ${out}${result.media ? `, ${result.media} picture file(s) in ${path.join(out, 'media')}` : ''}`,
    );
    for (const missing of result.missing ?? [])
      console.error(`warning: ${missing} is named by the site but not stored; it is not in the export`);
    return 0;
  } catch (error) {
    console.error(error instanceof ImportUsageError ? `${error.message}\n${USAGE}` : (error as Error).message);
    return error instanceof ImportUsageError ? 2 : 1;
  } finally {
    if (target?.kind === 'database') await target.close();
  }
}

process.exitCode = await main();
