/**
 * The answer for a request no route took: 405 MethodNotAllowed with an `Allow` header when the path
 * exists under other methods (a GET to a POST-only call, a POST to a page), 404 when it does not exist at
 * all. The API's table of paths is read from the app's own routes the first time it is needed, so a new
 * route is covered without a list kept by hand; pages and files exist when a GET would find them.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

type Entry = { pattern: RegExp; method: string };

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/public/news/:id` → a regex of the whole path; `:param` takes one segment. */
function patternOf(path: string): RegExp {
  const source = normalise(path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

export function apiFallback(app: Hono<AppEnv>) {
  let table: Entry[] | undefined;
  return (c: Context<AppEnv>) => {
    // Built on first use: by then every route is mounted. Middleware is registered as ALL and is skipped.
    table ??= app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'))
      .map((route) => ({ pattern: patternOf(route.path), method: route.method.toUpperCase() }));
    const path = normalise(c.req.path);
    const methods = new Set(table.filter((entry) => entry.pattern.test(path)).map((entry) => entry.method));
    if (methods.size === 0) {
      return c.json(errorBody('EntityNotFound', 'No such API call', { detail: `${c.req.method} ${c.req.path}` }), 404);
    }
    return methodNotAllowed(c, methods);
  };
}

/** 405 with `Allow` listing `methods` (HEAD added to GET: Hono answers HEAD with the GET route). */
export function methodNotAllowed(c: Context<AppEnv>, methods: Iterable<string>) {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  const list = [...allowed].sort();
  const allow = list.join(', ');
  const detail = `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow}`;
  return c.json(errorBody('MethodNotAllowed', detail, { detail, allowed: list }), 405, { Allow: allow });
}

/**
 * Any other method on a page or a file (`POST /ru`, `DELETE /assets/…`): 405 when a GET of the same path
 * would find something, else the plain 404 the GET gets. Registered last, so only what no route took
 * reaches it; a GET here is one nothing answered.
 */
export function readOnlyFallback(existsForGet: (c: Context<AppEnv>) => Promise<boolean>) {
  return async (c: Context<AppEnv>) =>
    c.req.method !== 'GET' && (await existsForGet(c)) ? methodNotAllowed(c, ['GET']) : c.text('Not found', 404);
}
