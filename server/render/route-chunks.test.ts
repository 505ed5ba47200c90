import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIdOfFile, routePreloads } from './route-chunks';

/** The route ids of the app, as the route tree the router plugin generated declares them. */
async function routeIds() {
  const { readFile } = await import('node:fs/promises');
  const tree = await readFile('src/routeTree.gen.ts', 'utf8');
  const start = tree.indexOf('export interface FileRoutesById');
  const block = tree.slice(start, tree.indexOf('\n}', start));
  return new Set(['__root__', ...[...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1])]);
}

function routeFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('-') ? [] : routeFiles(full, `${prefix}${name}/`);
    return name.endsWith('.tsx') ? [`${prefix}${name.slice(0, -4)}`] : [];
  });
}

describe('route chunks for preloading', () => {
  it('names every route file by the id the router gives its route', async () => {
    const ids = await routeIds();
    for (const file of routeFiles('src/routes')) expect(ids.has(routeIdOfFile(file)), file).toBe(true);
  });

  it('lists a route’s chunks and their imports, without what the entry already loads', () => {
    const preloads = routePreloads({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_framework.js'] },
      'src/routes/$lang/news.detail.$newsId.tsx?tsr-split=component---loader': { file: 'assets/item.js', imports: ['_card.js', '_framework.js'] },
      'src/routes/$lang/news.detail.$newsId.tsx?tsr-split=errorComponent': { file: 'assets/item-error.js' },
      'src/routes/$lang/news.index.tsx?tsr-split=component---loader': { file: 'assets/news.js', imports: ['_card.js', '_layout-link.js'] },
      'src/routes/$lang.tsx?tsr-split=component---loader': { file: 'assets/lang.js', imports: ['_layout-link.js'] },
      '_layout-link.js': { file: 'assets/link.js' },
    });
    expect(preloads).toEqual({
      '/$lang/news/detail/$newsId': ['/assets/item.js', '/assets/card.js'],
      // The link chunk is the layout's: preloaded once, by the enclosing route.
      '/$lang/news/': ['/assets/news.js', '/assets/card.js'],
      '/$lang': ['/assets/lang.js', '/assets/link.js'],
    });
  });
});
