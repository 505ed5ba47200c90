import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAssets, routeIdOfFile } from './route-chunks';

/** The route ids of the app, as the route tree the router plugin generated declares them. */
async function routeIds() {
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

describe('what each route needs from the build', () => {
  it('names every route file by the id the router gives its route', async () => {
    const ids = await routeIds();
    for (const file of routeFiles('src/routes')) expect(ids.has(routeIdOfFile(file)), file).toBe(true);
  });

  it('lists a route’s chunks and stylesheets, imports first, without what the entry or an enclosing route has', () => {
    const assets = routeAssets({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_framework.js'],
        css: ['assets/global.css'],
        dynamicImports: ['src/routes/$lang.tsx?tsr-split=component'],
      },
      '_framework.js': { file: 'assets/framework.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_framework.js'], css: ['assets/card.css'] },
      '_layout-link.js': { file: 'assets/link.js', css: ['assets/link.css'] },
      'src/routes/$lang.tsx?tsr-split=component': {
        file: 'assets/lang.js',
        imports: ['_layout-link.js', 'index.html'],
        css: ['assets/lang.css'],
      },
      'src/routes/$lang/news.detail.$newsId.tsx?tsr-split=component---loader': {
        file: 'assets/item.js',
        imports: ['_card.js'],
        css: ['assets/item.css'],
      },
      'src/routes/$lang/news.detail.$newsId.tsx?tsr-split=errorComponent': { file: 'assets/item-error.js', css: ['assets/error.css'] },
      'src/routes/$lang/index.tsx?tsr-split=component---loader': {
        file: 'assets/home.js',
        imports: ['_card.js', '_layout-link.js'],
        dynamicImports: ['src/features/home/news.tsx'],
      },
      'src/features/home/news.tsx': { file: 'assets/home-news.js', css: ['assets/home-news.css'] },
    });
    expect(assets).toEqual({
      '/$lang': { preloads: ['/assets/link.js', '/assets/lang.js'], css: ['/assets/link.css', '/assets/lang.css'] },
      '/$lang/news/detail/$newsId': { preloads: ['/assets/card.js', '/assets/item.js'], css: ['/assets/card.css', '/assets/item.css'] },
      // The link chunk is the layout's; a block the home page imports lazily is not preloaded, but styled.
      '/$lang/': { preloads: ['/assets/card.js', '/assets/home.js'], css: ['/assets/card.css', '/assets/home-news.css'] },
    });
  });

  it('stops at the chunks the entry imports, which hold the route tree and so import every route lazily', () => {
    const assets = routeAssets({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js', '_app.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_app.js': {
        file: 'assets/app.js',
        imports: ['_framework.js'],
        css: ['assets/app.css'],
        dynamicImports: [
          'src/routes/$lang/news.index.tsx?tsr-split=component---loader',
          'src/routes/$lang/contacts.tsx?tsr-split=component---loader',
        ],
      },
      '_list.js': { file: 'assets/list.js', imports: ['_app.js'], css: ['assets/list.css'] },
      'src/routes/$lang/news.index.tsx?tsr-split=component---loader': {
        file: 'assets/news.js',
        imports: ['_framework.js', '_list.js', '_app.js'],
        css: ['assets/news.css'],
      },
      'src/routes/$lang/contacts.tsx?tsr-split=component---loader': {
        file: 'assets/contacts.js',
        imports: ['_app.js'],
        css: ['assets/contacts.css'],
      },
    });
    expect(assets['/$lang/news/']).toEqual({
      preloads: ['/assets/list.js', '/assets/news.js'],
      css: ['/assets/list.css', '/assets/news.css'],
    });
    expect(assets['/$lang/contacts']).toEqual({ preloads: ['/assets/contacts.js'], css: ['/assets/contacts.css'] });
  });
});
