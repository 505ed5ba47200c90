/**
 * The answer for an API request no route took: 405 MethodNotAllowed with an `Allow` header when the path
 * exists under other methods (a GET to a POST-only call), 404 EntityNotFound when it does not exist at
 * all. The table of paths is read from the app's own routes the first time it is needed, so a new route
 * is covered without a list kept by hand.
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
    // Hono answers HEAD with the GET route, so a path with GET allows HEAD too.
    if (methods.has('GET')) methods.add('HEAD');
    const allow = [...methods].sort().join(', ');
    const detail = `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow}`;
    return c.json(errorBody('MethodNotAllowed', detail, { detail, allowed: [...methods].sort() }), 405, { Allow: allow });
  };
}
