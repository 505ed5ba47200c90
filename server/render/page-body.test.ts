import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { freshNonce, NONCE_PLACEHOLDER } from './nonce';
import { pageBody } from './page-body';
import type { CachedPage } from './page-cache';

const html = `<html><head><script nonce="${NONCE_PLACEHOLDER}">1</script></head><body>${'<p>Металлопрокат</p>'.repeat(200)}<script nonce="${NONCE_PLACEHOLDER}">2</script></body></html>`;
const page = (): CachedPage => ({ status: 200, html, etag: 'W/"x"' });

describe('the body of a rendered page', () => {
  it('compresses a freshly rendered page per response and starts no template for it', () => {
    const fresh = page();
    const nonce = freshNonce();
    const { body, encoding } = pageBody(fresh, 'br', nonce, false);
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body as Uint8Array).toString()).toBe(html.replaceAll(NONCE_PLACEHOLDER, nonce));
    expect(fresh.templates?.br).toBeUndefined();
  });

  it('compresses a cached page per response until its template is built, then serves it from the template, for brotli and gzip alike', async () => {
    const cached = page();
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = freshNonce();
      const before = pageBody(cached, accept, first, true);
      expect(before.encoding).toBe(encoding);
      expect(decode(before.body as Uint8Array).toString()).toBe(html.replaceAll(NONCE_PLACEHOLDER, first));
      expect(cached.templates?.[encoding]).toBe('building');
      await vi.waitFor(() => expect(cached.templates?.[encoding]).toMatchObject({ encoding }));
      const nonce = freshNonce();
      const answer = pageBody(cached, accept, nonce, true);
      expect(answer.encoding).toBe(encoding);
      expect(decode(answer.body as Uint8Array).toString()).toBe(html.replaceAll(NONCE_PLACEHOLDER, nonce));
    }
  });

  it('sends plain HTML to a client that accepts no compression, and prefers brotli to gzip', () => {
    expect(pageBody(page(), 'gzip, deflate, br, zstd', freshNonce(), true).encoding).toBe('br');
    const nonce = freshNonce();
    expect(pageBody(page(), '', nonce, true)).toEqual({ body: html.replaceAll(NONCE_PLACEHOLDER, nonce) });
  });
});
