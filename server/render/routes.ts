/**
 * The HTML side of the site: `/` sends the visitor to their language, robots.txt and the sitemap, the
 * shell for the pages that are personal or forms, and every other page rendered on the server
 * (page-renderer.ts) with its status, a nonce-based Content-Security-Policy and a conditional-request ETag.
 */
import { Hono, type Context } from 'hono';
import { isLang } from '../../src/contract/common';
import { isShellPage } from '../../src/contract/page-paths';
import type { AppEnv } from '../http/context';
import { siteHasExhibition } from '../http/site-readiness';
import { namesFile, shellResponse } from '../http/static';
import { contentSecurityPolicy } from './csp';
import { NOT_READY_HEADERS, notReadyHtml } from './not-ready-page';
import { freshNonce } from './nonce';
import { pageBody } from './page-body';
import type { PageRenderer, RenderInput } from './page-renderer';
import { preferredLanguage } from './preferred-language';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** Pages an installed app's shortcuts open through `/?to=` (src/pwa/manifest.ts). */
const SHORTCUTS = new Set(['exhibition/program', 'exhibition/participants', 'personal/ticket']);

/** The site's origin as visitors reach it: PUBLIC_ORIGIN, else the request's (the proxy's, when trusted). */
function publicOrigin(c: Context<AppEnv>): string {
  const { env } = c.var.deps;
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const url = new URL(c.req.url);
  if (env.TRUST_PROXY) {
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
    const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    if (host) return `${proto === 'https' ? 'https' : url.protocol.replace(':', '')}://${host}`;
  }
  return url.origin;
}

const visitorLanguage = (c: Context<AppEnv>) =>
  preferredLanguage({ cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') });

export function pageRoutes(pages: () => PageRenderer | null) {
  const app = new Hono<AppEnv>();

  // `/` and the app shortcuts' `/?to=`: the language chosen before (cookie), else the browser's, else ru.
  app.get('/', (c) => {
    const lang = visitorLanguage(c);
    const to = c.req.query('to');
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.redirect(to && SHORTCUTS.has(to) ? `/${lang}/${to}` : `/${lang}`, 302);
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text(robotsTxt(publicOrigin(c)));
  });

  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    const renderer = pages();
    const changedAt = renderer ? (await renderer.contentVersion()).changedAt : c.var.deps.now();
    return c.body(await sitemapXml(c.var.deps.db, { origin: publicOrigin(c), exType: 'ME', changedAt, now: c.var.deps.now() }));
  });

  return app;
}

/** The paths pageRoutes answers itself. */
const OWN_PATHS = new Set(['/', '/robots.txt', '/sitemap.xml']);

/**
 * Whether a GET of the request's path is answered with a page or sends the visitor on to one; the wrong
 * methods' 405 rests on it. An unknown page is found by rendering it (the router decides), from the cache
 * when it was asked for before.
 */
export async function answersPage(c: Context<AppEnv>, pages: () => PageRenderer | null): Promise<boolean> {
  const url = new URL(c.req.url);
  if (OWN_PATHS.has(url.pathname)) return true;
  if (namesFile(url.pathname)) return false;
  const renderer = pages();
  if (!renderer || isShellPage(url.pathname)) return true;
  const result = await renderer.render({ url, origin: publicOrigin(c), preferredLang: visitorLanguage(c) });
  return result.kind === 'redirect' || result.page.status < 400;
}

/** Every other GET that is not a file or the API: the shell for personal pages and forms, else the rendered page. */
export function renderedPages(distDir: string, pages: () => PageRenderer | null) {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    if (!(await siteHasExhibition(c.var.deps))) {
      const first = url.pathname.split('/')[1];
      return c.body(notReadyHtml(isLang(first) ? first : visitorLanguage(c)), 503, NOT_READY_HEADERS);
    }
    const renderer = pages();
    if (!renderer || isShellPage(url.pathname)) return shellResponse(c, distDir);

    const input: RenderInput = { url, origin: publicOrigin(c), preferredLang: visitorLanguage(c) };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch === (await renderer.cachedEtag(input))) {
      // No CSP here: a cache updating its stored headers from a 304 must keep the policy whose nonce its
      // stored body carries.
      return c.body(null, 304, { ETag: ifNoneMatch, 'Cache-Control': 'private, no-cache' });
    }
    const result = await renderer.render(input);
    if (result.kind === 'redirect') {
      c.header('Cache-Control', 'no-store');
      return c.redirect(result.location, result.status === 301 || result.status === 308 ? 301 : 302);
    }
    // The in-process API call that failed has logged its cause under the same request id.
    if (result.page.status >= 500)
      c.var.deps.log.error({ req_id: c.var.requestId }, `GET ${url.pathname} rendered with status ${result.page.status}`);
    const nonce = freshNonce();
    const { body, encoding } = pageBody(result.page, c.req.header('Accept-Encoding') ?? '', nonce, result.fromCache);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
      // Private: the page is everyone's, but its nonce is this response's alone.
      'Cache-Control': 'private, no-cache',
      ETag: result.page.etag,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(body, result.page.status as 200, headers);
  });
  return app;
}
