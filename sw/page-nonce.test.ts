import { describe, expect, it } from 'vitest';
import { bodyWithNonce, drawNonce, nonceOf, policyWithNonce } from './page-nonce';

const policy = (nonce: string) => `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

/** The bytes of `text` as a stream whose chunks end at the given byte offsets. */
function chunked(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const ends = [...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      let from = 0;
      for (const end of ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      controller.close();
    },
  });
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('a kept page answered with a nonce of its own', () => {
  it('reads the nonce a policy allows scripts by; a policy without one gives none, so the page is never replayed', () => {
    expect(nonceOf(policy('MwCWR1piIt7RV/uv1cW1koWf'))).toBe('MwCWR1piIt7RV/uv1cW1koWf');
    expect(nonceOf("default-src 'self'")).toBeNull();
  });

  it('replaces every use of the stored nonce in the page and the policy, and nothing else', async () => {
    const stored = 'MwCWR1piIt7RV/uv1cW1koWf';
    const html = `<meta property="csp-nonce" content="${stored}"/><script nonce="${stored}" src="/assets/index.js"></script><p>nonce</p>`;
    const fresh = drawNonce();
    const answer = await read(bodyWithNonce(chunked(html, []), stored, fresh));
    expect(answer).not.toContain(stored);
    expect(answer).toBe(
      `<meta property="csp-nonce" content="${fresh}"/><script nonce="${fresh}" src="/assets/index.js"></script><p>nonce</p>`,
    );
    expect(policyWithNonce(policy(stored), stored, fresh)).toBe(policy(fresh));
  });

  it('replaces a nonce that straddles two chunks, and keeps a letter cut between chunks whole, wherever the cuts fall', async () => {
    const stored = 'MwCWR1piIt7RV/uv1cW1koWf';
    const fresh = drawNonce();
    // Cyrillic and CJK letters are two and three bytes: a cut can fall inside one.
    const html = `<script nonce="${stored}"></script><h1>Каталог 展商</h1><script nonce="${stored}">x</script>${stored}`;
    const expected = html.split(stored).join(fresh);
    const length = new TextEncoder().encode(html).length;
    for (let cut = 1; cut < length; cut += 1) {
      expect(await read(bodyWithNonce(chunked(html, [cut]), stored, fresh)), `cut at byte ${cut}`).toBe(expected);
    }
    // Many small chunks: each shorter than the nonce.
    const cuts = Array.from({ length: Math.floor(length / 5) }, (_, index) => (index + 1) * 5).filter((cut) => cut < length);
    expect(await read(bodyWithNonce(chunked(html, cuts), stored, fresh))).toBe(expected);
  });

  it('draws a different 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, drawNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
