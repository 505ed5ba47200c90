/**
 * The one Trusted Types policy of the app (`expo-html`, named in the Content-Security-Policy's
 * `trusted-types` directive). HTML reaches the DOM only through it: the CMS's fields, which the server has
 * already sanitised (server/http/sanitize-html.ts), and the JSON-LD the app builds itself. The policy does
 * not sanitise again (no DOMPurify in the browser, decision 0010): it marks the strings that may be
 * inserted, so any other string written to an HTML sink is refused by the browser when the policy is
 * enforced, and reported when it is report-only (decision 0013).
 *
 * On the server, in happy-dom and in browsers without Trusted Types the plain string is returned.
 */

import { TRUSTED_HTML_POLICY } from '../contract/trusted-types';

export { TRUSTED_HTML_POLICY };

/** A TrustedScriptURL object (not in TypeScript's DOM library; @types/react declares only TrustedHTML). */
export type ScriptUrlValue = string | { readonly brand?: 'TrustedScriptURL' };

/** What React's `dangerouslySetInnerHTML.__html` accepts: a string or a TrustedHTML object. */
export type HtmlValue = string | TrustedHTML;

/** The service worker's address, the only script URL the policy lets through. */
export const SERVICE_WORKER_URL = '/sw.js';

type HtmlPolicy = { createHTML: (input: string) => TrustedHTML; createScriptURL: (input: string) => ScriptUrlValue };
type PolicyRules = { createHTML: (input: string) => string; createScriptURL: (input: string) => string };
type DefaultRules = { createHTML: (input: string) => string | null; createScriptURL: (input: string) => string | null };
type TrustedTypesFactory = { createPolicy: (name: string, rules: PolicyRules | DefaultRules) => HtmlPolicy };

/**
 * The `default` policy, which the browser consults when a dependency writes a plain string to a sink. It
 * lets through only what cannot carry content:
 * - HTML without `<`, which can make no element (React clearing a node with ''; the JSON-LD that
 *   TanStack Router's head and the programme write into <script type="application/ld+json"> on a client
 *   navigation, both with `<` escaped as \u003c);
 * - React DOM's `<script></script>`, parsed to create a script element (a parsed script never runs);
 * - script URLs of the site's own built chunks (/assets/…): TanStack Router renders the route's
 *   <script src> on a client navigation.
 * Everything else is refused (decision 0013).
 */
const REACT_SCRIPT_ELEMENT = '<script></script>';

function inertHtml(input: string): string | null {
  return !input.includes('<') || input === REACT_SCRIPT_ELEMENT ? input : null;
}

function ownChunk(input: string): string | null {
  if (!URL.canParse(input, globalThis.location.href)) return null;
  const url = new URL(input, globalThis.location.href);
  return url.origin === globalThis.location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') ? input : null;
}

let installed = false;

/** Creates the app's policy and the narrow `default` one; called once (src/main.tsx), before React renders. */
export function installTrustedTypes() {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (installed || !factory) return;
  installed = true;
  htmlPolicy();
  factory.createPolicy('default', { createHTML: inertHtml, createScriptURL: ownChunk });
}

function onlyTheServiceWorker(input: string): string {
  if (input !== SERVICE_WORKER_URL) throw new TypeError(`${TRUSTED_HTML_POLICY} refuses the script URL ${input}`);
  return input;
}

let policy: HtmlPolicy | null | undefined;

function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  // Created once, on first use: `trusted-types expo-html` refuses a second policy of the same name.
  policy = factory
    ? factory.createPolicy(TRUSTED_HTML_POLICY, { createHTML: (input) => input, createScriptURL: onlyTheServiceWorker })
    : null;
  return policy;
}

/**
 * The same TrustedHTML object for the same text, as long as it is among the recent ones. React compares
 * `__html` by identity: a new object on every render rewrote the element's innerHTML each time, and the
 * programme's structured data (hundreds of kB at a large show) was parsed again on every slice it rendered.
 */
const recent = new Map<string, HtmlValue>();
const RECENT_LIMIT = 64;

/** Server-sanitised (or app-built) HTML, ready for `dangerouslySetInnerHTML`. */
export function trustedHtml(html: string): HtmlValue {
  const current = htmlPolicy();
  if (!current) return html;
  let value = recent.get(html);
  if (value === undefined) {
    value = current.createHTML(html);
    recent.set(html, value);
    // The oldest first: a Map iterates in insertion order.
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  }
  return value;
}

/** The service worker's script URL, as `serviceWorker.register` accepts it under Trusted Types. */
export function serviceWorkerUrl(): ScriptUrlValue {
  return htmlPolicy()?.createScriptURL(SERVICE_WORKER_URL) ?? SERVICE_WORKER_URL;
}
