// @vitest-environment node
/**
 * The import boundaries fire: each snippet is linted in memory with the project's own eslint.config.js, as
 * if it sat at the given path, and only the boundary rule's verdicts are counted.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-zones').map((m) => m.message);
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('the import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/features/news/news-list.ts', '../../features/home/home-news', 'another feature'],
    ['src/features/news/parts/card.ts', '../../home/home-news', 'another feature'],
    ['src/features/news/news-list.ts', '../home/home-news', 'another feature'],
    ['src/features/news/news-list.ts', '../../routes/__root', 'composed by routes'],
    ['src/ui/modal.tsx', '../api/client', 'ui/ primitives'],
    ['src/ui/modal.tsx', '../session/use-session', 'ui/ primitives'],
    ['src/ui/modal.tsx', '../pwa/online-status', 'ui/ primitives'],
    ['src/ui/modal.tsx', '../widgets/saved-at', 'ui/ primitives'],
    ['src/ui/parts/thing.tsx', '../../../src/api/client', 'ui/ primitives'],
    ['src/widgets/saved-at.tsx', '../features/catalogue/participants-page', 'features or routes'],
    ['src/contract/common.ts', '../lib/dates', 'contract/'],
    ['src/lib/dates.ts', '../session/use-session', 'lib/'],
    ['server/routes/news.ts', '../../src/lib/plural', 'server/ imports only'],
    ['server/routes/news.ts', '../../src/entry-server', 'server/ imports only'],
    ['server/render/page-renderer.ts', '../../src/ui/modal', 'server/render/'],
    ['sw/sw.ts', '../src/lib/dates', 'sw/ imports only'],
    ['sw/sw.ts', '../server/env', 'sw/ imports only'],
    // One direction between the session's layers: session/ < api/ < pwa/ < auth/.
    ['src/session/tokens.ts', '../api/client', 'session/ is below api/'],
    ['src/session/use-session.ts', '../api/account', 'session/ is below api/'],
    ['src/session/tokens.ts', '../pwa/offline-storage', 'session/ is below api/'],
    ['src/session/tokens.ts', '../auth/logout', 'session/ is below api/'],
    ['src/api/client.ts', '../auth/logout', 'api/ is below pwa/ and auth/'],
    ['src/api/favourites.ts', '../pwa/register', 'api/ is below pwa/ and auth/'],
    ['src/pwa/register.ts', '../auth/logout', 'auth/ drives pwa/'],
    ['src/ui/modal.tsx', '../auth/logout', 'ui/ primitives'],
    // The app's assembly stays above every shared layer.
    ['src/ui/modal.tsx', '../routeTree.gen', 'ui/ primitives'],
    ['src/ui/modal.tsx', '../entry-server', 'ui/ primitives'],
    ['src/widgets/saved-at.tsx', '../routeTree.gen', 'features or routes'],
    ['src/features/news/news-list.ts', '../../routeTree.gen', 'composed by routes'],
    // The client never reaches into the server, and only pwa/ into the worker.
    ['src/features/news/news-list.ts', '../../../server/env', 'never imports the server'],
    ['src/routes/$lang/news.index.tsx', '../../../server/render/page-renderer', 'never imports the server'],
    ['src/features/news/news-list.ts', '../../../sw/cache-names', 'only src/pwa/'],
    ['src/routes/logout.tsx', '../../sw/cache-names', 'only src/pwa/'],
  ])('refuses, in %s, an import of %s', async (file, specifier, why) => {
    const errors = await boundaryErrors(file, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(why);
  });

  it.each([
    ['src/features/news/parts/card.ts', '../news-list'],
    ['src/features/news/news-list.ts', '../../widgets/saved-at'],
    ['src/ui/modal.tsx', '../lib/dates'],
    ['src/widgets/saved-at.tsx', '../pwa/online-status'],
    ['server/routes/news.ts', '../../src/contract/common'],
    ['server/tickets/keys.ts', '../../src/lib/ticket-token'],
    ['server/render/page-renderer.ts', '../../src/entry-server'],
    ['server/render/page-renderer.ts', '../../src/entry-server-types'],
    ['sw/sw.ts', '../src/contract/common'],
    ['src/api/client.ts', '../session/tokens'],
    ['src/api/favourites.ts', '../session/use-session'],
    ['src/pwa/offline-queue.ts', '../api/favourites'],
    ['src/auth/logout.ts', '../api/client'],
    ['src/auth/logout.ts', '../pwa/register'],
    ['src/auth/logout.ts', '../session/tokens'],
    ['src/features/account/login-page.tsx', '../../auth/sign-in'],
    ['src/routes/logout.tsx', '../auth/logout'],
    ['src/router.tsx', './routeTree.gen'],
    ['src/pwa/favourite-logos-sync.ts', '../../sw/cache-names'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, importing(specifier))).toEqual([]);
  });

  it('checks re-exports and dynamic imports as well as imports', async () => {
    expect(await boundaryErrors('src/ui/modal.tsx', "export { thing } from '../api/client';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/ui/modal.tsx', "export const load = () => import('../session/use-session');\n")).toHaveLength(1);
    expect(await boundaryErrors('src/ui/modal.tsx', 'export const load = () => import(`../api/client`);\n')).toHaveLength(1);
  });

  it('refuses in src/ a dynamic import whose module is computed, which could reach any layer', async () => {
    const computed = [
      'export const load = (n: string) => import(`../api/${n}`);\n',
      'export const load = (n: string) => import(`./${n}`);\n',
      'export const load = (n: string) => import(n);\n',
    ];
    for (const code of computed) {
      const errors = await boundaryErrors('src/ui/modal.tsx', code);
      expect(errors, code).toHaveLength(1);
      expect(errors[0]).toContain('computed');
    }
    expect(await boundaryErrors('src/features/news/news-list.ts', computed[0]!)).toHaveLength(1);
    expect(await boundaryErrors('src/lib/dates.ts', computed[2]!)).toHaveLength(1);
    // The server loads the built render entry from a path it computes; that is not a boundary question.
    expect(await boundaryErrors('server/render/page-renderer.ts', computed[2]!)).toEqual([]);
  });

  describe('workbox-window, which only src/pwa/ may import', () => {
    const packageErrors = async (filePath: string, specifier: string) => {
      const [result] = await eslint.lintText(importing(specifier), { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    };

    it.each([
      'src/lib/storage.ts',
      'src/routes/logout.tsx',
      'src/features/news/news-list.ts',
      'src/ui/modal.tsx',
      'src/auth/logout.ts',
      'src/main.tsx',
    ])('is refused in %s', async (file) => {
      const errors = await packageErrors(file, 'workbox-window');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('workbox-window');
    });

    it('is allowed in src/pwa/', async () => {
      expect(await packageErrors('src/pwa/register.ts', 'workbox-window')).toEqual([]);
    });

    it('leaves lib/ refusing React as well', async () => {
      expect(await packageErrors('src/lib/storage.ts', 'react')).toHaveLength(1);
    });
  });
});
