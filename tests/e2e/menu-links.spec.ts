/**
 * Every menu link of the site, in every language, leads to a real page. The links are taken from the
 * /api/site menu with the link rule of spec §2 (is_direct_link: as is; '#': not a link; '': the language
 * home; else /{lang}/{url}), written out here apart from the app's own helper. For each language one page
 * (one browser context) checks that the header and the footer show every link, then follows each internal
 * one from the footer, as a visitor would, and records any not-found page, missing heading or console
 * error, so one run lists every broken link rather than stopping at the first.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { SiteResponse } from '../../src/contract/site';
import { useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();
const LANGS: Lang[] = ['ru', 'en', 'zh'];
const SETTLE_MS = 10_000;

type MenuLink = { name: string; href: string; external: boolean };
type Locale = { header: { main_nav: string }; not_found: { title: string } };

/** The link rule of spec §2; null for '#', which is a submenu toggle rather than a link. */
function hrefOf(entry: { url: string; is_direct_link?: boolean }, lang: Lang): string | null {
  const url = entry.url.trim();
  if (entry.is_direct_link) return url;
  if (url === '#') return null;
  const path = url.replace(/^\/+/, '');
  return path === '' ? `/${lang}` : `/${lang}/${path}`;
}

function menuLinks(site: SiteResponse, lang: Lang): MenuLink[] {
  const links: MenuLink[] = [];
  for (const item of site.menu.items) {
    for (const entry of [item, ...item.subitems]) {
      const href = hrefOf(entry, lang);
      if (href) links.push({ name: entry.name, href, external: /^[a-z][a-z\d+.-]*:|^\/\//i.test(href) });
    }
  }
  return links;
}

async function readLocale(lang: Lang): Promise<Locale> {
  return JSON.parse(await readFile(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Locale;
}

/** The hrefs of the links inside a part of the page, hidden submenus included. */
const hrefsIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) => nodes.flatMap((node) => [...node.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')));

/** Waits until the page has its main heading and no part of it is still loading; false if it never does. */
async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      // The main region is busy while the router loads the next page (the leaving page's heading is still
      // there) and a part of it is busy while it loads its own data.
      () =>
        document.querySelector('main h1') !== null && document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') === null,
      undefined,
      {
        timeout: SETTLE_MS,
      },
    );
    return true;
  } catch {
    return false;
  }
}

describe('the menu links', () => {
  it.each(LANGS)('every header and footer menu link in %s opens a real page', { timeout: 240_000 }, async (lang) => {
    const site = await apiGet<SiteResponse>(browser.baseUrl, `/api/public/site/?lang_code=${lang}`);
    const locale = await readLocale(lang);
    const links = menuLinks(site, lang);
    expect(links.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    let current = `/${lang}`;
    const errorsByHref = new Map<string, string[]>();
    page.on('console', (message) => {
      if (message.type() === 'error') errorsByHref.set(current, [...(errorsByHref.get(current) ?? []), message.text()]);
    });
    await page.goto(`/${lang}`);
    expect(await settled(page), `the ${lang} home page renders`).toBe(true);
    expect(errorsByHref.get(current) ?? [], `console errors on the ${lang} home page`).toEqual([]);

    // The header (the main menu with its submenus) and the footer show every link of the menu.
    const header = await hrefsIn(page, `nav[aria-label="${locale.header.main_nav}"]`);
    const footer = await hrefsIn(page, 'footer');
    for (const link of links) {
      expect(header, `header link "${link.name}"`).toContain(link.href);
      expect(footer, `footer link "${link.name}"`).toContain(link.href);
    }

    // An external link opens in a new tab without handing the site's window to the other site.
    for (const link of links.filter((entry) => entry.external)) {
      for (const anchor of await page.locator(`header a[href="${link.href}"], footer a[href="${link.href}"]`).all()) {
        expect(await anchor.getAttribute('target'), `target of "${link.name}"`).toBe('_blank');
        expect(await anchor.getAttribute('rel'), `rel of "${link.name}"`).toMatch(/noopener/);
      }
    }

    const failures: string[] = [];
    const internal = [...new Map(links.filter((link) => !link.external).map((link) => [link.href, link])).values()];
    for (const link of internal) {
      current = link.href;
      const anchor = page.locator(`footer a[href="${link.href}"]`).first();
      await anchor.scrollIntoViewIfNeeded();
      const before = new URL(page.url()).pathname;
      await anchor.click();
      // Wait for the address to change (a missing page may be redirected elsewhere, e.g. to /{lang}/404).
      if (before !== link.href) {
        await page.waitForURL((url) => url.pathname !== before, { waitUntil: 'commit', timeout: SETTLE_MS }).catch(() => undefined);
      }
      const rendered = await settled(page);
      const landed = new URL(page.url()).pathname;
      const notFound = await page.getByRole('heading', { level: 1, name: locale.not_found.title, exact: true }).count();
      if (notFound > 0) failures.push(`${link.href} ("${link.name}"): the not-found page at ${landed}`);
      // A page may settle on one of its own sub-paths (the media page opens the latest exhibition's gallery).
      else if (landed !== link.href && !landed.startsWith(`${link.href}/`))
        failures.push(`${link.href} ("${link.name}"): ended at ${landed}`);
      else if (!rendered) failures.push(`${link.href} ("${link.name}"): no page heading within ${SETTLE_MS} ms`);
      const errors = errorsByHref.get(link.href);
      if (errors) failures.push(`${link.href} ("${link.name}"): console errors: ${errors.join(' | ')}`);
    }
    // Console errors are listed per link above; the shared check after the test would only repeat them.
    browser.allowConsoleErrors(/./);
    expect(failures, `broken ${lang} menu links`).toEqual([]);
  });
});
