/**
 * The app's Trusted Types policies (the browser enforces them; these check the rules they apply): the
 * named one marks given HTML and the service worker's URL only, the default one passes only what can carry
 * no content. happy-dom has no `trustedTypes`, so a stand-in factory records the policies created.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Rules = { createHTML: (input: string) => string | null; createScriptURL: (input: string) => string | null };
let created: Map<string, Rules>;

beforeEach(() => {
  vi.resetModules();
  created = new Map();
  const factory = {
    createPolicy: (name: string, rules: Rules) => {
      if (created.has(name)) throw new TypeError(`policy ${name} exists`);
      created.set(name, rules);
      return {
        createHTML: (input: string) => ({ html: rules.createHTML(input) }),
        createScriptURL: (input: string) => ({ url: rules.createScriptURL(input) }),
      };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Trusted Types policies', () => {
  it('creates the named policy and the default one once, however often installed', async () => {
    const { installTrustedTypes, trustedHtml, TRUSTED_HTML_POLICY } = await import('./trusted-html');
    installTrustedTypes();
    installTrustedTypes();
    trustedHtml('<p>x</p>');
    expect([...created.keys()].sort()).toEqual(['default', TRUSTED_HTML_POLICY].sort());
  });

  it('the named policy marks the given HTML and gives the service worker’s URL, refusing any other script URL', async () => {
    const { trustedHtml, serviceWorkerUrl, TRUSTED_HTML_POLICY } = await import('./trusted-html');
    expect(trustedHtml('<p>server-sanitised</p>')).toEqual({ html: '<p>server-sanitised</p>' });
    expect(serviceWorkerUrl()).toEqual({ url: '/sw.js' });
    const named = created.get(TRUSTED_HTML_POLICY)!;
    expect(() => named.createScriptURL('https://evil.example/sw.js')).toThrow(TypeError);
  });

  it('the default policy passes only HTML that can make no element, and the site’s own chunks', async () => {
    const { installTrustedTypes } = await import('./trusted-html');
    installTrustedTypes();
    const fallback = created.get('default')!;
    expect(fallback.createHTML('')).toBe('');
    expect(fallback.createHTML('<script></script>')).toBe('<script></script>');
    expect(fallback.createHTML('{"name":"\\u003cb\\u003e"}')).toBe('{"name":"\\u003cb\\u003e"}');
    for (const html of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '<script></script><img src=x onerror=alert(1)>']) {
      expect(fallback.createHTML(html)).toBeNull();
    }
    expect(fallback.createScriptURL('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    for (const url of [
      'https://evil.example/assets/x.js',
      '//evil.example/assets/x.js',
      '/api/public/x.js',
      'data:text/javascript,alert(1)',
      '/assets/x.css',
    ]) {
      expect(fallback.createScriptURL(url)).toBeNull();
    }
  });

  it('returns plain values where the browser has no Trusted Types (the server, old browsers)', async () => {
    vi.stubGlobal('trustedTypes', undefined);
    const { installTrustedTypes, trustedHtml, serviceWorkerUrl } = await import('./trusted-html');
    installTrustedTypes();
    expect(trustedHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(serviceWorkerUrl()).toBe('/sw.js');
  });
});
