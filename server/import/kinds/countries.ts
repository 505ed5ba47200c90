/**
 * Countries, as the catalogue's filter lists them: one_cid (the id exhibitors' country_cid names, as in
 * 1C) and the name in each language. One list for every site. A country exhibitors still name cannot be
 * pruned: the file that drops it must drop them too (or keep it).
 */
import path from 'node:path';
import { asc, inArray, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { CatalogueCidSchema } from '../../../src/contract/participants';
import { countries, participants } from '../../db/schema';
import { matchRows } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, toColumns } from '../content/fields';
import { readSheet, writeSheets } from '../content/table';
import type { ImportKind, ImportProblem, Located } from '../kind';
import { missingColumns, parseRecord, recordInput } from '../row-rules';
import { STARTER_COUNTRY } from '../starter';

const CountrySourceSchema = v.object({
  one_cid: v.pipe(v.string(), v.nonEmpty('is required'), CatalogueCidSchema),
  name: localizedOf(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), true),
});
export type CountryRow = v.InferOutput<typeof CountrySourceSchema>;

const COLUMNS = ['one_cid', ...localizedColumns('name')];
const writeCountries = (target: string, rows: Record<string, string>[]) =>
  writeSheets(target, [{ name: 'countries', columns: COLUMNS, rows }]);

export const countriesKind: ImportKind<CountryRow> = {
  name: 'countries',
  source: 'workbook',

  async read(source) {
    const table = await readSheet(source, 'countries', true);
    const problems: ImportProblem[] = [];
    const rows: Located<CountryRow>[] = [];
    if (!table) return { rows, problems };
    problems.push(...missingColumns(table.headers, ['one_cid', 'name_ru'], { file: path.basename(source), sheet: table.sheet }));
    for (const record of table.records) {
      const parsed = parseRecord(CountrySourceSchema, recordInput(record, { plain: ['one_cid'], localized: ['name'] }), record);
      if ('problems' in parsed) problems.push(...parsed.problems);
      else rows.push({ row: parsed.row, at: record.at });
    }
    problems.push(...duplicateIds(rows, (row) => row.one_cid, 'one_cid'));
    return { rows, problems };
  },

  async check(db, rows, options) {
    if (!options.prune) return [];
    const kept = new Set(rows.map(({ row }) => row.one_cid));
    const named = await db.selectDistinct({ cid: participants.countryCid }).from(participants).where(isNotNull(participants.countryCid));
    const gone = named.flatMap((row) => (row.cid && !kept.has(row.cid) ? [row.cid] : []));
    return gone.length
      ? [{ file: rows[0]?.at.file ?? '', message: `--prune would remove countries exhibitors still name: ${gone.sort().join(', ')}` }]
      : [];
  },

  async plan(db, rows, options) {
    const stored = await db.select().from(countries);
    const matched = matchRows({
      stored,
      keyOf: (row) => row.oneCid,
      current: (row) => ({ name: row.name }),
      wanted: rows.map(({ row }) => ({ key: row.one_cid, values: { name: row.name } })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        if (matched.add.length) await tx.insert(countries).values(matched.add.map(({ key, values }) => ({ oneCid: key, ...values })));
        for (const { key, values } of matched.update)
          await tx
            .update(countries)
            .set(values)
            .where(inArray(countries.oneCid, [key]));
        const gone = matched.remove.map((row) => row.oneCid);
        if (gone.length) await tx.delete(countries).where(inArray(countries.oneCid, gone));
      },
    };
  },

  async export(db, target) {
    const rows = await db.select().from(countries).orderBy(asc(countries.oneCid));
    await writeCountries(
      target,
      rows.map((row) => ({ one_cid: row.oneCid, ...toColumns('name', row.name) })),
    );
    return { rows: rows.length };
  },

  async starter(target) {
    await writeCountries(target, [{ one_cid: STARTER_COUNTRY, ...toColumns('name', { ru: 'Россия', en: 'Russia', zh: '俄罗斯' }) }]);
  },

  brings(rows, pending) {
    for (const { row } of rows) pending.countries.add(row.one_cid);
  },
};
