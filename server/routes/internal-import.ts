/**
 * POST /internal/import and /internal/export: the running server doing an import or export for the CLI,
 * because with PGlite it alone holds the database (decision 0014). Only a caller on this machine that
 * read DATA_DIR/admin.json may ask: the socket must be loopback and carry no proxy's forwarding headers (a
 * reverse proxy on the same host would otherwise make any visitor look local), and the bearer token must
 * equal the server's, compared in constant time. The CLI passes the file's absolute path, not its bytes:
 * it runs on the same machine (it read admin.json) and a folder of logos can be hundreds of megabytes.
 */
import { timingSafeEqual } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { exhibitionPrefixParam } from '../../src/contract/query-params';
import type { AppEnv } from '../http/context';
import { ApiError, parseInput } from '../http/errors';
import { NO_STORE } from '../http/no-store';
import { ImportUsageError, runExport, runImport } from '../import/run';

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

const ImportBodySchema = v.object({
  kind: v.string(),
  source: v.pipe(
    v.string(),
    v.check((source) => path.isAbsolute(source), 'source must be an absolute path'),
  ),
  exhibition: v.optional(exhibitionPrefixParam('exhibition')),
  prune: v.optional(v.boolean(), false),
  dry_run: v.optional(v.boolean(), false),
  sheet: v.optional(v.string()),
});
const ExportBodySchema = v.object({
  kind: v.string(),
  format: v.picklist(['xlsx', 'csv'], 'format must be xlsx or csv'),
  exhibition: ImportBodySchema.entries.exhibition,
});

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('InvalidInput', 'The body must be JSON', { detail: 'The body must be JSON' });
  }
}

const usage = (error: unknown) => {
  if (error instanceof ImportUsageError) return new ApiError('InvalidInput', error.message, { detail: error.message });
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

internalImportRoutes.post('/export', async (c) => {
  const body = parseInput(ExportBodySchema, await jsonBody(c));
  const folder = await mkdtemp(path.join(os.tmpdir(), 'expo-export-'));
  try {
    const target = path.join(folder, `export.${body.format}`);
    const { rows } = await runExport(c.var.deps.db, { kind: body.kind, target, exhibition: body.exhibition }).catch((error: unknown) => {
      throw usage(error);
    });
    const type = body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return c.body(new Uint8Array(await readFile(target)), 200, { 'Content-Type': type, 'X-Export-Rows': String(rows) });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
