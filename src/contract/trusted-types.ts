/**
 * The name of the app's Trusted Types policy: the browser code creates it (src/lib/trusted-html.ts) and the
 * server's Content-Security-Policy allows it by name (server/render/csp.ts), so both read it from here.
 */
export const TRUSTED_HTML_POLICY = 'expo-html';
