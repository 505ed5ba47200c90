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

/** The page and its policy with every use of the stored nonce replaced; null when the policy has none. */
export function withFreshNonce(html: string, policy: string, fresh: string): { html: string; policy: string } | null {
  const stored = nonceOf(policy);
  if (!stored) return null;
  return { html: html.split(stored).join(fresh), policy: policy.split(`'nonce-${stored}'`).join(`'nonce-${fresh}'`) };
}
