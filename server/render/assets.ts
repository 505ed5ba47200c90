/**
 * The built client's assets, as the server renderer needs them: the entry script with its preloads and
 * the stylesheet, read from the offline shell Vite wrote (dist/index.html) so both always name the same
 * files, and each language's chunk from Vite's manifest, preloaded beside the entry so the page's texts
 * are not one more round trip away when it hydrates.
 *
 * The stylesheets' text is kept too: a rendered page carries its own routes' CSS inline, so a first visit
 * paints after one response instead of two. Visitors who return get the shell from their service worker,
 * which links the cached files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../src/contract/common';
import { LANGS } from '../../src/contract/common';
import { textsModuleId } from '../../src/contract/text-parts';
import { routeAssets, type RouteAssets, type ViteManifest } from './route-chunks';

export type ClientAssets = {
  entry: string;
  preloads: string[];
  stylesheets: { href: string; css: string }[];
  locales: Partial<Record<Lang, string>>;
  /** Each route's own chunks and stylesheets (route-chunks.ts). */
  routes: Record<string, RouteAssets>;
  /** The text of every stylesheet, by its URL. */
  css: Record<string, string>;
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

export function readClientAssets(distDir: string): ClientAssets | null {
  const shellPath = path.join(distDir, 'index.html');
  if (!existsSync(shellPath)) return null;
  const shell = readFileSync(shellPath, 'utf8');
  const tags = shell.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entry = tags.filter((tag) => tag.startsWith('<script') && /type="module"/.test(tag)).map((tag) => attr(tag, 'src'))[0];
  if (!entry) return null;
  const links = tags.filter((tag) => tag.startsWith('<link'));
  const hrefsOf = (rel: string) => links.filter((tag) => attr(tag, 'rel') === rel).flatMap((tag) => attr(tag, 'href') ?? []);

  const locales: Partial<Record<Lang, string>> = {};
  let routes: Record<string, RouteAssets> = {};
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
    for (const lang of LANGS) {
      const file = manifest[textsModuleId(lang, 'public')]?.file;
      if (file) locales[lang] = `/${file}`;
    }
    routes = routeAssets(manifest);
  }
  const stylesheets = hrefsOf('stylesheet').map((href) => ({ href, css: readFileSync(path.join(distDir, href), 'utf8') }));
  const css = Object.fromEntries([
    ...stylesheets.map((sheet) => [sheet.href, sheet.css] as const),
    ...Object.values(routes).flatMap((route) => route.css.map((href) => [href, readFileSync(path.join(distDir, href), 'utf8')] as const)),
  ]);
  return { entry, preloads: hrefsOf('modulepreload'), stylesheets, locales, routes, css };
}
