/**
 * GET /healthz and GET /readyz (paths in src/contract/health.ts), outside /api so no API middleware runs.
 *
 * /healthz is liveness: the process answers (with the id of the build it serves), with no database work, so an orchestrator restarts only a
 * process that is really stuck, never one whose database is down. /readyz is readiness: one query (under
 * a 3 s limit) that reaches the database, reads the last applied migration and looks for the current
 * exhibition; 503 with the reasons as JSON when any fails, so a proxy sends visitors elsewhere. Both are
 * cheap enough to ask every few seconds, answered `no-store` (no proxy or browser may keep them) and
 * logged at debug level, so probes do not bury the access log. A change of readiness is logged once, with
 * its cause.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LIVENESS_PATH, READINESS_PATH, type Liveness, type Readiness } from '../../src/contract/health';
import type { AppEnv, Deps } from '../http/context';
import { NO_STORE } from '../http/no-store';
import { exhibitionPresentQuery, IMPORT_ALL_COMMAND, rememberExhibitionPresent } from '../http/site-readiness';
import { causeChain } from '../log';

const READY_QUERY_TIMEOUT_MS = 3_000;

/** The time stamp of the newest migration this build ships: the database must have it applied. */
const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { when: number; tag: string }[];
};
const newestMigration = journal.entries.at(-1);

type State = { migratedAt: number; exhibition: boolean };

async function readState(deps: Deps): Promise<State> {
  const [migrations, exhibition] = await Promise.all([
    deps.db.execute(sql`select coalesce(max(created_at), 0)::text as migrated_at from drizzle.__drizzle_migrations`),
    exhibitionPresentQuery(deps.db),
  ]);
  const rows = (migrations as unknown as { rows: { migrated_at: string }[] }).rows;
  return { migratedAt: Number(rows[0]?.migrated_at ?? 0), exhibition: exhibition.length > 0 };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function readiness(deps: Deps): Promise<{ body: Readiness; cause?: unknown }> {
  const body: Readiness = { status: 'ready', checks: { database: 'ok', migrations: 'ok', exhibition: 'ok' }, reasons: [] };
  try {
    const state = await withTimeout(readState(deps), READY_QUERY_TIMEOUT_MS);
    rememberExhibitionPresent(deps, state.exhibition);
    if (newestMigration && state.migratedAt < newestMigration.when) {
      body.checks.migrations = 'pending';
      body.reasons.push(`migrations: the database lacks ${newestMigration.tag} (restart the instance to migrate)`);
    }
    if (!state.exhibition) {
      body.checks.exhibition = 'missing';
      body.reasons.push(`exhibition: this site has no exhibition yet (load one with ${IMPORT_ALL_COMMAND})`);
    }
  } catch (error) {
    body.checks = { database: 'unreachable', migrations: 'unknown', exhibition: 'unknown' };
    // The cause (addresses, driver messages) goes to the log, not to whoever asks.
    body.reasons.push('database: not reachable (the server log has the cause)');
    body.status = 'not ready';
    return { body, cause: error };
  }
  if (body.reasons.length > 0) body.status = 'not ready';
  return { body };
}

const lastStatus = new WeakMap<Deps, Readiness['status']>();

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  // The build id tells an operator which build each instance serves after an upgrade or a rollback.
  app.get(LIVENESS_PATH, (c) =>
    c.json({ status: 'ok', build: c.var.deps.build.id } satisfies Liveness, 200, { 'Cache-Control': NO_STORE }),
  );
  app.get(READINESS_PATH, async (c) => {
    const { deps } = c.var;
    const { body, cause } = await readiness(deps);
    if (lastStatus.get(deps) !== body.status) {
      lastStatus.set(deps, body.status);
      if (body.status === 'ready') deps.log.info('Ready: the database answers, migrations are applied, the site has an exhibition');
      else
        deps.log.warn(
          cause === undefined ? {} : { err: cause },
          `Not ready: ${body.reasons.join('; ')}${cause === undefined ? '' : ` (${causeChain(cause)})`}`,
        );
    }
    return c.json(body, body.status === 'ready' ? 200 : 503, { 'Cache-Control': NO_STORE });
  });
  return app;
}
