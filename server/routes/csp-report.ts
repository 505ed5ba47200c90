/**
 * POST /api/csp-report/: where browsers send Content-Security-Policy violations, both the old `report-uri`
 * form (`application/csp-report`, one `{"csp-report": {…}}`) and the Reporting API's (`report-to`,
 * `application/reports+json`, an array of `{type: "csp-violation", body: {…}}`).
 *
 * Anyone can post here, so the endpoint trusts nothing: the body is read up to 16 KiB (more is 413), junk
 * is dropped, every answer to a readable request is 204, and what is logged is a few fields cut short, one
 * line per violation (no query strings: a blocked URL may carry a token).
 *
 * `cspReports` lets the process that runs the server watch violations as they arrive: the browser tests'
 * setup fails the run if any page violated the policy (tests/support/e2e-global-setup.ts).
 */
import { EventEmitter } from 'node:events';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';

export const CSP_REPORT_MAX_BYTES = 16 * 1024;

export type CspViolation = { directive: string; blocked: string; document: string; source: string; disposition: string };

/** Process-wide observer of violations (logging hook, no state the handlers read). */
export const cspReports = new EventEmitter<{ violation: [CspViolation] }>();

const field = (value: unknown, max = 200) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).split('?')[0]!.slice(0, max) : '';

/** The violations in a body of either format; anything else yields none. */
export function violationsIn(body: unknown): CspViolation[] {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const found: CspViolation[] = [];
  for (const item of items.slice(0, 20)) {
    if (!item || typeof item !== 'object') continue;
    const legacy = (item as Record<string, unknown>)['csp-report'];
    const modern = (item as Record<string, unknown>).type === 'csp-violation' ? (item as Record<string, unknown>).body : undefined;
    const report = (legacy ?? modern) as Record<string, unknown> | undefined;
    if (!report || typeof report !== 'object') continue;
    found.push({
      directive: field(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'], 80),
      blocked: field(report['blocked-uri'] ?? report.blockedURL),
      document: field(report['document-uri'] ?? report.documentURL),
      source: `${field(report['source-file'] ?? report.sourceFile)}:${field(report['line-number'] ?? report.lineNumber, 10)}`,
      disposition: field(report.disposition, 20) || 'enforce',
    });
  }
  return found;
}

export const cspReportRoutes = new Hono<AppEnv>({ strict: false }).post(
  '/csp-report',
  // Violations are a few hundred bytes; a large body is not a report.
  bodyLimit({
    maxSize: CSP_REPORT_MAX_BYTES,
    onError: (c) =>
      c.json(errorBody('PayloadTooLarge', 'Report is too large', { detail: 'Report is too large' }), 413, { Connection: 'close' }),
  }),
  async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 204); // junk: nothing to log, nothing to tell the sender
    }
    for (const violation of violationsIn(body)) {
      c.var.deps.log.warn(
        { req_id: c.var.requestId },
        `CSP violation (${violation.disposition}): ${violation.directive} blocked ${violation.blocked || 'inline'} on ${violation.document} at ${violation.source}`,
      );
      cspReports.emit('violation', violation);
    }
    return c.body(null, 204);
  },
);
