import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileNonceTemplate, fillTemplate, type Encoding } from './nonce-compression';
import { freshNonce, NONCE_PLACEHOLDER } from './nonce';

/** A page shaped like a rendered one: nonces close together in the head, a long body, then the scripts. */
function pageLike(): string {
  const preloads = Array.from(
    { length: 22 },
    (_, i) =>
      `<link rel="modulepreload" href="/assets/chunk-${i}-x${(i * 7919).toString(36)}.js" fetchPriority="low" nonce="${NONCE_PLACEHOLDER}"/>`,
  ).join('');
  const items = Array.from(
    { length: 60 },
    (_, i) => `<article><h2>Новость ${i}: прокат и сталь</h2><p>Стенд ${i} — металлоконструкции, 金属工业 2027 &amp; more.</p></article>`,
  ).join('');
  return (
    `<!DOCTYPE html><html lang="ru"><head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/>${preloads}` +
    `<style nonce="${NONCE_PLACEHOLDER}">body{margin:0}</style></head><body>${items}` +
    `<script nonce="${NONCE_PLACEHOLDER}">self.$R={"a":"${NONCE_PLACEHOLDER}x"};</script>` +
    `<script type="module" src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script></body></html>`
  );
}

const decode = (encoding: Encoding, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString();

describe('a page compressed once with each response’s nonce spliced in', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: every filled template decodes to the page with exactly that nonce`, async () => {
      const html = pageLike();
      const template = await compileNonceTemplate(html, encoding);
      expect(template).not.toBeNull();
      const nonces = Array.from({ length: 50 }, freshNonce);
      for (const nonce of nonces) expect(decode(encoding, fillTemplate(template!, nonce))).toBe(html.replaceAll(NONCE_PLACEHOLDER, nonce));
      // The page's text is compressed, not sent as is.
      expect(fillTemplate(template!, nonces[0]!).length).toBeLessThan(Buffer.byteLength(html) / 3);
    });
  }

  it('keeps working when the page itself holds control characters the fillers could use', async () => {
    const html = `${'\u0001\u0002\u0003'.repeat(20)}<script nonce="${NONCE_PLACEHOLDER}"></script>${'\u001f'.repeat(9)}end`;
    const template = await compileNonceTemplate(html, 'br');
    const nonce = freshNonce();
    expect(decode('br', fillTemplate(template!, nonce))).toBe(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  });

  it('declines a page it cannot splice (a nonce with fewer than two characters after it), so the caller compresses per response', async () => {
    expect(await compileNonceTemplate(`<p>a</p>${NONCE_PLACEHOLDER}"`, 'br')).toBeNull();
  });
});
