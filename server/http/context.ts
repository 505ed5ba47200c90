/** What every API handler receives through Hono's context. */
import type { Lang } from '../../src/contract/common';
import type { ServedBuild } from '../builds';
import type { Db } from '../db/connect';
import type { Env } from '../env';
import type { Logger } from '../log';
import type { VapidKeys } from '../push/vapid';

export type Deps = {
  db: Db;
  env: Env;
  /** Injected so tests can move time (token expiry, rate-limit windows). */
  now: () => Date;
  /** Injected so tests can see (and skip) the slow-down of a targeted account's sign-ins. */
  sleep: (ms: number) => Promise<void>;
  tokenSecret: Uint8Array;
  /** The server's logger (log.ts); handlers log through it, never through the console. */
  log: Logger;
  /** The build this instance serves for its whole life: DIST_DIR resolved at start (builds.ts). */
  build: ServedBuild;
  /** The token of DATA_DIR/admin.json: set on PGlite, where the CLI hands imports to this server (routes/internal-import.ts). */
  adminToken?: string;
  /** The key pair push messages are signed with; null when reminders are off (production without VAPID keys). */
  vapid: VapidKeys | null;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    lang: Lang;
    exType: string;
    /** X-Request-Id of this request (http/access-log.ts). */
    requestId: string;
  };
};
