/**
 * `npm run export -- <kind> <out.xlsx|out.csv> [--exhibition ME27]`: writes the database's rows of a kind
 * in the very format `npm run import` reads, so export → edit in a spreadsheet → import changes exactly
 * the edited cells. Works beside a running server as the import does (database-or-server.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnv } from '../env';
import { importKind, KIND_NAMES } from '../import/kinds';
import { ImportUsageError, runExport } from '../import/run';
import { tableFormat } from '../import/sheet';
import { callServer, openTarget, parseArgs } from './database-or-server';

const USAGE = 'Usage: npm run export -- <participants|events|…> <out.xlsx|out.csv> [--exhibition ME27]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2), [], ['--exhibition']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [kind, out, ...rest] = parsed.positional;
  const format = out ? tableFormat(out) : null;
  if (!kind || !out || !format || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (!importKind(kind)) {
    console.error(`unknown kind "${kind}": one of ${KIND_NAMES.join(', ')}\n${USAGE}`);
    return 2;
  }
  const target = await openTarget(readEnv());
  const exhibition = parsed.values.get('--exhibition');
  try {
    let rows: number;
    if (target.kind === 'server') {
      const res = await callServer(target.admin, 'export', { kind, format, exhibition });
      await writeFile(out, new Uint8Array(await res.arrayBuffer()));
      rows = Number(res.headers.get('X-Export-Rows'));
    } else {
      rows = (await runExport(target.db, { kind, target: path.resolve(out), exhibition })).rows;
    }
    console.log(`${kind}: ${rows} row(s) written to ${out}`);
    return 0;
  } catch (error) {
    console.error(error instanceof ImportUsageError ? `${error.message}\n${USAGE}` : (error as Error).message);
    return error instanceof ImportUsageError ? 2 : 1;
  } finally {
    if (target.kind === 'database') await target.close();
  }
}

process.exitCode = await main();
