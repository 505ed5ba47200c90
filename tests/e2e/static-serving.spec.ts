import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeAssets, type ViteManifest } from '../../server/render/route-chunks';
import { world } from '../support/e2e-world';

const { baseUrl } = world;
const hashedScript = readdirSync('dist/assets').find((name) => /^index-.*\.js$/.test(name));

describe('the server hands out the built app', () => {
  it('serves the app shell for personal pages, never cached', async () => {
    const res = await fetch(`${baseUrl}/ru/personal/ticket`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<script type="module"');
    expect(html).not.toContain('<main');
  });

  it('serves public pages rendered, revalidated on every load and kept by no shared cache', async () => {
    const res = await fetch(`${baseUrl}/ru/exhibition/participants`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.text()).toContain('<main');
  });

  it('starts the app from three scripts: the bundler runtime, the framework and the rest of what the entry and the site frame import', () => {
    type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(entry.file).toBe(`assets/${hashedScript}`);
    const names = (entry.imports ?? []).map((key) => manifest[key]!.file.replace(/^assets\/|-[\w-]{8}\.js$/g, ''));
    expect(names.sort()).toEqual(['app', 'framework', 'rolldown-runtime']);
    // The site frame every page renders (header, footer) is part of the app chunk, not a route chunk.
    expect(Object.keys(manifest).filter((key) => key.startsWith('src/routes/$lang.tsx'))).toEqual([]);
  });

  it('preloads with a page every chunk its route imports, and styles it with its own routes’ sheets only', async () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
    const entryImports = new Set(Object.values(manifest).find((chunk) => chunk.isEntry)!.imports);
    const news = manifest['src/routes/$lang/news.index.tsx?tsr-split=component---loader']!;
    const own = [...(news.imports ?? []).filter((key) => !entryImports.has(key)).map((key) => manifest[key]!.file), news.file];
    const html = await (await fetch(`${baseUrl}/ru/news`)).text();
    for (const file of own) expect(html, file).toContain(`"/${file}"`);
    // The route tree sits in a chunk the entry imports, and it imports every route lazily: none of their
    // stylesheets belongs on this page.
    const contactsCss = manifest['src/routes/$lang/contacts.tsx?tsr-split=component---loader']!.css!;
    const assets = routeAssets(manifest)['/$lang/news/']!;
    for (const sheet of contactsCss) expect(assets.css).not.toContain(`/${sheet}`);
  });

  it('keeps hashed assets for a year and compresses them with brotli', async () => {
    expect(hashedScript).toBeTruthy();
    const res = await fetch(`${baseUrl}/assets/${hashedScript}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('sends a hashed asset only the hardening headers that apply to a script, and a page all of them', async () => {
    const asset = await fetch(`${baseUrl}/assets/${hashedScript}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy', 'x-xss-protection', 'x-download-options']) {
      expect(asset.headers.has(name), name).toBe(false);
    }
    const page = await fetch(`${baseUrl}/ru`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('falls back to gzip for clients without brotli', async () => {
    const res = await fetch(`${baseUrl}/assets/${hashedScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])('never lets browsers cache %s without revalidating', async (path) => {
    const res = await fetch(`${baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the app shell', async () => {
    const res = await fetch(`${baseUrl}/assets/index-gone-after-deploy.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<script type="module"');
  });

  it('answers unknown API paths with the JSON error envelope, not the app shell', async () => {
    const res = await fetch(`${baseUrl}/api/public/nothing-here/`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error_code: 'EntityNotFound' });
  });
});
