/**
 * Request ids and the access log: one line per request a client sent, written when the answer is ready,
 * with the request id, method, path (never the query string, which may carry anything), status, duration
 * and, for a signed-in caller, a hash of the user id (log.ts: userIdHasher). Nothing of the body or the
 * headers is logged.
 *
 * The id is the client's or proxy's X-Request-Id when it is short and plain, else a new one, and goes back
 * in the answer's X-Request-Id (hono/request-id). A page render calls the API in-process (render/): those
 * calls run inside the page's request (AsyncLocalStorage), take its id, so an error in one is found beside
 * the page's line, and write no access line of their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { LIVENESS_PATH, READINESS_PATH } from '../../src/contract/health';
import { userIdHasher } from '../log';
import type { AppEnv, Deps } from './context';

const servedRequest = new AsyncLocalStorage<string>();

export const requestIds = requestId({ limitLength: 128, generator: () => servedRequest.getStore() ?? randomUUID() });

const hashers = new WeakMap<Deps, (userId: string) => string>();
function hashUser(deps: Deps, userId: string): string {
  let hasher = hashers.get(deps);
  if (!hasher) {
    hasher = userIdHasher(deps.tokenSecret);
    hashers.set(deps, hasher);
  }
  return hasher(userId);
}

/** Probes come every few seconds from every proxy: their lines are debug, below the default level. */
const PROBES = new Set([LIVENESS_PATH, READINESS_PATH]);
const MAX_PATH = 300;

export const accessLog = createMiddleware<AppEnv>(async (c, next) => {
  // An API call of a page render: the page's own line covers it.
  if (servedRequest.getStore() !== undefined) return next();
  const started = performance.now();
  const id = c.var.requestId;
  try {
    await servedRequest.run(id, next);
  } finally {
    const { deps } = c.var;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const path = c.req.path.length > MAX_PATH ? `${c.req.path.slice(0, MAX_PATH)}…` : c.req.path;
    const status = c.res.status;
    const userId = (c.var as { userId?: string | null }).userId;
    const line = {
      req_id: id,
      method: c.req.method,
      path,
      status,
      duration_ms: ms,
      ...(userId ? { user: hashUser(deps, userId) } : {}),
    };
    deps.log[PROBES.has(c.req.path) ? 'debug' : 'info'](line, `${c.req.method} ${path} ${status} ${ms} ms`);
  }
});
