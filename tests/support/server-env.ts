/**
 * The environment a test starts a server with: its own database, a free port on the loopback, no seed
 * (the database is a copy of the seeded template or empty on purpose), the one build, and rate limits
 * scaled up (tests register many visitors from 127.0.0.1), no push rounds on a timer. A test says only what differs.
 */
import { readEnv } from '../../server/env';

export type TestDatabaseRef = { DATA_DIR: string; DATABASE_URL?: string | undefined };

export function testServerVars(database: TestDatabaseRef, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: database.DATA_DIR,
    DATABASE_URL: database.DATABASE_URL ?? '',
    SEED: 'off',
    DIST_DIR: './dist',
    RATE_LIMIT_SCALE: '1000',
    // The push tests run their rounds themselves (push/scheduler.ts runPushRound), at the moment they choose.
    PUSH_INTERVAL_SECONDS: '0',
    ...extra,
  };
}

export const testServerEnv = (database: TestDatabaseRef, extra: Record<string, string> = {}) => readEnv(testServerVars(database, extra));
