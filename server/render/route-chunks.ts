/**
 * Which chunks each route needs, from Vite's build manifest, so a rendered page preloads its routes' code
 * beside the entry instead of discovering it only once the entry has run (one round trip less before the
 * page is interactive). Route ids follow TanStack Router's file naming: `src/routes/$lang/news.detail.$newsId.tsx`
 * is `/$lang/news/detail/$newsId`, an `index` file ends in `/`.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const ROUTE_SOURCE = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;

/** The route id of a route file path relative to src/routes (without .tsx). */
export function routeIdOfFile(file: string): string {
  if (file === '__root') return '__root__';
  const segments = file.split('/').flatMap((part) => part.split('.'));
  const last = segments.at(-1);
  const id = `/${segments.filter((segment, index) => !(segment === 'index' && index === segments.length - 1)).join('/')}`;
  return last === 'index' ? `${id === '/' ? '' : id}/` : id;
}

/** Every route's split chunks (component, loader, not-found) with the shared chunks they import, minus the entry's. */
export function routePreloads(manifest: ViteManifest): Record<string, string[]> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedWithEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const key of Object.keys(manifest)) if (manifest[key] === entry) collect(key, loadedWithEntry);

  const byRoute: Record<string, Set<string>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = ROUTE_SOURCE.exec(key);
    // The error component's chunk is needed only when a page fails.
    if (!match?.[1] || match[2] === 'errorComponent' || chunk === entry) continue;
    const files = (byRoute[routeIdOfFile(match[1])] ??= new Set());
    collect(key, files);
  }
  // A chunk an enclosing route already preloads is left out: every matched route's preloads are in one head.
  // Index routes (ids ending in '/') are leaves, never an enclosing route.
  const ancestorsOf = (id: string) => Object.keys(byRoute).filter((other) => !other.endsWith('/') && id.startsWith(`${other}/`));
  return Object.fromEntries(
    Object.entries(byRoute).map(([id, files]) => {
      const above = new Set(ancestorsOf(id).flatMap((ancestor) => [...(byRoute[ancestor] ?? [])]));
      return [id, [...files].filter((file) => !loadedWithEntry.has(file) && !above.has(file)).map((file) => `/${file}`)];
    }),
  );
}
