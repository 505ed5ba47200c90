/**
 * A kept page is answered with a nonce of its own. The server gives every HTML answer a fresh nonce
 * (decision 0013): a script tag an attacker manages to put into a page cannot carry it, because it is
 * drawn after the page's content was written. A page replayed from the worker's cache with its stored
 * nonce would break that: the nonce is visible in the page, so it would become a known value that stays
 * valid for every later start. So each replay draws a new nonce and puts it wherever the old one stood —
 * the policy header, the `nonce` attributes and the `csp-nonce` meta tag. The old value is 128 random bits
 * the server drew after the page's content existed, so nothing but the server's own tags can hold it.
 */

/** The nonce a Content-Security-Policy allows scripts by, or null. */
export function nonceOf(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(policy)?.[1] ?? null;
}

/** 16 random bytes, base64: as strong as the server's. */
export function drawNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy with its nonce replaced by `fresh`. */
export const policyWithNonce = (policy: string, stored: string, fresh: string) =>
  policy.split(`'nonce-${stored}'`).join(`'nonce-${fresh}'`);

/**
 * Text in, the same text out with every `stored` replaced by `fresh`, as the chunks come: a kept catalogue
 * page is megabytes, and replacing in the whole string first held the page's first byte back until all of
 * it had been read and rewritten (the page paints its first cards from the first kilobytes). The last
 * `stored.length - 1` characters of a chunk wait for the next one, since a nonce may straddle the two.
 */
export function nonceReplacer(stored: string, fresh: string): TransformStream<string, string> {
  let pending = '';
  return new TransformStream<string, string>({
    transform(chunk, controller) {
      const text = pending + chunk;
      let out = '';
      let from = 0;
      for (let at = text.indexOf(stored); at !== -1; at = text.indexOf(stored, from)) {
        out += text.slice(from, at) + fresh;
        from = at + stored.length;
      }
      const rest = text.slice(from);
      const cut = Math.max(0, rest.length - (stored.length - 1));
      pending = rest.slice(cut);
      out += rest.slice(0, cut);
      if (out) controller.enqueue(out);
    },
    flush(controller) {
      // Shorter than a nonce: nothing left to replace.
      if (pending) controller.enqueue(pending);
    },
  });
}

/** A kept page's body with a fresh nonce in place of the stored one, streamed through as it is read. */
export function bodyWithNonce(body: ReadableStream<Uint8Array>, stored: string, fresh: string): ReadableStream<Uint8Array> {
  // TypeScript's DOM types give the decoder's writable side BufferSource, of which Uint8Array is one.
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  return body.pipeThrough(decoder).pipeThrough(nonceReplacer(stored, fresh)).pipeThrough(new TextEncoderStream());
}
