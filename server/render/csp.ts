/**
 * The Content-Security-Policy of a rendered page. Scripts run only with this response's nonce, or when a
 * script carrying it loads them ('strict-dynamic': the app's chunks and the service worker's registration);
 * no inline handlers, no eval, no plugins, no <base> rewriting, no framing. Everything else the site loads
 * is its own: styles (React writes style attributes, sonner a <style> element), images, media, the API.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
