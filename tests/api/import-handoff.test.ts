/**
 * The import and export commands beside a running server. On PGlite (one process per data directory) the
 * command, spawned as its own process, hands its job to the server named in DATA_DIR/admin.json; the
 * server takes it only from loopback with that file's token. Once the server stops, the file is gone and
 * the command opens the database itself. On PostgreSQL the command always opens the database itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { readEnv } from '../../server/env';
import { ADMIN_FILE } from '../../server/import/admin-file';
import { startServer } from '../../server/start';
import { participantHeaders, participantRows, tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { runCli } from '../support/cli';
import { cloneTemplate } from '../support/test-database';

const config = await cloneTemplate(inject('dbTemplate'));
const childEnv = { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '', SEED: 'off' };
// 0.0.0.0: the server is reachable on this machine's other addresses too, to show those callers are refused.
const env = readEnv({
  PORT: '0',
  HOST: '0.0.0.0',
  DATA_DIR: config.DATA_DIR,
  DATABASE_URL: config.DATABASE_URL,
  SEED: 'off',
  DIST_DIR: './dist',
});
const server = await startServer(env, { quiet: true });
const onPglite = server.database.kind === 'pglite';
const { db } = server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('import-handoff');
const adminPath = path.join(config.DATA_DIR, ADMIN_FILE);
let stopped = false;
afterAll(async () => {
  if (!stopped) await server.close();
  await config.cleanup();
  await import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true }));
});

const cli = (script: 'import' | 'export', args: string[]) => runCli(script, args, childEnv);

const rows = await participantRows(db, 25, { tag: 'H' });
const workbook = path.join(folder, 'catalogue.xlsx');
await writeWorkbook(workbook, participantHeaders(), rows);
const post = (url: string, init: { token?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: JSON.stringify({ kind: 'participants', source: workbook, dry_run: true, ...init.body }),
  });

async function expectEnvelope(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(v.parse(ErrorEnvelopeSchema, await res.json()).error_code).toBe(code);
}

// Each spawned command starts Node with tsx (a few seconds on a busy 2-core machine).
const SPAWNS = 90_000;

describe('the commands beside a running server', () => {
  it('the server announces itself in DATA_DIR/admin.json, readable by its user only (PGlite), or not at all (PostgreSQL)', () => {
    expect(existsSync(adminPath)).toBe(onPglite);
    if (!onPglite) return;
    expect(statSync(adminPath).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(adminPath, 'utf8'))).toMatchObject({ port: server.port, pid: process.pid });
  });

  it(
    'a spawned import command loads the workbook into the running server’s database, and the API shows it',
    async () => {
      const result = await cli('import', ['participants', workbook, '--exhibition', CURRENT]);
      expect(result.stderr.includes('handed to the server')).toBe(onPglite);
      expect(result.stdout).toContain(`participants: ${rows.length} added, 0 changed, 0 unchanged, 0 removed`);
      expect(result.code).toBe(0);
      const res = await fetch(`${server.url}/api/public/participants/?ex_prefix=${CURRENT}&lang_code=en`);
      const titles = new Set(v.parse(ParticipantsResponseSchema, await res.json()).map((item) => item.short_title));
      for (const row of rows) expect(titles.has(row.short_title_en as string)).toBe(true);
    },
    SPAWNS,
  );

  it(
    'a dry run with mistakes prints each one and exits 1; the export command writes the file the import takes',
    async () => {
      const broken = rows.map((row) => ({ ...row }));
      (broken[3] as SheetRow).email = 'broken';
      const brokenFile = path.join(folder, 'broken.csv');
      const { stringify } = await import('csv-stringify/sync');
      const headers = participantHeaders();
      await import('node:fs/promises').then((fs) =>
        fs.writeFile(brokenFile, stringify([headers, ...broken.map((row) => headers.map((h) => row[h] ?? ''))])),
      );
      const dry = await cli('import', ['participants', brokenFile, '--exhibition', CURRENT, '--dry-run']);
      expect(dry.code).toBe(1);
      expect(dry.stdout).toMatch(/^broken\.csv:5:email \([A-Z]+\) Enter a valid e-mail address$/m);

      const out = path.join(folder, 'export.xlsx');
      const exported = await cli('export', ['participants', out, '--exhibition', CURRENT]);
      expect(exported.code).toBe(0);
      expect(exported.stdout).toMatch(/participants: \d+ row\(s\) written/);
      const again = await cli('import', ['participants', out, '--exhibition', CURRENT]);
      expect(again.stdout).toMatch(/participants: 0 added, 0 changed, \d+ unchanged, 0 removed/);
    },
    SPAWNS,
  );

  it(
    'the export command writes a folder (the whole show: news, galleries, pictures), and a dry run of one kind writes its report beside it',
    async () => {
      const all = path.join(folder, 'show');
      const exported = await cli('export', ['all', all]);
      expect(exported.stderr).not.toMatch(/error|usage/i);
      expect(exported.code).toBe(0);
      expect(exported.stdout).toMatch(/^all: \d+ row\(s\) written to .*, \d+ picture file\(s\) in /);
      expect(readdirSync(all)).toEqual(expect.arrayContaining(['README.md', 'site.xlsx', 'news', 'galleries', 'media', 'participants']));
      expect(readdirSync(path.join(all, 'news')).some((name) => name.endsWith('.md'))).toBe(true);
      expect(readdirSync(path.join(all, 'galleries')).every((name) => /^\d{4}$/.test(name))).toBe(true);
      const dry = await cli('import', ['news', path.join(all, 'news'), '--dry-run']);
      expect(dry.stdout).toMatch(/^news: would add 0, change 0, remove 0; \d+ unchanged$/m);
      expect(dry.code).toBe(0);
      expect(existsSync(path.join(all, 'news.import-report.md'))).toBe(true);
      expect(JSON.parse(readFileSync(path.join(all, 'news.import-report.json'), 'utf8'))).toMatchObject({
        kind: 'news',
        dryRun: true,
        problems: [],
      });
    },
    SPAWNS * 2,
  );

  it(
    'a mistake in the command itself (an unknown kind, a missing file) is exit code 2 with the usage',
    async () => {
      const unknown = await cli('import', ['nonsense', workbook]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('unknown kind "nonsense"');
      const missing = await cli('import', ['participants', path.join(folder, 'no-such.xlsx'), '--dry-run']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no such file or folder');
    },
    SPAWNS,
  );

  it(
    'refuses a wrong or missing token (401) and any caller that is not on loopback or came through a proxy (403)',
    async () => {
      const url = `http://127.0.0.1:${server.port}/internal/import`;
      if (!onPglite) {
        // No hand-off without PGlite: the route refuses everyone.
        await expectEnvelope(await post(url, { token: 'x'.repeat(43) }), 403, 'Forbidden');
        return;
      }
      const { token } = JSON.parse(readFileSync(adminPath, 'utf8')) as { token: string };
      await expectEnvelope(
        await post(url, { token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') }),
        401,
        'InvalidAuthenticationInfo',
      );
      await expectEnvelope(await post(url), 401, 'InvalidAuthenticationInfo');
      await expectEnvelope(await post(url, { token, headers: { 'X-Forwarded-For': '203.0.113.9' } }), 403, 'Forbidden');
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((net) => net && !net.internal && net.family === 'IPv4');
      if (outside)
        await expectEnvelope(await post(`http://${outside.address}:${server.port}/internal/import`, { token }), 403, 'Forbidden');
      // The right token from loopback is taken (a dry run: nothing written).
      const ok = await post(url, { token });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ kind: 'participants', dryRun: true, problems: [] });
    },
    SPAWNS,
  );

  it('takes as --exhibition only what the contract calls an exhibition prefix (ME27), with a 400 naming the field', async () => {
    if (!onPglite) return; // without PGlite the route takes no hand-off at all (above)
    const url = `http://127.0.0.1:${server.port}/internal/import`;
    const { token } = JSON.parse(readFileSync(adminPath, 'utf8')) as { token: string };
    for (const exhibition of ['ME_2027', 'me27', 'ME2027']) {
      const res = await post(url, { token, body: { exhibition } });
      expect(res.status, exhibition).toBe(400);
      const envelope = v.parse(ErrorEnvelopeSchema, await res.json());
      expect(envelope.error_code).toBe('InvalidInput');
      expect(envelope.error_data).toMatchObject({ exhibition: 'exhibition must be an exhibition prefix such as ME27' });
    }
    const ok = await post(url, { token, body: { exhibition: CURRENT } });
    expect(ok.status).toBe(200);
  });

  it(
    'once the server stops, admin.json is gone and the command opens the database itself',
    async () => {
      await server.close();
      stopped = true;
      expect(existsSync(adminPath)).toBe(false);
      const result = await cli('import', ['participants', workbook, '--exhibition', CURRENT, '--dry-run']);
      expect(result.stderr).not.toContain('handed to the server');
      expect(result.stdout).toContain(`participants: dry run: ${rows.length} row(s) checked, no problems; nothing was written.`);
      expect(result.code).toBe(0);
    },
    SPAWNS,
  );
});
