/**
 * `npm run staff` and `npm run tickets` (issue 35) as an operator runs them, spawned as their own
 * processes: first beside a running server (on PGlite the server does the work, as for the import),
 * then with the server stopped (the command opens the database itself).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { LoginResponseSchema } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { GateBundleSchema, StaffMeSchema } from '../../src/contract/staff';
import { TicketSchema } from '../../src/contract/ticket';
import { decodeTicketToken } from '../../src/lib/ticket-token';
import { readEnv } from '../../server/env';
import { startServer } from '../../server/start';
import { login, registerUser, uniqueLogin } from '../support/accounts';
import { testApiFor } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { runCli } from '../support/cli';
import { cloneTemplate } from '../support/test-database';
import { exhibitionRegistrations } from '../../server/db/schema';

const config = await cloneTemplate(inject('dbTemplate'));
const childEnv = { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '', SEED: 'off' };
const env = readEnv({ PORT: '0', DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL, SEED: 'off', DIST_DIR: './dist' });
const server = await startServer(env, { quiet: true });
const onPglite = server.database.kind === 'pglite';
const api = testApiFor(server, () => {
  throw new Error('this server runs on real time');
});
const { current: CURRENT } = await seededExhibitions(server.deps.db);
let stopped = false;
afterAll(async () => {
  if (!stopped) await server.close();
  await config.cleanup();
});

const cli = (script: 'staff' | 'tickets', args: string[]) => runCli(script, args, childEnv);

// Each spawned command starts Node with tsx (a few seconds on a busy 2-core machine).
const SPAWNS = 240_000;
const email = uniqueLogin('gate-cli');
const BUNDLE = `/api/public/staff/gate/bundle/?ex_prefix=${CURRENT}`;

/** What the app asks of a new staff account first: its own password instead of the printed one. */
async function replaceOneTimePassword(account: string, oneTime: string): Promise<string> {
  const session = v.parse(LoginResponseSchema, (await login(api, account, oneTime)).body);
  const own = 'Vorota-Ceha-7';
  const changed = await api.send(
    'PATCH',
    '/api/public/user/',
    { old_password: oneTime, password: own, confirmPassword: own },
    { token: session.access, form: true },
  );
  expect(changed.status).toBe(200);
  return v.parse(LoginResponseSchema, (await login(api, account, own)).body).access;
}

describe('the staff and tickets commands', () => {
  it(
    'beside a running server: add creates the account with a one-time password that signs in with the role; list shows it; remove takes it',
    async () => {
      const added = await cli('staff', ['add', email, '--role', 'gate']);
      expect(added.code).toBe(0);
      expect(added.stderr.includes('done by the server')).toBe(onPglite);
      const password = /One-time password[^:]*: (\S+)$/m.exec(added.stdout)?.[1];
      expect(password).toBeDefined();
      const session = v.parse(LoginResponseSchema, (await login(api, email, password ?? '')).body);
      const me = await api.get('/api/public/staff/me/', { token: session.access });
      expect(v.parse(StaffMeSchema, me.body)).toEqual({ login: email, roles: ['gate'], password_change_required: true });
      // A password printed on a terminal opens no gate: every other staff call waits for the person's own.
      const refused = await api.get(BUNDLE, { token: session.access });
      expect(refused.status).toBe(403);
      expect(v.parse(ErrorEnvelopeSchema, refused.body).error_data.reason).toBe('password_change_required');
      const access = await replaceOneTimePassword(email, password ?? '');
      expect(v.parse(StaffMeSchema, (await api.get('/api/public/staff/me/', { token: access })).body).password_change_required).toBe(false);
      expect(v.parse(GateBundleSchema, (await api.get(BUNDLE, { token: access })).body).keys.length).toBeGreaterThan(0);

      // An existing account keeps its password: no new one is printed.
      const organiser = await cli('staff', ['add', email, '--role', 'organiser']);
      expect(organiser.stdout).not.toContain('One-time password');
      expect(organiser.stdout).toContain(`${email} now has the organiser role.`);

      const listed = await cli('staff', ['list']);
      expect(listed.stdout).toMatch(new RegExp(`^${email}\\tgate\\t`, 'm'));
      expect(listed.stdout).toMatch(new RegExp(`^${email}\\torganiser\\t`, 'm'));

      expect((await cli('staff', ['remove', email, '--role', 'gate'])).code).toBe(0);
      expect(v.parse(StaffMeSchema, (await api.get('/api/public/staff/me/', { token: access })).body).roles).toEqual(['organiser']);
    },
    SPAWNS,
  );

  it(
    'beside a running server: revoke puts the ticket on the gates’ list, rotate-key makes a new signing key',
    async () => {
      const visitor = await registerUser(api, { exPrefix: CURRENT });
      const ticket = v.parse(
        TicketSchema,
        (await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: visitor.access })).body,
      );
      const decoded = decodeTicketToken(ticket.token ?? '');
      const revoked = await cli('tickets', ['revoke', ticket.registration_number]);
      expect(revoked.code).toBe(0);
      const rows = await server.deps.db
        .select()
        .from(exhibitionRegistrations)
        .where(eq(exhibitionRegistrations.registrationNumber, ticket.registration_number));
      expect(rows).toEqual([]);

      const rotated = await cli('tickets', ['rotate-key', '--exhibition', CURRENT]);
      expect(rotated.code).toBe(0);
      expect(rotated.stdout).toMatch(new RegExp(`^${CURRENT}: key \\d+ retired .*; key \\d+ signs from now on\\.$`, 'm'));
      const gateLogin = uniqueLogin('gate-cli-c');
      const gatePassword = /One-time password[^:]*: (\S+)$/m.exec((await cli('staff', ['add', gateLogin, '--role', 'gate'])).stdout)?.[1];
      const gateAccess = await replaceOneTimePassword(gateLogin, gatePassword ?? '');
      const bundle = v.parse(GateBundleSchema, (await api.get(BUNDLE, { token: gateAccess })).body);
      expect(bundle.revoked).toContain(decoded?.ticketId);
      expect(bundle.keys.length).toBeGreaterThanOrEqual(2);
    },
    SPAWNS,
  );

  it(
    'refuses a mistake in the command with exit 2 and the usage, and an unknown registration with exit 1',
    async () => {
      const bad = await cli('staff', ['add', email, '--role', 'admin']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('Usage: npm run staff');
      const unknown = await cli('tickets', ['revoke', `${CURRENT}-999999x`]);
      expect(unknown.code).toBe(2);
      const missing = await cli('tickets', ['revoke', 'ZZ99-000001']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No registration ZZ99-000001');
    },
    SPAWNS,
  );

  it(
    'with the server stopped, the commands open the database themselves',
    async () => {
      await server.close();
      stopped = true;
      const other = uniqueLogin('gate-cli-offline');
      const added = await cli('staff', ['add', other, '--role', 'organiser']);
      expect(added.code).toBe(0);
      expect(added.stderr).not.toContain('done by the server');
      expect(added.stdout).toContain('One-time password');
      const listed = await cli('staff', ['list']);
      expect(listed.stdout).toMatch(new RegExp(`^${other}\\torganiser\\t`, 'm'));
      expect(listed.stdout).toMatch(new RegExp(`^${email}\\torganiser\\t`, 'm'));
      expect((await cli('tickets', ['rotate-key', '--exhibition', CURRENT])).code).toBe(0);
    },
    SPAWNS,
  );
});
