/**
 * Every HTML answer carries a Content-Security-Policy with the directives issue 19 requires: the shell
 * (also as /index.html, the file the service worker precaches with its headers and answers navigations
 * with), a rendered page (its own nonce, fresh per response, on every script it renders) and the not-found
 * page. And the report endpoint takes both report formats, answers 204 to anything readable and 413 to a
 * large body, never 5xx.
 */
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cspReports, type CspViolation } from '../../server/routes/csp-report';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();

/** The policy as directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectTheRequiredDirectives(policy: string | null) {
  const d = directives(policy);
  const scripts = d.get('script-src') ?? d.get('default-src')!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(d.get('trusted-types')).toContain('expo-html');
  expect(d.get('report-uri')).toEqual(['/api/csp-report/']);
  expect(d.get('report-to')).toHaveLength(1);
  return d;
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the Content-Security-Policy of HTML answers', () => {
  it('the shell of a personal page carries the policy, allowing only the site’s own script files', async () => {
    const res = await api.get<string>('/ru/personal');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const d = expectTheRequiredDirectives(res.headers.get('content-security-policy'));
    expect(d.get('script-src')).toEqual(["'self'"]);
    // The shell has no inline script, which a policy without a nonce would block.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers.get('reporting-endpoints')).toMatch(/^[a-z-]+="\/api\/csp-report\/"$/);
  });

  it('the shell file the service worker precaches carries the same policy, so the worker’s answers do too', async () => {
    const [file, shell] = await Promise.all([api.get('/index.html'), api.get('/ru/login')]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe(shell.headers.get('content-security-policy'));
  });

  it('a rendered page carries a policy with a nonce that every one of its scripts bears, fresh on every response', async () => {
    const first = await api.get<string>('/ru/news');
    const second = await api.get<string>('/ru/news');
    expect(first.status).toBe(200);
    const d = expectTheRequiredDirectives(first.headers.get('content-security-policy'));
    expect(d.get('script-src')).toContain("'strict-dynamic'");
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((script) => !/type="application\/ld\+json"/.test(script))) expect(tag).toContain(`nonce="${nonce}"`);
    // A nonce on <meta> governs nothing and would cost a block boundary in the compressed page.
    expect(first.body).not.toMatch(/<meta\b[^>]*\bnonce=/);
  });

  it('a page served again and again, brotli or gzip, decodes every time to the same page with its own policy’s nonce', async () => {
    // Raw bytes (fetch would decode them): the server splices each response's nonce into a page it compressed
    // once (server/render/nonce-compression.ts), so a wrong splice shows only in the compressed body.
    const raw = (encoding: string) =>
      new Promise<{ policy: string; encoding?: string; body: Buffer }>((resolve, reject) => {
        httpGet(`${api.server.url}/en/news`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              policy: String(res.headers['content-security-policy']),
              encoding: res.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
    const pages = new Set<string>();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 6; i++) {
        const answer = await raw(accept);
        expect(answer.encoding).toBe(accept);
        const nonce = nonceOf(answer.policy)!;
        const html = decode(answer.body).toString();
        // The entry: a module script, or (the list's first card is a picture) the loader that waits for it.
        expect(html).toMatch(/\/assets\/index-[\w-]+\.js/);
        expect(html.split(`nonce="${nonce}"`).length).toBeGreaterThan(5);
        pages.add(html.replaceAll(nonce, 'NONCE'));
        // The template is built off the request's path; give it the time to be ready for the next answers.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(pages.size).toBe(1);
  });

  it('the not-found page carries the policy', async () => {
    const res = await api.get<string>('/ru/no-such-page-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectTheRequiredDirectives(res.headers.get('content-security-policy'));
  });

  it('JSON answers carry no page policy', async () => {
    const res = await api.get('/api/csp-report/');
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the CSP report endpoint', () => {
  const seen: CspViolation[] = [];
  const listener = (violation: CspViolation) => seen.push(violation);
  cspReports.on('violation', listener);
  afterEach(() => {
    seen.length = 0;
  });

  it('logs a report-uri report and answers 204', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://x/ru?token=secret',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'line-number': 3,
      },
    };
    const res = await api.send('POST', '/api/csp-report/', JSON.stringify(report), {
      raw: true,
      headers: { 'Content-Type': 'application/csp-report' },
    });
    expect(res.status).toBe(204);
    expect(seen).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', document: 'http://x/ru' })]);
  });

  it('logs Reporting API reports and ignores other report types', async () => {
    const reports = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://x/ru/news',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    const res = await api.send('POST', '/api/csp-report/', JSON.stringify(reports), {
      raw: true,
      headers: { 'Content-Type': 'application/reports+json' },
    });
    expect(res.status).toBe(204);
    expect(seen.map((violation) => violation.directive)).toEqual(['require-trusted-types-for']);
  });

  it.each([
    ['not JSON', '{{{'],
    ['empty', ''],
    ['a number', '42'],
    ['a report whose fields are objects', JSON.stringify({ 'csp-report': { 'blocked-uri': { a: 1 } } })],
  ])('answers 204 to junk (%s)', async (_label, body) => {
    const res = await api.send('POST', '/api/csp-report/', body, { raw: true, headers: { 'Content-Type': 'application/csp-report' } });
    expect(res.status).toBe(204);
  });

  it('refuses a body over 16 KiB with 413, before logging anything', async () => {
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } });
    const res = await api.send('POST', '/api/csp-report/', big, { raw: true, headers: { 'Content-Type': 'application/csp-report' } });
    expect(res.status).toBe(413);
    expect(seen).toEqual([]);
  });
});
