/**
 * The site's exhibitions: one row per show, matched by its prefix (ME27, the `prefix_contract` every URL
 * and every other file names it by). Dates are Moscow wall-clock times; exactly one row is the current
 * exhibition, the one the home page counts down to and the catalogue and programme open on. The press
 * release is HTML (the API sanitises it when it answers). An exhibition that still has exhibitors, a
 * programme, galleries or visitors' registrations cannot be pruned.
 */
import path from 'node:path';
import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import * as v from 'valibot';
import { DEFAULT_EX_TYPE } from '../../../src/contract/common';
import { exhibitionPrefixParam } from '../../../src/contract/query-params';
import { events, exhibitionRegistrations, exhibitions, participants, photoGalleries, type Localized } from '../../db/schema';
import { fieldChanges, matchRows } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, toColumns } from '../content/fields';
import { readSheet, writeSheets } from '../content/table';
import { DATE_TIME_HINT, formatVenueDateTime, parseVenueDateTime } from '../content/venue-time';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { DbOrTx, ImportKind, ImportProblem, Located } from '../kind';
import { flagRule, missingColumns, parseRecord, recordInput, textRule } from '../row-rules';

const DateTime = v.pipe(
  v.string(),
  v.check((text) => parseVenueDateTime(text) !== null, DATE_TIME_HINT),
  v.transform((text) => parseVenueDateTime(text) as Date),
);
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));

const ExhibitionSourceSchema = v.pipe(
  v.object({
    prefix: v.pipe(v.string(), v.trim(), v.toUpperCase(), exhibitionPrefixParam('prefix')),
    is_current: flagRule,
    registration_available: flagRule,
    date_start: DateTime,
    date_end: DateTime,
    name: localizedOf(Text(300), true),
    full_name: localizedOf(Text(500)),
    location: localizedOf(Text(500)),
    press_release_title: localizedOf(Text(500)),
    press_release_text: localizedOf(textRule(100_000)),
  }),
  v.forward(
    v.check((row) => row.date_end.getTime() > row.date_start.getTime(), 'must be later than date_start'),
    ['date_end'],
  ),
);
export type ExhibitionRow = v.InferOutput<typeof ExhibitionSourceSchema>;

const PLAIN = ['prefix', 'is_current', 'registration_available', 'date_start', 'date_end'];
const LOCALIZED = ['name', 'full_name', 'location', 'press_release_title', 'press_release_text'];
const COLUMNS = [...PLAIN, ...LOCALIZED.flatMap(localizedColumns)];

type Stored = typeof exhibitions.$inferSelect;
const EMPTY: Localized = { ru: '', en: '', zh: '' };
/** An empty press release is stored as none (the page then answers 404, as for a show without one). */
const orNull = (text: Localized) => (Object.values(text).some(Boolean) ? text : null);

const current = (row: Stored) => ({
  isCurrent: row.isCurrent,
  registrationAvailable: row.registrationAvailable,
  dateStart: row.dateStart,
  dateEnd: row.dateEnd,
  name: row.name,
  fullName: row.fullName,
  location: row.location,
  pressReleaseTitle: row.pressReleaseTitle ?? EMPTY,
  pressReleaseText: row.pressReleaseText ?? EMPTY,
});
type Values = ReturnType<typeof current>;
const columns = (values: Values) => ({
  ...values,
  pressReleaseTitle: orNull(values.pressReleaseTitle),
  pressReleaseText: orNull(values.pressReleaseText),
});

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const writeExhibitions = (target: string, rows: Record<string, string>[]) =>
  writeSheets(target, [{ name: 'exhibitions', columns: COLUMNS, rows }]);

/** What still names an exhibition, so pruning it would fail or take visitors' data with it. */
async function holders(db: DbOrTx, prefixes: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (prefixes.length === 0) return out;
  const tables = [
    ['exhibitors', participants],
    ['sessions', events],
    ['galleries', photoGalleries],
    ['visitor registrations', exhibitionRegistrations],
  ] as const;
  for (const [what, table] of tables) {
    const rows = await db
      .select({ prefix: table.exPrefix, n: count() })
      .from(table)
      .where(inArray(table.exPrefix, prefixes))
      .groupBy(table.exPrefix);
    for (const row of rows) out.set(row.prefix, [...(out.get(row.prefix) ?? []), `${row.n} ${what}`]);
  }
  return out;
}

export const exhibitionsKind: ImportKind<ExhibitionRow> = {
  name: 'exhibitions',
  source: 'workbook',

  async read(source) {
    const table = await readSheet(source, 'exhibitions', true);
    const problems: ImportProblem[] = [];
    const rows: Located<ExhibitionRow>[] = [];
    if (!table) return { rows, problems };
    problems.push(
      ...missingColumns(table.headers, ['prefix', 'is_current', 'date_start', 'date_end', 'name_ru'], {
        file: path.basename(source),
        sheet: table.sheet,
      }),
    );
    for (const record of table.records) {
      const parsed = parseRecord(ExhibitionSourceSchema, recordInput(record, { plain: PLAIN, localized: LOCALIZED }), record);
      if ('problems' in parsed) problems.push(...parsed.problems);
      else rows.push({ row: parsed.row, at: record.at });
    }
    problems.push(...duplicateIds(rows, (row) => row.prefix, 'prefix'));
    const currents = rows.filter(({ row }) => row.is_current);
    if (rows.length > 0 && currents.length !== 1) {
      problems.push({
        file: table.file,
        sheet: table.sheet,
        column: 'is_current',
        message: `exactly one exhibition must be current (is_current: yes), the file has ${currents.length}`,
      });
    }
    return { rows, problems };
  },

  async check(db, rows, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    if (!exType) return problems;
    const prefixes = rows.map(({ row }) => row.prefix);
    if (prefixes.length) {
      const taken = await db
        .select({ prefix: exhibitions.prefixContract, exType: exhibitions.exType })
        .from(exhibitions)
        .where(and(inArray(exhibitions.prefixContract, prefixes), not(eq(exhibitions.exType, exType))));
      for (const found of taken) {
        const at = rows.find(({ row }) => row.prefix === found.prefix)?.at;
        if (at) problems.push({ ...at, column: 'prefix', message: `${found.prefix} is an exhibition of the site type ${found.exType}` });
      }
    }
    if (options.prune) {
      const stored = await db.select({ prefix: exhibitions.prefixContract }).from(exhibitions).where(eq(exhibitions.exType, exType));
      const gone = stored.map((row) => row.prefix).filter((prefix) => !prefixes.includes(prefix));
      for (const [prefix, what] of await holders(db, gone)) {
        problems.push({ file: rows[0]?.at.file ?? '', message: `--prune would remove ${prefix}, which still has ${what.join(', ')}` });
      }
    }
    return problems;
  },

  async plan(db, rows, options) {
    const exType = await requireSiteType(db, options);
    const stored = await db.select().from(exhibitions).where(eq(exhibitions.exType, exType));
    const matched = matchRows({
      stored,
      keyOf: (row) => row.prefixContract,
      current,
      wanted: rows.map(({ row }) => ({
        key: row.prefix,
        values: {
          isCurrent: row.is_current,
          registrationAvailable: row.registration_available,
          dateStart: row.date_start,
          dateEnd: row.date_end,
          name: row.name,
          fullName: row.full_name,
          location: row.location,
          pressReleaseTitle: row.press_release_title,
          pressReleaseText: row.press_release_text,
        },
      })),
      prune: options.prune,
    });
    // The file names the current exhibition: a stored one the file leaves out stops being current.
    const named = new Set(rows.map(({ row }) => row.prefix));
    const demoted = rows.length
      ? stored.filter((row) => row.isCurrent && !named.has(row.prefixContract) && !matched.remove.includes(row))
      : [];
    for (const row of demoted) {
      matched.changes.kept = matched.changes.kept.filter((entry) => entry.key !== row.prefixContract);
      matched.changes.changed.push({ key: row.prefixContract, fields: fieldChanges({ isCurrent: true }, { isCurrent: false }) });
    }
    return {
      changes: matched.changes,
      write: async (tx) => {
        for (const row of demoted)
          await tx.update(exhibitions).set({ isCurrent: false }).where(eq(exhibitions.prefixContract, row.prefixContract));
        for (const { key, values } of matched.add) await tx.insert(exhibitions).values({ ...columns(values), exType, prefixContract: key });
        for (const { key, values } of matched.update)
          await tx.update(exhibitions).set(columns(values)).where(eq(exhibitions.prefixContract, key));
        const gone = matched.remove.map((row) => row.prefixContract);
        if (gone.length) await tx.delete(exhibitions).where(inArray(exhibitions.prefixContract, gone));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const rows = await db.select().from(exhibitions).where(eq(exhibitions.exType, exType)).orderBy(asc(exhibitions.dateStart));
    await writeExhibitions(
      target,
      rows.map((row) => {
        const values = current(row);
        return {
          prefix: row.prefixContract,
          is_current: yesNo(row.isCurrent),
          registration_available: yesNo(row.registrationAvailable),
          date_start: formatVenueDateTime(row.dateStart),
          date_end: formatVenueDateTime(row.dateEnd),
          ...toColumns('name', values.name),
          ...toColumns('full_name', values.fullName),
          ...toColumns('location', values.location),
          ...toColumns('press_release_title', values.pressReleaseTitle),
          ...toColumns('press_release_text', values.pressReleaseText),
        };
      }),
    );
    return { rows: rows.length };
  },

  async starter(target, show) {
    await writeExhibitions(target, [
      {
        prefix: show.prefix,
        is_current: 'yes',
        registration_available: 'yes',
        date_start: show.dateStart,
        date_end: show.dateEnd,
        ...toColumns('name', { ru: `Выставка ${show.year}`, en: `Exhibition ${show.year}`, zh: `${show.year} 展会` }),
        ...toColumns('full_name', {
          ru: `Международная выставка ${show.year}`,
          en: `International exhibition ${show.year}`,
          zh: `${show.year} 国际展会`,
        }),
        ...toColumns('location', { ru: 'Москва', en: 'Moscow', zh: '莫斯科' }),
        ...toColumns('press_release_title', { ru: 'Пресс-релиз', en: 'Press release', zh: '新闻稿' }),
        ...toColumns('press_release_text', {
          ru: '<p>Текст пресс-релиза.</p>',
          en: '<p>The press release.</p>',
          zh: '<p>新闻稿正文。</p>',
        }),
      },
    ]);
  },

  brings(rows, pending, options) {
    for (const { row } of rows) {
      pending.exhibitions.push({
        prefixContract: row.prefix,
        exType: options.site ?? DEFAULT_EX_TYPE,
        dateStart: row.date_start,
        dateEnd: row.date_end,
        location: row.location,
        isCurrent: row.is_current,
      });
    }
  },
};
