/**
 * The body of a rendered page for one response: its own nonce in place, compressed as the client accepts.
 * A page served from the cache starts compressing itself once per encoding (nonce-compression.ts), off the
 * request's path; until that is ready, or when the page cannot be spliced, it is compressed per response.
 * A page rendered once and never asked for again (a URL with a query nobody repeats) is not compressed
 * ahead: that costs as much CPU as its render, through the many flushes.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { compileNonceTemplate, fillTemplate, type Encoding } from './nonce-compression';
import { withNonce } from './nonce';
import type { CachedPage } from './page-cache';

export type PageBody = { body: Uint8Array<ArrayBuffer> | string; encoding?: Encoding };

function chosenEncoding(acceptEncoding: string): Encoding | undefined {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

function compressedOnce(html: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const bytes = encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
  return new Uint8Array(bytes);
}

export function pageBody(page: CachedPage, acceptEncoding: string, nonce: string, fromCache: boolean): PageBody {
  const encoding = chosenEncoding(acceptEncoding);
  if (!encoding) return { body: withNonce(page.html, nonce) };
  const templates = (page.templates ??= {});
  const template = templates[encoding];
  if (template && template !== 'building') return { body: new Uint8Array(fillTemplate(template, nonce)), encoding };
  if (fromCache && template === undefined) {
    templates[encoding] = 'building';
    void compileNonceTemplate(page.html, encoding).then(
      (compiled) => (templates[encoding] = compiled),
      () => (templates[encoding] = null),
    );
  }
  return { body: compressedOnce(withNonce(page.html, nonce), encoding), encoding };
}
