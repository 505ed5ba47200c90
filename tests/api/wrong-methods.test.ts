/**
 * A wrong method on a page, a built file or a stored picture answers 405 with `Allow: GET, HEAD`, as the
 * API's own paths do (tests/security/http-hygiene.test.ts); a path that is nothing under any method stays
 * a 404. The pages and files are the build's (dist/), so the names are read from it, never typed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
const distDir = api.server.deps.env.DIST_DIR;
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const request = (method: string, url: string) => fetch(api.server.url + url, { method, redirect: 'manual' });

/** The first hashed script of the build, e.g. /assets/index-abc123.js. */
const asset = `/assets/${readdirSync(path.join(distDir, 'assets')).find((name) => name.endsWith('.js')) ?? 'missing'}`;
/** A picture the seed stored, as the home page's API answer names it. */
async function storedPicture(): Promise<string> {
  const res = await api.get<string>('/ru');
  const found = /\/media\/[a-z]{2,20}\/[0-9a-z][0-9a-z._-]+/.exec(res.body);
  if (!found) throw new Error('The home page shows no stored picture');
  return found[0];
}

describe('a wrong method on a page or a file', () => {
  it.each([
    ['POST', '/ru'],
    ['PUT', '/zh/exhibition/participants'],
    ['DELETE', '/'],
    ['POST', '/ru/personal'],
    ['PUT', '/sw.js'],
    ['POST', '/manifest.webmanifest'],
    ['PATCH', '/robots.txt'],
  ])('%s %s answers 405 with Allow: GET, HEAD', async (method, url) => {
    expect((await request('GET', url)).status).toBeLessThan(400);
    const res = await request(method, url);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(errorOf(await res.json()).error_code).toBe('MethodNotAllowed');
  });

  it('DELETE on a built script answers 405 with Allow: GET, HEAD', async () => {
    expect((await request('GET', asset)).status).toBe(200);
    const res = await request('DELETE', asset);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('POST on a stored picture answers 405 with Allow: GET, HEAD', async () => {
    const picture = await storedPicture();
    expect((await request('GET', picture)).status).toBe(200);
    const res = await request('POST', picture);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('a path that is nothing under any method', () => {
  it.each([
    ['POST', '/ru/no-such-page'],
    ['DELETE', '/assets/no-such-file-0000.js'],
    ['PUT', '/no-such-file.txt'],
    ['POST', '/media/news/no-such-picture.webp'],
    ['POST', '/ssr/entry-server.js'],
  ])('%s %s stays a 404', async (method, url) => {
    expect((await request('GET', url)).status).toBe(404);
    const res = await request(method, url);
    expect(res.status).toBe(404);
    expect(res.headers.get('Allow')).toBeNull();
  });
});
