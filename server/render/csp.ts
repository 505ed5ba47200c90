/**
 * The Content-Security-Policy of every HTML answer.
 *
 * A rendered page: scripts run only with this response's nonce, or when a script carrying it loads them
 * ('strict-dynamic': the app's chunks and the service worker's registration). The shell (index.html, which
 * the service worker answers every navigation with once installed): a static file has no per-response
 * nonce and has no inline script, so its scripts are the site's own files ('self'). The policy travels as
 * a header on the shell too, not as a <meta>: the worker precaches the server's response with its headers
 * and answers navigations with it, and a <meta> cannot say frame-ancestors or where to report
 * (decision 0013).
 *
 * Both: no inline handlers, no eval, no plugins, no <base> rewriting, no framing; HTML reaches the DOM only
 * through the app's one Trusted Types policy (src/lib/trusted-html.ts); violations are reported to
 * /api/csp-report/ (server/routes/csp-report.ts). Everything else the site loads is its own: styles (React
 * writes style attributes, sonner a <style> element), images, media, the API.
 */
import type { MiddlewareHandler } from 'hono';
import { TRUSTED_HTML_POLICY } from '../../src/contract/trusted-types';

export const CSP_REPORT_PATH = '/api/csp-report/';
/** The Reporting API group name the policy's report-to names (Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp';

function policy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    // default: React DOM's own two constant strings only (src/lib/trusted-html.ts, decision 0013).
    `trusted-types ${TRUSTED_HTML_POLICY} default`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** A rendered page's policy, for the nonce its scripts carry. */
export function contentSecurityPolicy(nonce: string): string {
  return policy(`'nonce-${nonce}' 'strict-dynamic'`);
}

/** The policy of HTML that is a file: the shell and any static page. No inline script is allowed at all. */
export const SHELL_POLICY = policy("'self'");

/** The Reporting API endpoint the policies' report-to names (report-uri is for browsers without it). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Gives every HTML answer a policy: those that set their own (rendered pages) keep it, every other one
 * (the shell, a static .html, an error page) gets the shell's. A 304 is left alone: its cache keeps the
 * policy whose nonce its stored body holds.
 */
export const htmlPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (!/^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '')) return;
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', SHELL_POLICY);
  c.res.headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
};
