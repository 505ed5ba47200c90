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
    ['server/render/page-renderer.ts', '../../src/entry-server'],
    ['server/render/page-renderer.ts', '../../src/entry-server-types'],
    ['sw/sw.ts', '../src/contract/common'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, importing(specifier))).toEqual([]);
  });

  it('checks re-exports and dynamic imports as well as imports', async () => {
    expect(await boundaryErrors('src/ui/modal.tsx', "export { thing } from '../api/client';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/ui/modal.tsx', "export const load = () => import('../session/use-session');\n")).toHaveLength(1);
  });
});
