/**
 * What stops a server from starting, and what must not (issue 32). Refused: production without
 * TOKEN_SECRET (the message says how to make one), and an instance whose TOKEN_SECRET differs from the one
 * the database was first started with (it would issue tokens the other instances refuse); the database
 * keeps only a check value derived from the secret. Not refused: a key an earlier version generated into
 * the database is deleted by a production start instead of being used.
 *
 * Two instances at once need a PostgreSQL server (PGlite is one process's), so that case runs in the
 * PostgreSQL pass of .ci/run; the sequential case (secret A, stop, secret B) runs on both.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORGET_TOKEN_SECRET_CHECK_SQL, TOKEN_SECRET_CHECK_KEY, TokenSecretMismatch } from '../../server/auth/secret';
import { appSettings, users } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { DEMO_LOGIN } from '../../server/seed/demo-account';
import { startServer, type RunningServer } from '../../server/start';
import { refused, startServerProcess } from '../support/server-process';
import { cloneTemplate, serverUrlFromEnv, type TestDatabaseConfig } from '../support/test-database';

const SECRET_A = 'secret-a-0123456789abcdef0123456789abcdef0123456789';
const SECRET_B = 'secret-b-fedcba9876543210fedcba9876543210fedcba9876';

const envOf = (db: TestDatabaseConfig, extra: Record<string, string> = {}) =>
  readEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.DATA_DIR,
    DATABASE_URL: db.DATABASE_URL ?? '',
    SEED: 'off',
    // No renderer: these tests are about starting.
    DIST_DIR: db.DATA_DIR,
    ...extra,
  });

const processEnvOf = (db: TestDatabaseConfig, extra: Record<string, string>) => ({
  DATA_DIR: db.DATA_DIR,
  DATABASE_URL: db.DATABASE_URL ?? '',
  DIST_DIR: db.DATA_DIR,
  SEED: 'off',
  ...extra,
});

let db: TestDatabaseConfig;
beforeAll(async () => {
  db = await cloneTemplate(inject('dbTemplate'));
});
afterAll(() => db.cleanup());

describe('TOKEN_SECRET', () => {
  it('is required in production: the server refuses to start and says how to make one', async () => {
    const { exitCode, output } = await refused(
      await startServerProcess(processEnvOf(db, { NODE_ENV: 'production', TOKEN_SECRET: '', LOG_LEVEL: 'info' })),
    );
    expect(exitCode).toBe(1);
    expect(output).toContain('TOKEN_SECRET: required in production');
    expect(output).toContain('openssl rand -hex 32');
    expect(output).toContain("randomBytes(32).toString('hex')");
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('started with another secret than the instance before it, a server refuses; deleting the check lets it start', async () => {
    const first = await startServer(envOf(db, { TOKEN_SECRET: SECRET_A }), { quiet: true });
    await first.close();
    // The database holds a check value derived from the secret, never the secret.
    const { exitCode, output } = await refused(await startServerProcess(processEnvOf(db, { TOKEN_SECRET: SECRET_B, LOG_LEVEL: 'info' })));
    expect(exitCode).toBe(1);
    expect(output).toContain('Refusing to start: this instance signs tokens with another TOKEN_SECRET');
    expect(output).toContain(FORGET_TOKEN_SECRET_CHECK_SQL);
    expect(output).not.toMatch(/^\s+at /m);

    // Changing the secret on purpose: the operator runs the statement the message gives, then starts with B.
    const second = await startServer(envOf(db, { TOKEN_SECRET: SECRET_B }), { quiet: true }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(TokenSecretMismatch);
    const handle = await startServer(envOf(db, { TOKEN_SECRET: SECRET_A }), { quiet: true });
    const stored = await handle.deps.db.select().from(appSettings).where(eq(appSettings.key, TOKEN_SECRET_CHECK_KEY));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).not.toContain(SECRET_A);
    await handle.deps.db.execute(FORGET_TOKEN_SECRET_CHECK_SQL);
    await handle.close();
    const rotated = await startServer(envOf(db, { TOKEN_SECRET: SECRET_B }), { quiet: true });
    expect((await fetch(`${rotated.url}/healthz`)).status).toBe(200);
    await rotated.close();
  }, 120_000);

  it('is never kept in the database in production: a key an earlier version generated there is deleted', async () => {
    const own = await cloneTemplate(inject('dbTemplate'));
    try {
      // A development start without TOKEN_SECRET generates a key into app_settings.
      const development = await startServer(envOf(own), { quiet: true });
      const { db: database } = development.deps;
      expect(await database.select().from(appSettings).where(eq(appSettings.key, 'token_secret'))).toHaveLength(1);
      // The operator moves the database to production: the seed's demo account goes, and so does the check of the old key.
      await database.delete(users).where(eq(users.login, DEMO_LOGIN));
      await database.execute(FORGET_TOKEN_SECRET_CHECK_SQL);
      await development.close();
      const production = await startServer(envOf(own, { NODE_ENV: 'production', TOKEN_SECRET: SECRET_A }), { quiet: true });
      expect(await production.deps.db.select().from(appSettings).where(eq(appSettings.key, 'token_secret'))).toEqual([]);
      await production.close();
    } finally {
      await own.cleanup();
    }
  }, 120_000);
});

describe.runIf(serverUrlFromEnv() !== undefined)('two instances on one PostgreSQL with different secrets (PostgreSQL pass only)', () => {
  let first: RunningServer | undefined;
  let own: TestDatabaseConfig;
  beforeAll(async () => {
    own = await cloneTemplate(inject('dbTemplate'));
    first = await startServer(envOf(own, { TOKEN_SECRET: SECRET_A }), { quiet: true });
  });
  afterAll(async () => {
    await first?.close();
    await own.cleanup();
  });

  it('the second refuses to start while the first goes on serving', async () => {
    const second = await startServer(envOf(own, { TOKEN_SECRET: SECRET_B }), { quiet: true }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(TokenSecretMismatch);
    expect((await fetch(`${first?.url}/readyz`)).status).toBe(200);
    // A second instance with the same secret starts beside it.
    const same = await startServer(envOf(own, { TOKEN_SECRET: SECRET_A }), { quiet: true });
    expect((await fetch(`${same.url}/readyz`)).status).toBe(200);
    await same.close();
  });
});

describe('push settings', () => {
  it('refuses PUSH_ALLOW_LOCAL in production: the tests local push service setting would open the local network', async () => {
    const { exitCode, output } = await refused(
      await startServerProcess(processEnvOf(db, { NODE_ENV: 'production', TOKEN_SECRET: SECRET_A, PUSH_ALLOW_LOCAL: '1' })),
    );
    expect(exitCode).toBe(1);
    expect(output).toContain('PUSH_ALLOW_LOCAL: a test setting, refused in production');
  });

  it('refuses half a VAPID key pair, and keeps a generated pair in DATA_DIR across restarts', async () => {
    expect(() => envOf(db, { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toThrow(/set both or neither/);
    // A database of its own: the tests above leave another TOKEN_SECRET's check in theirs.
    const own = await cloneTemplate(inject('dbTemplate'));
    try {
      const first = await startServer(envOf(own), { quiet: true });
      const key = first.deps.vapid?.publicKey;
      await first.close();
      const second = await startServer(envOf(own), { quiet: true });
      expect(key).toMatch(/^[\w-]{87}$/);
      expect(second.deps.vapid?.publicKey).toBe(key);
      await second.close();
    } finally {
      await own.cleanup();
    }
  });
});
