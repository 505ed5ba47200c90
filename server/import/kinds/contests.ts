/**
 * Contests: a workbook (or .csv) with a "contests" sheet — url (the contest's slug and its id), position,
 * image, name_ru … full_text_zh — and an optional "laureates" sheet — contest (a url), year, title_*,
 * text_*, is_redirect_link, link — matched by url, and by url and year — and an optional "files" sheet of
 * the PDFs a contest page lists (contest-files.ts). Texts are HTML, sanitised when stored. With --prune the
 * workbook is the whole truth: contests, laureate years and files it does not hold are removed.
 */
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ContestDetailSchema, ContestLaureateYearSchema, LaureatesSchema } from '../../../src/contract/contests';
import { slugParam, yearParam } from '../../../src/contract/query-params';
import { contestFiles, contestLaureates, contests, type Localized } from '../../db/schema';
import { cleanHtml } from '../../http/sanitize-html';
import {
  duplicateIds,
  localizedColumns,
  localizedOf,
  PictureRefSchema,
  PositionSchema,
  siteTypeOf,
  toColumns,
  unchanged,
} from '../content/fields';
import { resolvePicture, storeEvery, unreadablePictures, type PictureSource } from '../content/pictures';
import { isTableFile, readSheet, writeSheets } from '../content/table';
import type { ImportCounts, ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { flagRule, missingColumns, parseRecord, recordInput } from '../row-rules';
import type { Table } from '../sheet';
import { applyContestFiles, contestFilesSheet, fileKey, readContestFiles, unusableFiles, type ContestFileRow } from './contest-files';

const contest = ContestDetailSchema.entries;
const laureate = { ...ContestLaureateYearSchema.entries, ...LaureatesSchema.entries };

export const ContestSourceSchema = v.object({
  url: slugParam('url'),
  position: PositionSchema,
  image: v.pipe(PictureRefSchema, contest.image),
  name: localizedOf(contest.name, true),
  short_text: localizedOf(contest.short_text),
  full_text: localizedOf(contest.full_text),
});

export const LaureateSourceSchema = v.object({
  contest: slugParam('contest'),
  year: yearParam('year'),
  title: localizedOf(laureate.title, true),
  text: localizedOf(laureate.text),
  is_redirect_link: flagRule,
  link: v.pipe(v.string(), laureate.link),
});

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type ContestRow =
  | {
      type: 'contest';
      url: string;
      position: number;
      image: PictureSource;
      imageAt: SourceRef;
      name: Texts;
      shortText: Texts;
      fullText: Texts;
    }
  | { type: 'laureate'; contestUrl: string; year: number; title: Texts; text: Texts; isRedirectLink: boolean; link: string }
  | ContestFileRow;

const html = (text: Localized): Localized => ({ ru: cleanHtml(text.ru), en: cleanHtml(text.en), zh: cleanHtml(text.zh) });

const CONTEST_TEXTS = ['name', 'short_text', 'full_text'];
const LAUREATE_TEXTS = ['title', 'text'];

function readContests(table: Table | null, baseDir: string, problems: ImportProblem[]): Located<ContestRow>[] {
  if (!table) return [];
  problems.push(...missingColumns(table.headers, ['url', 'image', 'name_ru'], { file: table.file, sheet: table.sheet }));
  const out: Located<ContestRow>[] = [];
  for (const record of table.records) {
    const parsed = parseRecord(
      ContestSourceSchema,
      recordInput(record, { plain: ['url', 'position', 'image'], localized: CONTEST_TEXTS }),
      record,
    );
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    const f = parsed.row;
    const imageAt = record.cells.get('image')?.at ?? { ...record.at, column: 'image' };
    const picture = resolvePicture(f.image, baseDir, imageAt, true);
    if (picture.problem) problems.push(picture.problem);
    if (!picture.picture) continue;
    const { url, position, name } = f;
    out.push({
      at: record.at,
      row: {
        type: 'contest',
        url,
        position,
        image: picture.picture,
        imageAt,
        name,
        shortText: html(f.short_text),
        fullText: html(f.full_text),
      },
    });
  }
  return out;
}

function readLaureates(table: Table | null, problems: ImportProblem[]): Located<ContestRow>[] {
  if (!table) return [];
  problems.push(...missingColumns(table.headers, ['contest', 'year', 'title_ru'], { file: table.file, sheet: table.sheet }));
  const out: Located<ContestRow>[] = [];
  for (const record of table.records) {
    const parsed = parseRecord(
      LaureateSourceSchema,
      recordInput(record, { plain: ['contest', 'year', 'is_redirect_link', 'link'], localized: LAUREATE_TEXTS }),
      record,
    );
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    const f = parsed.row;
    const row: ContestRow = {
      type: 'laureate',
      contestUrl: f.contest,
      year: f.year,
      title: f.title,
      text: html(f.text),
      isRedirectLink: f.is_redirect_link,
      link: f.link,
    };
    out.push({ at: record.at, row });
  }
  return out;
}

const contestsOf = (rows: Located<ContestRow>[]) => rows.flatMap(({ row }) => (row.type === 'contest' ? [row] : []));
const CONTEST_COLUMNS = ['url', 'position', 'image', ...CONTEST_TEXTS.flatMap(localizedColumns)];
const LAUREATE_COLUMNS = ['contest', 'year', ...LAUREATE_TEXTS.flatMap(localizedColumns), 'is_redirect_link', 'link'];
const laureatesOf = (rows: Located<ContestRow>[]) => rows.flatMap(({ row }) => (row.type === 'laureate' ? [row] : []));
const filesOf = (rows: Located<ContestRow>[]) => rows.flatMap(({ row }) => (row.type === 'file' ? [row] : []));
const keyOf = (row: ContestRow) =>
  row.type === 'contest' ? row.url : row.type === 'file' ? fileKey(row) : `${row.contestUrl} ${row.year}`;

export const contestsKind: ImportKind<ContestRow> = {
  name: 'contests',

  async read(source) {
    const problems: ImportProblem[] = [];
    if (!isTableFile(source)) return { rows: [], problems: [{ file: source, message: 'contests are read from an .xlsx or .csv file' }] };
    const contestsRead = readContests(await readSheet(source, 'contests', true), path.dirname(source), problems);
    const laureatesRead = readLaureates(await readSheet(source, 'laureates', false), problems);
    const filesRead = readContestFiles(await readSheet(source, 'files', false), path.dirname(source), problems);
    problems.push(...duplicateIds(contestsRead, keyOf, 'url'), ...duplicateIds(laureatesRead, keyOf, 'year'));
    problems.push(...duplicateIds(filesRead, keyOf, 'file'));
    return { rows: [...contestsRead, ...laureatesRead, ...filesRead], problems };
  },

  async check(db, rows, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) return problem ? [problem] : [];
    const known = new Set(contestsOf(rows).map((row) => row.url));
    const named = [...laureatesOf(rows), ...filesOf(rows)].map((row) => row.contestUrl);
    const wanted = [...new Set(named)].filter((url) => !known.has(url));
    if (wanted.length) {
      const stored = await db
        .select({ url: contests.url })
        .from(contests)
        .where(and(eq(contests.exType, exType), inArray(contests.url, wanted)));
      for (const found of stored) known.add(found.url);
    }
    const unknown = rows.flatMap(({ row, at }) =>
      row.type !== 'contest' && !known.has(row.contestUrl)
        ? [{ ...at, column: 'contest', message: `no contest ${row.contestUrl} in the contests sheet or the database` }]
        : [],
    );
    const pictures = contestsOf(rows).map((row) => ({ picture: row.image, at: row.imageAt }));
    return [...unknown, ...(await unreadablePictures(pictures)), ...(await unusableFiles(db, filesOf(rows)))];
  },

  async apply(tx, rows, options, pictures) {
    const { exType } = await siteTypeOf(tx, options);
    if (!exType) throw new Error(`no exhibition ${options.exhibition}`);
    const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const storedContests = new Map((await tx.select().from(contests).where(eq(contests.exType, exType))).map((row) => [row.url, row]));
    const contestRows = contestsOf(rows);
    const images = await storeEvery(
      contestRows.map((row) => ({ picture: row.image, at: row.imageAt })),
      'contest',
      pictures,
    );
    for (const [index, row] of contestRows.entries()) {
      const values = {
        position: row.position,
        image: images[index] ?? '',
        name: row.name,
        shortText: row.shortText,
        fullText: row.fullText,
      };
      const current = storedContests.get(row.url);
      storedContests.delete(row.url);
      if (!current) {
        await tx.insert(contests).values({ ...values, exType, url: row.url });
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx
          .update(contests)
          .set(values)
          .where(and(eq(contests.exType, exType), eq(contests.url, row.url)));
        counts.changed += 1;
      }
    }
    const storedYears = new Map(
      (await tx.select().from(contestLaureates).where(eq(contestLaureates.exType, exType))).map((row) => [
        `${row.contestUrl} ${row.year}`,
        row,
      ]),
    );
    for (const row of laureatesOf(rows)) {
      const values = { title: row.title, text: row.text, isRedirectLink: row.isRedirectLink, link: row.link };
      const key = keyOf(row);
      const current = storedYears.get(key);
      storedYears.delete(key);
      const where = and(
        eq(contestLaureates.exType, exType),
        eq(contestLaureates.contestUrl, row.contestUrl),
        eq(contestLaureates.year, row.year),
      );
      if (!current) {
        await tx.insert(contestLaureates).values({ ...values, exType, contestUrl: row.contestUrl, year: row.year });
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx.update(contestLaureates).set(values).where(where);
        counts.changed += 1;
      }
    }
    if (!options.prune) counts.kept = storedContests.size + storedYears.size;
    if (options.prune) {
      const gone = [...storedContests.keys()];
      if (gone.length) {
        // A removed contest takes its laureate years and files with it: nothing else shows them.
        await tx.delete(contestFiles).where(and(eq(contestFiles.exType, exType), inArray(contestFiles.contestUrl, gone)));
        const years = await tx
          .delete(contestLaureates)
          .where(and(eq(contestLaureates.exType, exType), inArray(contestLaureates.contestUrl, gone)))
          .returning();
        await tx.delete(contests).where(and(eq(contests.exType, exType), inArray(contests.url, gone)));
        counts.removed += gone.length + years.length;
        for (const year of years) storedYears.delete(`${year.contestUrl} ${year.year}`);
      }
      for (const left of storedYears.values()) {
        await tx
          .delete(contestLaureates)
          .where(
            and(
              eq(contestLaureates.exType, exType),
              eq(contestLaureates.contestUrl, left.contestUrl),
              eq(contestLaureates.year, left.year),
            ),
          );
        counts.removed += 1;
      }
    }
    await applyContestFiles(tx, exType, filesOf(rows), options.prune, counts);
    return counts;
  },

  async export(db, target, options) {
    if (!isTableFile(target)) throw new Error('contests are exported to an .xlsx or .csv file');
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) throw new Error(problem?.message);
    const rows = await db.select().from(contests).where(eq(contests.exType, exType)).orderBy(asc(contests.position), asc(contests.url));
    const years = await db
      .select()
      .from(contestLaureates)
      .where(eq(contestLaureates.exType, exType))
      .orderBy(asc(contestLaureates.contestUrl), asc(contestLaureates.year));
    const files = await contestFilesSheet(db, exType);
    await writeSheets(target, [
      {
        name: 'contests',
        columns: CONTEST_COLUMNS,
        rows: rows.map((row) => ({
          url: row.url,
          position: String(row.position),
          image: row.image,
          ...toColumns('name', row.name),
          ...toColumns('short_text', row.shortText),
          ...toColumns('full_text', row.fullText),
        })),
      },
      {
        name: 'laureates',
        columns: LAUREATE_COLUMNS,
        rows: years.map((year) => ({
          contest: year.contestUrl,
          year: String(year.year),
          ...toColumns('title', year.title),
          ...toColumns('text', year.text),
          is_redirect_link: year.isRedirectLink ? 'yes' : 'no',
          link: year.link,
        })),
      },
      files,
    ]);
    return { rows: rows.length + years.length + files.rows.length };
  },
};
