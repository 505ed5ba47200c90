/**
 * News: a folder of Markdown files (content/news-files.ts) or a sheet with the same fields as columns
 * (id, publish_datetime, image, format, title_ru … text_zh). Items are matched by their external id (the
 * file name, or the sheet's id), within the site type of --exhibition (the default site type without it).
 * The stored preview is the image itself: the page picks its size from the served picture.
 */
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { NewsDetailSchema } from '../../../src/contract/news';
import { news } from '../../db/schema';
import { bodyHtml, readNewsFolder, writeNewsFolder, type BodyFormat, type NewsInput } from '../content/news-files';
import {
  duplicateIds,
  ExternalIdSchema,
  fromColumns,
  localizedColumns,
  localizedOf,
  parseRow,
  PictureRefSchema,
  sheetColumn,
  siteTypeOf,
  toColumns,
  unchanged,
} from '../content/fields';
import { resolvePicture, storedPath, type PictureSource } from '../content/pictures';
import { isTableFile, readSheet, writeSheets } from '../content/table';
import { DATE_TIME_HINT, formatVenueDateTime, parseVenueDateTime } from '../content/venue-time';
import type { ImportCounts, ImportKind, ImportProblem, Located } from '../kind';

const item = NewsDetailSchema.entries;

/** A news item as its source states it, checked with the API's own field schemas. */
export const NewsSourceSchema = v.object({
  id: ExternalIdSchema,
  publish_datetime: v.pipe(v.string('is required'), v.check((text) => parseVenueDateTime(text) !== null, DATE_TIME_HINT)),
  image: v.pipe(PictureRefSchema, item.image),
  format: v.optional(v.picklist(['markdown', 'html'], 'must be markdown or html'), 'markdown'),
  title: localizedOf(item.title, true),
  announcement: v.optional(localizedOf(item.announcement), { ru: '', en: '', zh: '' }),
  image_title: v.optional(localizedOf(item.image_title), { ru: '', en: '', zh: '' }),
  text: localizedOf(item.text),
});

export type NewsRow = {
  externalId: string;
  publishDatetime: Date;
  image: PictureSource;
  title: Record<'ru' | 'en' | 'zh', string>;
  announcement: Record<'ru' | 'en' | 'zh', string>;
  imageTitle: Record<'ru' | 'en' | 'zh', string>;
  text: Record<'ru' | 'en' | 'zh', string>;
};

const LOCALIZED = ['title', 'announcement', 'image_title', 'text'] as const;
const SHEET_COLUMNS = ['id', 'publish_datetime', 'image', 'format', ...LOCALIZED.flatMap(localizedColumns)];

async function readSheetInputs(file: string): Promise<NewsInput[]> {
  const rows = (await readSheet(file, 'news')) ?? (await readSheet(file)) ?? [];
  return rows.map(({ at, cells }) => ({
    at,
    fields: {
      id: cells.id,
      publish_datetime: cells.publish_datetime,
      image: cells.image ?? '',
      ...(cells.format ? { format: cells.format.trim().toLowerCase() } : {}),
      ...Object.fromEntries(LOCALIZED.map((field) => [field, fromColumns(cells, field)])),
    },
  }));
}

/** Where a problem points: a sheet's column (title_en), a front-matter key (title.en) or the body section. */
const columnFor = (sheet: boolean) => (key: string) => {
  if (sheet) return sheetColumn(key);
  return key.startsWith('text.') ? `body (${key.slice(5)})` : key;
};

export const newsKind: ImportKind<NewsRow> = {
  name: 'news',

  async read(source) {
    const sheet = isTableFile(source);
    const baseDir = sheet ? path.dirname(source) : source;
    const { inputs, problems } = sheet ? { inputs: await readSheetInputs(source), problems: [] as ImportProblem[] } : await readNewsFolder(source);
    const rows: Located<NewsRow>[] = [];
    for (const input of inputs) {
      const parsed = parseRow(NewsSourceSchema, input.fields, input.at, columnFor(sheet));
      problems.push(...parsed.problems);
      if (!parsed.row) continue;
      const fields = parsed.row;
      const picture = resolvePicture(fields.image, baseDir, input.at, 'image', true);
      if (picture.problem) problems.push(picture.problem);
      if (!picture.picture) continue;
      const format: BodyFormat = fields.format;
      rows.push({
        at: input.at,
        row: {
          externalId: fields.id,
          publishDatetime: parseVenueDateTime(fields.publish_datetime) as Date,
          image: picture.picture,
          title: fields.title,
          announcement: fields.announcement,
          imageTitle: fields.image_title,
          text: { ru: bodyHtml(fields.text.ru, format), en: bodyHtml(fields.text.en, format), zh: bodyHtml(fields.text.zh, format) },
        },
      });
    }
    problems.push(...duplicateIds(rows, (row) => row.externalId, sheet ? 'id' : 'id (file name)'));
    return { rows, problems };
  },

  async check(db, _rows, options) {
    const { problem } = await siteTypeOf(db, options);
    return problem ? [problem] : [];
  },

  async apply(tx, rows, options, pictures) {
    const { exType } = await siteTypeOf(tx, options);
    if (!exType) throw new Error(`no exhibition ${options.exhibition}`);
    const stored = new Map((await tx.select().from(news).where(eq(news.exType, exType))).map((row) => [row.externalId, row]));
    const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    for (const { row } of rows) {
      const image = await storedPath(row.image, pictures, 'news');
      const values = {
        publishDatetime: row.publishDatetime,
        image,
        preview: image,
        title: row.title,
        announcement: row.announcement,
        imageTitle: row.imageTitle,
        text: row.text,
      };
      const current = stored.get(row.externalId);
      stored.delete(row.externalId);
      if (!current) {
        await tx.insert(news).values({ ...values, exType, externalId: row.externalId });
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx.update(news).set(values).where(eq(news.id, current.id));
        counts.changed += 1;
      }
    }
    if (options.prune) {
      for (const left of stored.values()) await tx.delete(news).where(eq(news.id, left.id));
      counts.removed = stored.size;
    }
    return counts;
  },

  async export(db, target, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) throw new Error(problem?.message);
    const rows = await db.select().from(news).where(eq(news.exType, exType)).orderBy(asc(news.publishDatetime), asc(news.id));
    const items = rows.map((row) => ({
      externalId: row.externalId,
      publishDatetime: formatVenueDateTime(row.publishDatetime),
      image: row.image,
      title: row.title,
      announcement: row.announcement,
      imageTitle: row.imageTitle,
      text: row.text,
    }));
    if (!isTableFile(target)) await writeNewsFolder(target, items);
    else {
      const sheetRows = items.map((entry) => ({
        id: entry.externalId,
        publish_datetime: entry.publishDatetime,
        image: entry.image,
        format: 'html',
        ...toColumns('title', entry.title),
        ...toColumns('announcement', entry.announcement),
        ...toColumns('image_title', entry.imageTitle),
        ...toColumns('text', entry.text),
      }));
      await writeSheets(target, [{ name: 'news', columns: SHEET_COLUMNS, rows: sheetRows }]);
    }
    return { rows: rows.length };
  },
};
