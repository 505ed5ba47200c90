/**
 * Every kind writes back what it reads: the export of each kind (as a workbook, as .csv files, or as a
 * folder), imported again into the same database, is "0 added, 0 changed, 0 removed", with every row
 * counted unchanged and nothing written (the content version does not move).
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIND_ORDER, type ImportKindName } from '../../server/import/kind';
import { importKind } from '../../server/import/kinds';
import { runExport } from '../../server/import/export';
import { runImport } from '../../server/import/run';
import { useApiServer } from '../support/api-server';
import { writeSmallHallPlan } from '../support/hall-plans';
import { tempFolder } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { importerFor } from './import-content-support';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const importer = importerFor(db);
const root = tempFolder('import-round-trip');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(root, { recursive: true, force: true })));

/** The targets a kind exports to: a workbook and .csv files, or a folder (news: all three). */
function targetsOf(kind: ImportKindName): string[] {
  const shape = importKind(kind)?.source;
  const folder = path.join(root, kind);
  if (shape === 'folder') return [folder];
  const sheets = [path.join(root, `${kind}.xlsx`), path.join(root, 'csv', `${kind}.csv`)];
  return shape === 'either' ? [folder, ...sheets] : sheets;
}

describe('export → import of each kind changes nothing', () => {
  for (const kind of KIND_ORDER) {
    it(`${kind}: every export of the demo imports back as "0 changed"`, { timeout: 120_000 }, async () => {
      // The catalogue, the programme and the hall plans are one exhibition's: the current one's.
      const exhibition = kind === 'participants' || kind === 'events' || kind === 'halls' ? CURRENT : undefined;
      // The test's own plan, so the kind has something to export whatever the seed draws.
      if (kind === 'halls')
        await runImport(db, { kind, source: writeSmallHallPlan(path.join(root, 'plan')), exhibition, dryRun: false, prune: false });
      for (const target of targetsOf(kind)) {
        await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(target), { recursive: true }));
        const { rows } = await runExport(db, { kind, target, exhibition });
        expect(rows, target).toBeGreaterThan(0);
        const version = await importer.contentVersion();
        const report = await runImport(db, { kind, source: target, exhibition, dryRun: false, prune: true });
        expect(report.problems, target).toEqual([]);
        expect(report.counts, target).toMatchObject({ added: 0, changed: 0, removed: 0 });
        expect(report.counts?.unchanged, target).toBeGreaterThan(0);
        expect(await importer.contentVersion(), target).toBe(version);
      }
    });
  }
});
