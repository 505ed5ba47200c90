/**
 * Where the import and export commands do their work. With DATABASE_URL they open PostgreSQL themselves
 * (alongside running servers, as any client does). With PGlite the data directory belongs to one process:
 * if a server runs on it (DATA_DIR/admin.json, whose process is alive) the job goes to that server over
 * loopback with the file's token; otherwise the command opens PGlite itself (decision 0014).
 */
import * as v from 'valibot';
import { openDatabase, SMALL_SHARED_BUFFERS, type Db } from '../db/connect';
import type { Env } from '../env';
import { readAdminFile, type AdminFile } from '../import/admin-file';

export type Target = { kind: 'database'; db: Db; close: () => Promise<void> } | { kind: 'server'; admin: AdminFile };

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; only ESRCH means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openTarget(env: Env): Promise<Target> {
  if (!env.DATABASE_URL) {
    const admin = readAdminFile(env.DATA_DIR);
    // A file left by a server that was killed (no clean stop) names a dead process: the database is free.
    if (admin && processAlive(admin.pid)) return { kind: 'server', admin };
  }
  // A command reads and writes each row once: PostgreSQL's page pool need not be the server's size.
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, sharedBuffers: SMALL_SHARED_BUFFERS });
  return { kind: 'database', db: handle.db, close: handle.close };
}

/** POSTs a job to the server named by admin.json; an error envelope becomes an Error with its message. */
export async function callServer(admin: AdminFile, job: 'import' | 'export' | 'staff' | 'tickets', body: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${admin.port}/internal/${job}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `A server (process ${admin.pid}) holds this DATA_DIR but did not answer on port ${admin.port}: is it stopping? Try again.`,
      { cause: error },
    );
  }
  if (res.ok) return res;
  const text = await res.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not an envelope: the text itself says what went wrong.
  }
  throw new Error(`The server refused the ${job} (${res.status}): ${message}`);
}

/** Reads `--name value` and `--flag` arguments; anything unexpected is a usage error. */
export function parseArgs(args: string[], flags: readonly string[], options: readonly string[]) {
  const positional: string[] = [];
  const set = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (flags.includes(arg)) set.add(arg);
    else if (options.includes(arg)) {
      const value = args[(i += 1)];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      values.set(arg, value);
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, flags: set, values };
}

/**
 * Runs a small command (staff, tickets) where the database is: in this process, or in the server that
 * holds PGlite. Prints its lines; exit 0 done, 1 refused (the reason on stderr).
 */
export async function runSmallCommand<T>(
  job: 'staff' | 'tickets',
  command: T,
  local: (db: Db, command: T, now: Date) => Promise<{ lines: string[] }>,
  env: Env,
): Promise<number> {
  const target = await openTarget(env);
  try {
    const result =
      target.kind === 'server'
        ? ((await (await callServer(target.admin, job, command)).json()) as { lines: string[] })
        : await local(target.db, command, new Date());
    for (const line of result.lines) console.log(line);
    if (target.kind === 'server') console.error(`(done by the server running on this DATA_DIR, process ${target.admin.pid})`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    if (target.kind === 'database') await target.close();
  }
}

/**
 * Reads `<command> [<value>] [--option value]…` into `schema`'s input (the positional value under
 * `valueName`); a mistake is thrown with the schema's messages, for the command to print with its usage.
 */
export function parseCommand<TSchema extends v.GenericSchema>(
  args: string[],
  schema: TSchema,
  valueName: string,
  options: Record<string, string>,
): v.InferOutput<TSchema> {
  const parsed = parseArgs(args, [], Object.keys(options));
  const [command, value, ...rest] = parsed.positional;
  if (rest.length > 0) throw new Error(`unexpected ${rest.join(' ')}`);
  const input: Record<string, string | undefined> = { command, [valueName]: value };
  for (const [option, field] of Object.entries(options)) input[field] = parsed.values.get(option);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.output;
}
