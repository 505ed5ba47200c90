/** The Hono application: middleware (each with its reason) and the mounting of every API module. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { API_PUBLIC_PATH } from '../src/contract/common';
import type { AppEnv, Deps } from './http/context';
import { QueueFullError } from './auth/work-queue';
import { ApiError, errorBody, sendError } from './http/errors';
import { apiFallback, readOnlyFallback } from './http/method-not-allowed';
import { NO_STORE } from './http/no-store';
import { publicQuery } from './http/public-query';
import { isBuiltFile, staticRoutes } from './http/static';
import type { PageRenderer } from './render/page-renderer';
import { htmlPolicy } from './render/csp';
import { answersPage, pageRoutes, renderedPages } from './render/routes';
import { publicApi } from './routes';
import { cspReportRoutes } from './routes/csp-report';
import { refreshRoutes } from './routes/refresh';
import { mediaRoutes } from './routes/media';
import { internalImportRoutes } from './routes/internal-import';
import { healthRoutes } from './routes/health';
import { accessLog, requestIds } from './http/access-log';
import { requireExhibition } from './http/site-readiness';
import { causeChain } from './log';

/** The desk's upload and downloads: files, not forms (routes/desk-data.ts). */
const DESK_TRANSFER = new RegExp(`^${API_PUBLIC_PATH}/staff/desk/(import|export)/?$`);

/** The SQLSTATE of a driver error, also when drizzle wraps it in `cause`. */
function databaseErrorCode(err: unknown): string | undefined {
  for (let current: unknown = err, depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const ASSETS_PATH = '/assets/';
/**
 * Frame, referrer, transport, opener and download policies govern documents; on a script they do nothing
 * and cost about 400 bytes of headers on each of the 20-odd scripts of a first visit over HTTP/1.1
 * (`npm run bench:size`). A build file keeps nosniff (a script must be served as one) and the resource
 * policy (no other site may embed it).
 */
const assetHeaders = secureHeaders({
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  contentSecurityPolicy: undefined,
});

/** `pages` answers the renderer once it is loaded (start.ts); without one every page is the browser-rendered shell. */
export function createApp(deps: Deps, pages: () => PageRenderer | null = () => null) {
  // strict: false so /htmlblock and /htmlblock/ are the same call, as clients write both.
  const app = new Hono<AppEnv>({ strict: false });

  // Handlers reach the database and clock through the context, never through module state.
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Every answer carries an id an operator can find in the log; one access line per request (http/access-log.ts).
  app.use('*', requestIds);
  app.use('*', accessLog);
  // Baseline hardening headers (nosniff, frame denial, referrer policy): all of them on every response but
  // the hashed build files, which get only the two that apply to a script or stylesheet (below).
  const responseHeaders = secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined });
  app.use('*', (c, next) => (c.req.path.startsWith(ASSETS_PATH) ? assetHeaders(c, next) : responseHeaders(c, next)));
  // Every HTML answer carries a Content-Security-Policy: rendered pages their nonce's, the rest the shell's.
  app.use('*', htmlPolicy);
  // JSON is small but repetitive; gzip cuts catalogue responses several times over on mobile networks.
  app.use('/api/*', compress());
  // Bodies are forms and small JSON; a large body is an attack or a mistake, answered 413 before it is
  // read (from Content-Length when sent). Connection: close, as the unread rest of the body makes the
  // connection unusable: without it the client would reuse a socket the server then resets.
  const smallBodies = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) =>
      c.json(errorBody('PayloadTooLarge', 'Request body is too large', { detail: 'Request body is too large' }), 413, {
        Connection: 'close',
      }),
  });
  // The desk's upload is the one large body: it is read only after the organiser role is checked, streamed
  // to disk and held to its own limit (routes/desk-data.ts).
  app.use('/api/*', (c, next) => (DESK_TRANSFER.test(c.req.path) ? next() : smallBodies(c, next)));
  // API answers change with the database, so caches must revalidate; the ETag makes that a cheap 304.
  app.use('/api/*', async (c, next) => {
    await next();
    // headers.set, not c.header: the latter rebuilds the Response and copies a large body.
    if (c.res.headers.get('Cache-Control') === NO_STORE) return; // token answers (http/no-store.ts) stay uncached
    if (c.req.header('Authorization')) {
      // Answers for a signed-in caller are theirs alone: no shared cache may keep them.
      c.res.headers.set('Cache-Control', 'private, no-cache');
      c.res.headers.append('Vary', 'Authorization');
    } else if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });
  // An ETag hashes the whole body: the desk's downloads (a show's pictures, no-store anyway) are streamed past it.
  const etags = etag();
  app.use('/api/*', (c, next) => (DESK_TRANSFER.test(c.req.path) ? next() : etags(c, next)));
  // A site with no exhibition yet answers 503 with Retry-After, not an error per call (http/site-readiness.ts).
  app.use(`${API_PUBLIC_PATH}/*`, requireExhibition);
  // Every public call takes ex_type and lang_code; they are checked once here.
  app.use(`${API_PUBLIC_PATH}/*`, publicQuery);

  app.route(API_PUBLIC_PATH, publicApi);

  // Liveness and readiness probes, outside /api so no API middleware runs for them.
  app.route('/', healthRoutes());
  app.route('/media', mediaRoutes);
  // The CLI's hand-off on PGlite: loopback and admin.json's token only (decision 0014).
  app.route('/internal', internalImportRoutes);
  app.route('/api', refreshRoutes);
  app.route('/api', cspReportRoutes);
  // A known path with another method is a 405 with Allow; an unknown one a 404 (http/method-not-allowed.ts).
  app.all('/api/*', apiFallback(app));
  // `/`, robots.txt and the sitemap come before the files: `/` would otherwise be the shell, index.html.
  app.route('/', pageRoutes(pages));
  app.route('/', staticRoutes(deps.build));
  app.route('/', renderedPages(deps.build.dir, pages));
  // Pages and files are read-only: another method is a 405 with Allow where a GET finds something, else 404.
  app.all(
    '*',
    readOnlyFallback(async (c) => isBuiltFile(deps.build.dir, c.req.path) || (await answersPage(c, pages))),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      // A 5xx the code chose (a stored block that fails its schema) is still the operator's business.
      if (err.status >= 500) c.var.deps.log.error({ req_id: c.var.requestId, err }, `${c.req.method} ${c.req.path}: ${err.message}`);
      return sendError(c, err);
    }
    if (err instanceof QueueFullError) {
      // The usual envelope; Retry-After (also in error_data) says when to come back.
      const detail = err.message;
      return c.json(errorBody('ServiceUnavailable', detail, { detail, retry_after: err.retryAfterSeconds }), 503, {
        'Retry-After': String(err.retryAfterSeconds),
      });
    }
    if (err instanceof HTTPException) {
      const status = err.status >= 400 && err.status < 500 ? err.status : 400;
      return c.json(errorBody('InvalidInput', err.message || 'Bad request', { detail: err.message || 'Bad request' }), status);
    }
    // PostgreSQL refusing a value (bad encoding, NUL, out of range) is bad input, not a server fault.
    const pgCode = databaseErrorCode(err);
    if (pgCode && /^22/.test(pgCode)) {
      return c.json(errorBody('InvalidInput', 'Invalid value in request', { detail: 'Invalid value in request' }), 400);
    }
    // With its cause chain (a database outage reads ECONNREFUSED, not "Error"); log.ts leaves out query parameters.
    c.var.deps.log.error({ req_id: c.var.requestId, err }, `Unhandled error on ${c.req.method} ${c.req.path}: ${causeChain(err)}`);
    return c.json(errorBody('InternalError', 'Internal server error', { detail: 'Internal server error' }), 500);
  });
  return app;
}
