/**
 * What each route needs from the build, read from Vite's manifest: the JS chunks a rendered page preloads
 * beside the entry (instead of discovering them only once the entry has run: one round trip less before the
 * page is interactive), and the stylesheets the page carries inline (only its routes' CSS, not the whole
 * site's). Route ids follow TanStack Router's file naming: `src/routes/$lang/news.detail.$newsId.tsx` is
 * `/$lang/news/detail/$newsId`, an `index` file ends in `/`.
 */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;
export type RouteAssets = { preloads: string[]; css: string[] };

const ROUTE_SOURCE = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;

/** The route id of a route file path relative to src/routes (without .tsx). */
export function routeIdOfFile(file: string): string {
  if (file === '__root') return '__root__';
  const segments = file.split('/').flatMap((part) => part.split('.'));
  const last = segments.at(-1);
  const id = `/${segments.filter((segment, index) => !(segment === 'index' && index === segments.length - 1)).join('/')}`;
  return last === 'index' ? `${id === '/' ? '' : id}/` : id;
}

/**
 * A chunk's JS files and CSS, its static imports first (post-order), so stylesheets come in the order the
 * browser would apply them. With `lazyCss`, the CSS of dynamic imports counts too: blocks imported lazily in
 * the browser (the home page's) are rendered on the server and must be styled there.
 */
function closure(manifest: ViteManifest, key: string, lazyCss: boolean, loaded: ReadonlySet<string> = new Set()): RouteAssets {
  const out: RouteAssets = { preloads: [], css: [] };
  const seen = new Set<string>();
  const visit = (current: string, dynamic: boolean) => {
    const chunk = manifest[current];
    // Route chunks import the entry and its chunks back (shared helpers live in them): those are loaded
    // already, and their lazy imports are every route of the site.
    if (!chunk || seen.has(current) || ((chunk.isEntry || loaded.has(current)) && current !== key)) return;
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported, dynamic);
    if (!dynamic) out.preloads.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!out.css.includes(sheet)) out.css.push(sheet);
    if (lazyCss) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  visit(key, false);
  return out;
}

/** Every route's own chunks and stylesheets, without what the entry or an enclosing route already has. */
export function routeAssets(manifest: ViteManifest): Record<string, RouteAssets> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? closure(manifest, entryKey, false) : { preloads: [], css: [] };
  const loaded = new Set(Object.keys(manifest).filter((key) => entry.preloads.includes(manifest[key]!.file)));

  const byRoute: Record<string, RouteAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = ROUTE_SOURCE.exec(key);
    // The error component's chunk is needed only when a page fails.
    if (!match?.[1] || match[2] === 'errorComponent' || chunk.isEntry) continue;
    const id = routeIdOfFile(match[1]);
    const own = closure(manifest, key, true, loaded);
    const assets = (byRoute[id] ??= { preloads: [], css: [] });
    for (const file of own.preloads) if (!assets.preloads.includes(file)) assets.preloads.push(file);
    for (const file of own.css) if (!assets.css.includes(file)) assets.css.push(file);
  }
  // Index routes (ids ending in '/') are leaves, never an enclosing route.
  const ancestorsOf = (id: string) => Object.keys(byRoute).filter((other) => !other.endsWith('/') && id.startsWith(`${other}/`));
  const href = (file: string) => `/${file}`;
  return Object.fromEntries(
    Object.entries(byRoute).map(([id, assets]) => {
      const above = ancestorsOf(id).map((ancestor) => byRoute[ancestor]!);
      const keep = (file: string, list: 'preloads' | 'css') =>
        !entry[list].includes(file) && !above.some((ancestor) => ancestor[list].includes(file));
      return [
        id,
        {
          preloads: assets.preloads.filter((file) => keep(file, 'preloads')).map(href),
          css: assets.css.filter((file) => keep(file, 'css')).map(href),
        },
      ];
    }),
  );
}
