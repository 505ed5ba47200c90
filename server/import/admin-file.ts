/**
 * DATA_DIR/admin.json: how the import and export commands find a running server that owns the embedded
 * database (PGlite takes its data directory in one process only). The server writes its port and a random
 * token at start, readable by its own user only (mode 0600), and removes the file when it stops; a command
 * that finds the file hands its job to that server over loopback (decision 0014).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

export const ADMIN_FILE = 'admin.json';

const AdminFileSchema = v.object({ port: v.pipe(v.number(), v.integer()), token: v.pipe(v.string(), v.minLength(32)), pid: v.number() });
export type AdminFile = v.InferOutput<typeof AdminFileSchema>;

export const newAdminToken = () => randomBytes(32).toString('base64url');

const filePath = (dataDir: string) => path.resolve(dataDir, ADMIN_FILE);

export function writeAdminFile(dataDir: string, port: number, token: string) {
  const file = filePath(dataDir);
  // Written fresh so an old file's looser mode is not kept; chmod as well, in case the umask widened it.
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ port, token, pid: process.pid } satisfies AdminFile), { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Removes the file only while it is still this server's (a later server on the same DATA_DIR keeps its own). */
export function removeAdminFile(dataDir: string, token: string) {
  if (readAdminFile(dataDir)?.token === token) rmSync(filePath(dataDir), { force: true });
}

export function readAdminFile(dataDir: string): AdminFile | null {
  try {
    const parsed = v.safeParse(AdminFileSchema, JSON.parse(readFileSync(filePath(dataDir), 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
