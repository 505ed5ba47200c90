/**
 * A database that cannot be reached when the server starts (issue 32): the real server process tries
 * again with a doubling pause, logs each retry with its cause, and then gives up with one clear line
 * (the server, its cause, what to check; no stack trace, no password) and exit code 1.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { refused, startServerProcess } from '../support/server-process';
import { serverUrlFromEnv } from '../support/test-database';

/** A local port nobody listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const PASSWORD = 'pw-that-must-never-be-printed';

describe('starting against an unreachable database', () => {
  it('retries with backoff, then exits 1 with one clear line naming the cause', async () => {
    const port = await closedPort();
    const started = Date.now();
    const { exitCode, output } = await refused(
      await startServerProcess({
        NODE_ENV: 'production',
        TOKEN_SECRET: 'database-retry-test-secret-0123456789abcdef',
        DATABASE_URL: `postgres://expo:${PASSWORD}@127.0.0.1:${port}/expo`,
        DATABASE_CONNECT_ATTEMPTS: '3',
        LOG_LEVEL: 'info',
      }),
    );
    expect(exitCode).toBe(1);
    // Two pauses: 0.5 s, then 1 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; msg: string });
    const retries = lines.filter((line) => line.level === 'warn' && line.msg.startsWith('The database is not reachable'));
    expect(retries.map((line) => /attempt \d of \d/.exec(line.msg)?.[0])).toEqual(['attempt 1 of 3', 'attempt 2 of 3']);
    expect(retries[0]?.msg).toContain('ECONNREFUSED');
    const fatal = lines.filter((line) => line.level === 'fatal');
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toContain(`Could not connect to the database postgres://expo:***@127.0.0.1:${port}/expo (3 attempts`);
    expect(fatal[0]?.msg).toContain('ECONNREFUSED');
    expect(fatal[0]?.msg).toContain('is PostgreSQL running there');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toMatch(/\bat .*\(node:/);
  });

  it.runIf(serverUrlFromEnv() !== undefined)('names a wrong password as such (PostgreSQL pass only)', async () => {
    const url = new URL(serverUrlFromEnv() ?? '');
    url.password = PASSWORD;
    const { exitCode, output } = await refused(
      await startServerProcess({ DATABASE_URL: url.toString(), DATABASE_CONNECT_ATTEMPTS: '1', LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
    );
    expect(exitCode).toBe(1);
    expect(output).toContain('refused the user or password in DATABASE_URL');
    expect(output).not.toContain(PASSWORD);
  });
});
