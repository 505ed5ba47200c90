import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './nonce';
import { HERO_WAIT_MS, withEntryScript } from './scripts-after-hero';

const preload = (file: string) => `<link rel="modulepreload" href="/assets/${file}" fetchPriority="low" nonce="${NONCE_PLACEHOLDER}"/>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head>${preload('framework.js')}${preload('ru.js')}<link rel="canonical" href="/ru"/></head><body>${body}<script nonce="${NONCE_PLACEHOLDER}">$_TSR.e()</script></body></html>`;

describe('the entry script of a rendered page', () => {
  it('is a module script at the end of the body, with the preloads left in the head, on a page without a hero picture', () => {
    const html = page('<main><h1>Деловая программа</h1></main>');
    const out = withEntryScript(html, '/assets/index.js');
    expect(out).toContain(preload('framework.js'));
    expect(out.endsWith(`<script type="module" src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script></body></html>`)).toBe(true);
  });

  it('waits for the hero picture on a page that has one: no preload in the head, one loader that adds them and the entry', () => {
    const html = page('<main><img src="/media/banner/a-800.webp" alt="" fetchPriority="high"/></main>');
    const out = withEntryScript(html, '/assets/index.js');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="canonical" href="/ru"/>');
    expect(out).not.toContain('<script type="module"');
    const loader = /<script nonce="([^"]+)">(\(function[^<]+)<\/script><\/body>/.exec(out);
    expect(loader?.[1]).toBe(NONCE_PLACEHOLDER);
    // The loader's arguments: the preloads in their order, then the entry.
    expect(loader?.[2]).toContain('["/assets/framework.js","/assets/ru.js"],"/assets/index.js")');
    expect(loader?.[2]).toContain(`setTimeout(g,${HERO_WAIT_MS})`);
    // The nonce is read at run time: the page's nonces are the stream script's and the loader's attribute.
    expect(out.split(NONCE_PLACEHOLDER).length - 1).toBe(2);
  });

  it('leaves a document without a body as it is', () => {
    expect(withEntryScript('<p>fragment</p>', '/assets/index.js')).toBe('<p>fragment</p>');
  });

  it('names the stylesheets the page carries inline with disabled links, so a lazy chunk does not add them again', () => {
    for (const body of ['<main></main>', '<main><img src="/b.webp" alt="" fetchPriority="high"/></main>']) {
      const out = withEntryScript(page(body), '/assets/index.js', ['/assets/app-1.css']);
      const mark = '<link rel="stylesheet" href="/assets/app-1.css" disabled>';
      expect(out.split(mark).length - 1).toBe(1);
      expect(out.indexOf(mark)).toBeGreaterThan(out.indexOf('<body>'));
      expect(out.indexOf(mark)).toBeLessThan(out.lastIndexOf('<script'));
    }
  });
});
