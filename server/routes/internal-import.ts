/**
 * POST /internal/import, /export, /staff and /tickets: the running server doing a command's work for the CLI,
 * because with PGlite it alone holds the database (decision 0014). Only a caller on this machine that
 * read DATA_DIR/admin.json may ask: the socket must be loopback and carry no proxy's forwarding headers (a
 * reverse proxy on the same host would otherwise make any visitor look local), and the bearer token must
 * equal the server's, compared in constant time. The CLI passes the file's absolute path, not its bytes:
 * it runs on the same machine (it read admin.json) and a folder of logos can be hundreds of megabytes.
 */
import { timingSafeEqual } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { exhibitionPrefixParam } from '../../src/contract/query-params';
import type { AppEnv } from '../http/context';
import { ApiError, parseInput } from '../http/errors';
import { NO_STORE } from '../http/no-store';
import { ExTypeSchema } from '../../src/contract/common';
import { runExport } from '../import/export';
import { ImportUsageError, runImport } from '../import/run';
import { CommandUsageError, runStaffCommand, runTicketsCommand, StaffCommandSchema, TicketsCommandSchema } from '../tickets/commands';

const forbidden = (detail: string) => new ApiError('Forbidden', detail, { detail });
const unauthenticated = (detail: string) => new ApiError('InvalidAuthenticationInfo', detail, { detail });
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function remoteAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not a socket (app.request in-process): nothing proves the caller is local.
    return undefined;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; the length check leaks only the length, which is public (43).
  return a.length === b.length && timingSafeEqual(a, b);
}

async function guard(c: Context<AppEnv>, next: Next) {
  const expected = c.var.deps.adminToken;
  if (!expected) throw forbidden('This server takes no hand-off: with DATABASE_URL the commands open the database themselves');
  if (!isLoopback(remoteAddress(c)) || FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
    throw forbidden('Only a command on this machine may hand work to the server');
  }
  const given = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!given || !sameToken(given, expected)) throw unauthenticated('The token is missing or is not the one in DATA_DIR/admin.json');
  c.header('Cache-Control', NO_STORE);
  await next();
}

const ExhibitionSchema = v.optional(exhibitionPrefixParam('exhibition'));
const SiteSchema = v.optional(ExTypeSchema);
const ImportBodySchema = v.object({
  kind: v.string(),
  source: v.pipe(
    v.string(),
    v.check((source) => path.isAbsolute(source), 'source must be an absolute path'),
  ),
  exhibition: ExhibitionSchema,
  site: SiteSchema,
  prune: v.optional(v.boolean(), false),
  dry_run: v.optional(v.boolean(), false),
  sheet: v.optional(v.string()),
});
const ExportBodySchema = v.object({
  kind: v.string(),
  /** The target's own name (out.xlsx, show/): the server writes there in a folder of its own and sends the files. */
  name: v.pipe(
    v.string(),
    v.regex(/^[^/\\]{1,200}$/, 'name must be a file or folder name, not a path'),
    v.check((name) => name !== '.' && name !== '..', 'name must be a file or folder name, not a path'),
  ),
  exhibition: ExhibitionSchema,
  site: SiteSchema,
});

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('InvalidInput', 'The body must be JSON', { detail: 'The body must be JSON' });
  }
}

const usage = (error: unknown) => {
  if (error instanceof ImportUsageError || error instanceof CommandUsageError)
    return new ApiError('InvalidInput', error.message, { detail: error.message });
  return error;
};

export const internalImportRoutes = new Hono<AppEnv>();
internalImportRoutes.use('*', guard);
// The requests are a few fields; anything larger is not the CLI.
internalImportRoutes.use('*', bodyLimit({ maxSize: 16 * 1024 }));

internalImportRoutes.post('/import', async (c) => {
  const body = parseInput(ImportBodySchema, await jsonBody(c));
  const report = await runImport(c.var.deps.db, { ...body, dryRun: body.dry_run }).catch((error: unknown) => {
    throw usage(error);
  });
  return c.json(report);
});

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(root, full)));
    else out.push(path.relative(root, full));
  }
  return out.sort();
}

/**
 * The export is written into a folder of the server's own, then sent as JSON lines, one per file
 * ({ path, data } with the bytes in base64), and a last line with the result: the command writes each file
 * as its own user, where it was asked to, and a folder of pictures never has to fit in memory at once.
 */
internalImportRoutes.post('/export', async (c) => {
  const body = parseInput(ExportBodySchema, await jsonBody(c));
  const folder = await mkdtemp(path.join(os.tmpdir(), 'expo-export-'));
  try {
    const target = path.join(folder, body.name);
    const result = await runExport(
      c.var.deps.db,
      { kind: body.kind, target, exhibition: body.exhibition, site: body.site },
      c.var.deps.now(),
    ).catch((error: unknown) => {
      throw usage(error);
    });
    const files = await filesUnder(folder);
    const lines = async function* () {
      try {
        for (const file of files) {
          yield Buffer.from(`${JSON.stringify({ path: file, data: (await readFile(path.join(folder, file))).toString('base64') })}\n`);
        }
        yield Buffer.from(`${JSON.stringify({ done: true, ...result })}\n`);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    };
    const stream = Readable.toWeb(Readable.from(lines())) as unknown as ReadableStream<Uint8Array>;
    return c.body(stream, 200, { 'Content-Type': 'application/x-ndjson' });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
});

/** `npm run staff` and `npm run tickets` (issue 35), done by the server that holds the database. */
internalImportRoutes.post('/staff', async (c) => {
  const command = parseInput(StaffCommandSchema, await jsonBody(c));
  return c.json(await runStaffCommand(c.var.deps.db, command, c.var.deps.now()).catch((error: unknown) => Promise.reject(usage(error))));
});

internalImportRoutes.post('/tickets', async (c) => {
  const command = parseInput(TicketsCommandSchema, await jsonBody(c));
  return c.json(await runTicketsCommand(c.var.deps.db, command, c.var.deps.now()).catch((error: unknown) => Promise.reject(usage(error))));
});
