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
import { contestLaureates, contests, type Localized } from '../../db/schema';
import { cleanHtml } from '../../http/sanitize-html';
import { labelled, matchRows, mergeChanges } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, PictureRefSchema, PositionSchema, toColumns } from '../content/fields';
import { pictureFiles, resolvePicture, type PictureSource } from '../content/pictures';
import { isTableFile, readSheet, writeSheets, type Sheet } from '../content/table';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { examplePdf, examplePicture } from '../starter';
import { flagRule, missingColumns, parseRecord, recordInput } from '../row-rules';
import type { Table } from '../sheet';
import {
  contestFilesSheet,
  FILE_COLUMNS,
  FILES_SHEET,
  fileKey,
  planContestFiles,
  readContestFiles,
  unusableFiles,
  type ContestFileRow,
} from './contest-files';

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

type ContestValues = { position: number; image: string; name: Texts; shortText: Texts; fullText: Texts };

async function writeContests(
  target: string,
  sheets: { contests: Record<string, string>[]; laureates: Record<string, string>[]; files: Sheet },
) {
  await writeSheets(target, [
    { name: 'contests', columns: CONTEST_COLUMNS, rows: sheets.contests },
    { name: 'laureates', columns: LAUREATE_COLUMNS, rows: sheets.laureates },
    sheets.files,
  ]);
}

export const contestsKind: ImportKind<ContestRow> = {
  name: 'contests',
  source: 'workbook',

  async read(source) {
    const problems: ImportProblem[] = [];
    if (!isTableFile(source)) return { rows: [], problems: [{ file: source, message: 'contests are read from an .xlsx or .csv file' }] };
    const contestsRead = readContests(await readSheet(source, 'contests', true), path.dirname(source), problems);
    const laureatesRead = readLaureates(await readSheet(source, 'laureates', false), problems);
    const filesRead = readContestFiles(await readSheet(source, FILES_SHEET, false), path.dirname(source), problems);
    problems.push(...duplicateIds(contestsRead, keyOf, 'url'), ...duplicateIds(laureatesRead, keyOf, 'year'));
    problems.push(...duplicateIds(filesRead, keyOf, 'file'));
    return { rows: [...contestsRead, ...laureatesRead, ...filesRead], problems };
  },

  async check(db, rows, options, media) {
    const { exType, problem } = await siteTypeOf(db, options);
    const known = new Set(contestsOf(rows).map((row) => row.url));
    const named = [...laureatesOf(rows), ...filesOf(rows)].map((row) => row.contestUrl);
    const wanted = [...new Set(named)].filter((url) => !known.has(url));
    if (exType && wanted.length) {
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
    return [
      ...(problem ? [problem] : []),
      ...unknown,
      ...(await media.checkPictures(pictureFiles(pictures, 'contest'))),
      ...(await unusableFiles(media, filesOf(rows))),
    ];
  },

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const storedContests = await db.select().from(contests).where(eq(contests.exType, exType));
    const contestPlan = matchRows({
      stored: storedContests,
      keyOf: (row) => row.url,
      current: (row): ContestValues => ({
        position: row.position,
        image: row.image,
        name: row.name,
        shortText: row.shortText,
        fullText: row.fullText,
      }),
      wanted: contestsOf(rows).map((row) => ({
        key: row.url,
        values: {
          position: row.position,
          image: media.sourcePath(row.image, 'contest'),
          name: row.name,
          shortText: row.shortText,
          fullText: row.fullText,
        },
      })),
      prune: options.prune,
    });
    const storedYears = await db.select().from(contestLaureates).where(eq(contestLaureates.exType, exType));
    const yearPlan = matchRows({
      stored: storedYears,
      keyOf: (row) => `${row.contestUrl} ${row.year}`,
      current: (row) => ({ title: row.title, text: row.text, isRedirectLink: row.isRedirectLink, link: row.link }),
      wanted: laureatesOf(rows).map((row) => ({
        key: keyOf(row),
        values: { title: row.title, text: row.text, isRedirectLink: row.isRedirectLink, link: row.link },
      })),
      prune: options.prune,
    });
    const yearOf = new Map(laureatesOf(rows).map((row) => [keyOf(row), row]));
    const filePlan = await planContestFiles(db, exType, filesOf(rows), options.prune, media);
    const changes = labelled(contestPlan.changes, 'contest');
    mergeChanges(changes, labelled(yearPlan.changes, 'laureates'));
    mergeChanges(changes, filePlan.changes);
    return {
      changes,
      write: async (tx) => {
        for (const { key, values } of contestPlan.add) await tx.insert(contests).values({ ...values, exType, url: key });
        for (const { key, values } of contestPlan.update) {
          await tx
            .update(contests)
            .set(values)
            .where(and(eq(contests.exType, exType), eq(contests.url, key)));
        }
        for (const { key, values } of yearPlan.add) {
          const row = yearOf.get(key);
          if (row) await tx.insert(contestLaureates).values({ ...values, exType, contestUrl: row.contestUrl, year: row.year });
        }
        const yearWhere = (row: { contestUrl: string; year: number }) =>
          and(eq(contestLaureates.exType, exType), eq(contestLaureates.contestUrl, row.contestUrl), eq(contestLaureates.year, row.year));
        for (const { stored, values } of yearPlan.update) await tx.update(contestLaureates).set(values).where(yearWhere(stored));
        for (const stored of yearPlan.remove) await tx.delete(contestLaureates).where(yearWhere(stored));
        const gone = contestPlan.remove.map((row) => row.url);
        if (gone.length) await tx.delete(contests).where(and(eq(contests.exType, exType), inArray(contests.url, gone)));
        await filePlan.write(tx);
      },
    };
  },

  async export(db, target, options) {
    if (!isTableFile(target)) throw new Error('contests are exported to an .xlsx or .csv file');
    const exType = await requireSiteType(db, options);
    const rows = await db.select().from(contests).where(eq(contests.exType, exType)).orderBy(asc(contests.position), asc(contests.url));
    const years = await db
      .select()
      .from(contestLaureates)
      .where(eq(contestLaureates.exType, exType))
      .orderBy(asc(contestLaureates.contestUrl), asc(contestLaureates.year));
    const files = await contestFilesSheet(db, exType);
    await writeContests(target, {
      contests: rows.map((row) => ({
        url: row.url,
        position: String(row.position),
        image: row.image,
        ...toColumns('name', row.name),
        ...toColumns('short_text', row.shortText),
        ...toColumns('full_text', row.fullText),
      })),
      laureates: years.map((year) => ({
        contest: year.contestUrl,
        year: String(year.year),
        ...toColumns('title', year.title),
        ...toColumns('text', year.text),
        is_redirect_link: year.isRedirectLink ? 'yes' : 'no',
        link: year.link,
      })),
      files,
    });
    return { rows: rows.length + years.length + files.rows.length };
  },

  async starter(target, show) {
    await examplePicture(path.join(path.dirname(target), 'pictures', 'contest.png'), 'contest');
    await examplePdf(path.join(path.dirname(target), 'documents', 'rules.pdf'));
    await writeContests(target, {
      contests: [
        {
          url: 'best-product',
          position: '1',
          image: 'pictures/contest.png',
          ...toColumns('name', { ru: 'Лучший продукт', en: 'Best product', zh: '最佳产品' }),
          ...toColumns('short_text', {
            ru: '<p>Коротко о конкурсе.</p>',
            en: '<p>The contest in a sentence.</p>',
            zh: '<p>竞赛简介。</p>',
          }),
          ...toColumns('full_text', { ru: '<p>Условия конкурса.</p>', en: '<p>The rules of the contest.</p>', zh: '<p>竞赛规则。</p>' }),
        },
      ],
      laureates: [
        {
          contest: 'best-product',
          year: String(show.year - 1),
          ...toColumns('title', { ru: 'Лауреаты', en: 'Laureates', zh: '获奖者' }),
          ...toColumns('text', { ru: '<p>Список лауреатов.</p>', en: '<p>The laureates.</p>', zh: '<p>获奖名单。</p>' }),
          is_redirect_link: 'no',
          link: '',
        },
      ],
      files: {
        name: FILES_SHEET,
        columns: FILE_COLUMNS,
        rows: [
          { contest: 'best-product', file: 'documents/rules.pdf', ...toColumns('name', { ru: 'Положение', en: 'Rules', zh: '章程' }) },
        ],
      },
    });
  },
};
