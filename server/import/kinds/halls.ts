/**
 * The exhibition's hall plans: a folder of `<hall>.svg` files (the file's name is the hall's key, as stand
 * numbers start with it) and an optional halls.xlsx (key, name_ru, name_en, name_zh, order). Each SVG is
 * read into polygons in metres (../halls/svg-reader.ts); the database keeps geometry only.
 *
 * Matching: a hall by its key; a stand by its number within its hall; another shape by its kind and name
 * (an entrance, a service, a room: the organiser's own, data-name; a changed translation is a change of the
 * same shape), its other hall (a door), and its place among shapes of the same mark (wall #3). A plan is the whole drawing of its hall, so a shape no longer on it is removed; a hall whose
 * file is gone is kept unless --prune. A hall absent from halls.xlsx keeps its stored name and order (a new
 * one is named by its key). The report notes, per hall, what to look at (../halls/plan-notes.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { hallShapes, halls, participants, type Localized, type ShapeNames } from '../../db/schema';
import { batches } from '../batches';
import { changedColumns, matchRows, mergeChanges, type Changes } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, PositionSchema, toColumns } from '../content/fields';
import { readSheet, writeSheets } from '../content/table';
import { importExhibition, requireExhibition, unknownExhibition } from '../exhibition';
import { planNotes, type NoteHall } from '../halls/plan-notes';
import { readHallSvg, type SvgShape } from '../halls/svg-reader';
import { hallSvg } from '../halls/svg-writer';
import type { DbOrTx, DbTx, ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput } from '../row-rules';

export const HALLS_SHEET = 'halls';
const SHEET_FILE = 'halls.xlsx';
const COLUMNS = ['key', ...localizedColumns('name'), 'order'];

/** A hall key as a file name and a stand number's start take it: letters, digits, - and _. */
const HALL_KEY = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,19}$/u;

const HallSheetSchema = v.object({
  key: v.pipe(v.string(), v.trim(), v.regex(HALL_KEY, 'must be the name of a hall plan file without .svg (letters, digits, - or _)')),
  name: localizedOf(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), true),
  order: PositionSchema,
});

export type HallRow = {
  key: string;
  /** From halls.xlsx; absent: the stored one, else the key. */
  name?: Localized;
  order?: number;
  metresPerUnit: number;
  outline: number[];
  shapes: SvgShape[];
};

type StoredShape = typeof hallShapes.$inferSelect;
/** What an import compares and writes of a matched shape: its translated names count as a change (names_en). */
type ShapeValues = { points: number[]; names: ShapeNames | null };

const naturalOrder = new Intl.Collator('en', { numeric: true }).compare;

type Marks = { kind: string; stand?: string | null; name?: string | null; to?: string | null };
/** A stored shape's marks under the reader's names (its other hall is `toHall` in the table). */
const marksOf = (shape: StoredShape): Marks => ({ kind: shape.kind, stand: shape.stand, name: shape.name, to: shape.toHall });

/** A shape's key within its hall, in the report as `<hall> <key>`: stand 2F55, entrance Север, door →3, wall #2. */
function shapeKeys(shapes: Marks[]): string[] {
  const seen = new Map<string, number>();
  return shapes.map((shape) => {
    const mark = shape.kind === 'stand' ? shape.stand : shape.kind === 'door' ? (shape.to ? `→${shape.to}` : '') : shape.name;
    const base = mark ? `${shape.kind} ${mark}` : shape.kind;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    // Stands are unique in a hall (read() refuses a second); named shapes get a number only when repeated.
    return mark && count === 1 ? base : `${base} #${count}`;
  });
}

const svgProblem = (file: string, problem: { line: number; element: string; message: string }): ImportProblem => ({
  file,
  row: problem.line,
  column: problem.element,
  message: problem.message,
});

async function readSheetRows(
  source: string,
  problems: ImportProblem[],
): Promise<Map<string, { row: v.InferOutput<typeof HallSheetSchema>; at: SourceRef }>> {
  const byKey = new Map<string, { row: v.InferOutput<typeof HallSheetSchema>; at: SourceRef }>();
  const file = path.join(source, SHEET_FILE);
  if (!existsSync(file)) return byKey;
  const table = await readSheet(file, HALLS_SHEET, true);
  if (!table) return byKey;
  const missing = missingColumns(table.headers, ['key', 'name_ru'], { file: SHEET_FILE, sheet: table.sheet });
  if (missing.length) {
    problems.push(...missing);
    return byKey;
  }
  const rows: Located<v.InferOutput<typeof HallSheetSchema>>[] = [];
  for (const record of table.records) {
    const parsed = parseRecord(HallSheetSchema, recordInput(record, { plain: ['key', 'order'], localized: ['name'] }), record);
    if ('problems' in parsed) problems.push(...parsed.problems);
    else rows.push({ row: parsed.row, at: record.at });
  }
  problems.push(...duplicateIds(rows, (row) => row.key, 'key'));
  // Keyed as the files are matched: T1.svg is the row t1 too.
  for (const located of rows) byKey.set(located.row.key.toUpperCase(), located);
  return byKey;
}

/** An exhibition's stored plans: halls in their order, shapes in the order they were written (the files'). */
export async function storedPlans(db: DbOrTx, exPrefix: string) {
  const list = await db.select().from(halls).where(eq(halls.exPrefix, exPrefix)).orderBy(asc(halls.sortOrder), asc(halls.key));
  const ids = list.map((hall) => hall.id);
  const shapes = ids.length ? await db.select().from(hallShapes).where(inArray(hallShapes.hallId, ids)).orderBy(asc(hallShapes.id)) : [];
  return { halls: list, shapes };
}

async function catalogueStands(db: DbOrTx, exPrefix: string): Promise<Set<string>> {
  const rows = await db.select({ stands: participants.stands }).from(participants).where(eq(participants.exPrefix, exPrefix));
  return new Set(rows.flatMap((row) => row.stands.map((stand) => stand.trim()).filter(Boolean)));
}

export const hallsKind: ImportKind<HallRow> = {
  name: 'halls',
  source: 'folder',

  async read(source) {
    const problems: ImportProblem[] = [];
    const rows: Located<HallRow>[] = [];
    const entries = await readdir(source, { withFileTypes: true }).catch(() => null);
    if (!entries) return { rows, problems: [{ file: path.basename(source), message: 'must be a folder of <hall>.svg files' }] };
    const files = entries
      .filter((entry) => entry.isFile() && /\.svg$/i.test(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort(naturalOrder);
    const sheet = await readSheetRows(source, problems);
    if (files.length === 0) problems.push({ file: path.basename(source), message: 'holds no hall plans (<hall>.svg files)' });
    const keys = new Set<string>();
    for (const file of files) {
      const key = file.replace(/\.svg$/i, '');
      if (!HALL_KEY.test(key)) {
        problems.push({ file, message: 'the file name is the hall key: letters, digits, - or _, then .svg' });
        continue;
      }
      if (keys.has(key.toUpperCase())) {
        problems.push({ file, message: `another file names hall ${key} too` });
        continue;
      }
      keys.add(key.toUpperCase());
      const read = readHallSvg(await readFile(path.join(source, file), 'utf8'));
      problems.push(...read.problems.map((problem) => svgProblem(file, problem)));
      if (!read.hall) continue;
      const seen = new Map<string, SvgShape>();
      for (const shape of read.hall.shapes) {
        if (!shape.stand) continue;
        const first = seen.get(shape.stand);
        if (first)
          problems.push(svgProblem(file, { ...shape.at, message: `stand ${shape.stand} is drawn twice (also on line ${first.at.line})` }));
        else seen.set(shape.stand, shape);
      }
      const named = sheet.get(key.toUpperCase());
      rows.push({
        at: { file },
        row: { key, ...(named ? { name: named.row.name, order: named.row.order } : {}), ...read.hall },
      });
    }
    for (const [key, named] of sheet) {
      if (!keys.has(key)) problems.push({ ...named.at, column: 'key', message: `there is no ${named.row.key}.svg in the folder` });
    }
    return { rows, problems };
  },

  async check(db, rows, options) {
    return (await importExhibition(db, options)) ? [] : [unknownExhibition(rows[0]?.at.file ?? '', options)];
  },

  async plan(db, rows, options) {
    const { prefixContract: exPrefix } = await requireExhibition(db, options);
    const { halls: stored, shapes: storedShapes } = await storedPlans(db, exPrefix);
    const shapesOf = (hallId: string) => storedShapes.filter((shape) => shape.hallId === hallId);
    const storedByKey = new Map(stored.map((hall) => [hall.key, hall]));
    const fallbackOrder = new Map(
      [...rows].sort((a, b) => naturalOrder(a.row.key, b.row.key)).map(({ row }, index) => [row.key, index + 1]),
    );

    const wantedHall = (row: HallRow) => {
      const kept = storedByKey.get(row.key);
      return {
        name: row.name ?? kept?.name ?? { ru: row.key, en: row.key, zh: row.key },
        sortOrder: row.order ?? kept?.sortOrder ?? (fallbackOrder.get(row.key) as number),
        metresPerUnit: row.metresPerUnit,
        outline: row.outline,
      };
    };
    const matchedHalls = matchRows({
      stored,
      keyOf: (hall) => hall.key,
      current: (hall) => ({ name: hall.name, sortOrder: hall.sortOrder, metresPerUnit: hall.metresPerUnit, outline: hall.outline }),
      wanted: rows.map(({ row }) => ({ key: row.key, values: wantedHall(row) })),
      prune: options.prune,
    });
    const hallLabel = (change: Changes['added'][number]) => ({ ...change, key: `hall ${change.key}` });
    const changes: Changes = {
      ...matchedHalls.changes,
      added: matchedHalls.changes.added.map(hallLabel),
      changed: matchedHalls.changes.changed.map(hallLabel),
      removed: matchedHalls.changes.removed.map(hallLabel),
      kept: matchedHalls.changes.kept.map(hallLabel),
    };

    // Every hall the source holds replaces its shapes: the plan is the whole drawing.
    const shapePlans = rows.map(({ row }) => {
      const hall = storedByKey.get(row.key);
      const old = hall ? shapesOf(hall.id) : [];
      const oldKeys = shapeKeys(old.map(marksOf));
      const keyOfStored = new Map(old.map((shape, i) => [shape, `${row.key} ${oldKeys[i]}`]));
      const newKeys = shapeKeys(row.shapes);
      const matched = matchRows<StoredShape, ShapeValues>({
        stored: old,
        keyOf: (shape) => keyOfStored.get(shape) as string,
        current: (shape) => ({ points: shape.points, names: shape.names }),
        wanted: row.shapes.map((shape, i) => ({
          key: `${row.key} ${newKeys[i]}`,
          values: { points: shape.points, names: shape.names ?? null },
        })),
        prune: true,
      });
      mergeChanges(changes, matched.changes);
      const byKey = new Map(row.shapes.map((shape, i) => [`${row.key} ${newKeys[i]}`, shape]));
      return { row, matched, byKey };
    });

    const readKeys = new Set(rows.map(({ row }) => row.key));
    const afterwards: NoteHall[] = [
      ...shapePlans.map(({ row }) => {
        const keys = shapeKeys(row.shapes);
        return {
          key: row.key,
          outline: row.outline,
          read: true,
          shapes: row.shapes.map((shape, i) => ({ ...shape, label: `${keys[i]} (line ${shape.at.line})` })),
        };
      }),
      ...stored
        .filter((hall) => !readKeys.has(hall.key) && !options.prune)
        .map((hall) => {
          const own = shapesOf(hall.id);
          const keys = shapeKeys(own.map(marksOf));
          return {
            key: hall.key,
            outline: hall.outline,
            read: false,
            shapes: own.map((shape, i) => ({
              kind: shape.kind,
              points: shape.points,
              stand: shape.stand,
              to: shape.toHall,
              label: keys[i] as string,
            })),
          };
        }),
    ];
    const notes = planNotes(afterwards, await catalogueStands(db, exPrefix));

    return {
      changes,
      notes,
      write: async (tx: DbTx) => {
        const idOf = new Map(stored.map((hall) => [hall.key, hall.id]));
        for (const { key, values } of matchedHalls.add) {
          const [inserted] = await tx
            .insert(halls)
            .values({ exPrefix, key, ...values })
            .returning({ id: halls.id });
          idOf.set(key, (inserted as { id: string }).id);
        }
        for (const { stored: hall, values } of matchedHalls.update) {
          await tx.update(halls).set(changedColumns(values, hall)).where(eq(halls.id, hall.id));
        }
        for (const { row, matched, byKey } of shapePlans) {
          const hallId = idOf.get(row.key) as string;
          const values = matched.add.map(({ key }) => {
            const shape = byKey.get(key) as SvgShape;
            return {
              hallId,
              kind: shape.kind,
              stand: shape.stand ?? null,
              name: shape.name ?? null,
              names: shape.names ?? null,
              toHall: shape.to ?? null,
              points: shape.points,
            };
          });
          for (const batch of batches(values)) await tx.insert(hallShapes).values(batch);
          for (const { stored: shape, values: changed } of matched.update) {
            await tx.update(hallShapes).set(changed).where(eq(hallShapes.id, shape.id));
          }
          for (const batch of batches(matched.remove.map((shape) => shape.id)))
            await tx.delete(hallShapes).where(inArray(hallShapes.id, batch));
        }
        // A removed hall's shapes go with it (ON DELETE CASCADE).
        const gone = matchedHalls.remove.map((hall) => hall.id);
        for (const batch of batches(gone)) await tx.delete(halls).where(inArray(halls.id, batch));
      },
    };
  },

  async export(db, target, options) {
    const { prefixContract: exPrefix } = await requireExhibition(db, options);
    const { halls: list, shapes: allShapes } = await storedPlans(db, exPrefix);
    await mkdir(target, { recursive: true });
    for (const hall of list) {
      const shapes = allShapes.filter((shape) => shape.hallId === hall.id);
      const drawing = {
        metresPerUnit: hall.metresPerUnit,
        outline: hall.outline,
        shapes: shapes.map((shape) => ({
          kind: shape.kind,
          points: shape.points,
          stand: shape.stand,
          name: shape.name,
          names: shape.names,
          to: shape.toHall,
        })),
      };
      await writeFile(path.join(target, `${hall.key}.svg`), hallSvg(drawing));
    }
    await writeHallsSheet(
      target,
      list.map((hall) => ({ key: hall.key, ...toColumns('name', hall.name), order: String(hall.sortOrder) })),
    );
    return { rows: list.length };
  },

  async starter(target) {
    await mkdir(target, { recursive: true });
    const stand = (number: string, x: number, y: number) => ({
      kind: 'stand',
      stand: number,
      points: [x, y, x + 6, y, x + 6, y + 3, x, y + 3],
    });
    await writeFile(
      path.join(target, '1.svg'),
      hallSvg({
        metresPerUnit: 1,
        outline: [0, 0, 60, 0, 60, 30, 0, 30],
        shapes: [
          stand('1A01', 5, 5),
          stand('1A02', 11, 5),
          { kind: 'entrance', name: 'Вход', names: { en: 'Entrance', zh: '入口' }, points: [28, 29, 32, 29, 32, 30, 28, 30] },
          { kind: 'service', name: 'Кафе', names: { en: 'Café', zh: '咖啡厅' }, points: [50, 20, 58, 20, 58, 28, 50, 28] },
        ],
      }),
    );
    await writeHallsSheet(target, [{ key: '1', ...toColumns('name', { ru: 'Павильон 1', en: 'Hall 1', zh: '1号馆' }), order: '1' }]);
  },
};

const writeHallsSheet = (folder: string, rows: Record<string, string>[]) =>
  writeSheets(path.join(folder, SHEET_FILE), [{ name: HALLS_SHEET, columns: COLUMNS, rows }]);
