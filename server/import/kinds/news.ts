/**
 * News: a folder of Markdown files (content/markdown-files.ts) or a sheet with the same fields as columns
 * (id, publish_datetime, image, format, title_ru … text_zh). Items are matched by their external id (the
 * file name, or the sheet's id), within the site type of --exhibition (the default site type without it).
 * The preview is the image itself (pages take its small size from the srcset).
 */
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { NewsDetailSchema } from '../../../src/contract/news';
import { news } from '../../db/schema';
import { bodyHtml, BodyFormatSchema, readMarkdownFolder, writeNewsFolder, type BodyFormat } from '../content/markdown-files';
import { matchRows } from '../changes';
import { duplicateIds, ExternalIdSchema, localizedColumns, localizedOf, parseRow, PictureRefSchema, toColumns } from '../content/fields';
import { resolvePicture, siteAndPictureProblems, type PictureSource } from '../content/pictures';
import { requireSiteType } from '../exhibition';
import { examplePicture } from '../starter';
import { isTableFile, readSheet, writeSheets } from '../content/table';
import { DATE_TIME_HINT, formatVenueDateTime, parseVenueDateTime } from '../content/venue-time';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput } from '../row-rules';

const item = NewsDetailSchema.entries;
const NO_TEXT = { ru: '', en: '', zh: '' };

/** A news item as its source states it, checked with the API's own field schemas. */
export const NewsSourceSchema = v.object({
  id: ExternalIdSchema,
  publish_datetime: v.pipe(
    v.string('is required'),
    v.check((text) => parseVenueDateTime(text) !== null, DATE_TIME_HINT),
  ),
  image: v.pipe(v.string('is required (a picture file name)'), PictureRefSchema, item.image),
  format: BodyFormatSchema,
  title: localizedOf(item.title, true),
  announcement: v.optional(localizedOf(item.announcement), NO_TEXT),
  image_title: v.optional(localizedOf(item.image_title), NO_TEXT),
  text: v.optional(localizedOf(item.text), NO_TEXT),
});
type NewsSource = v.InferOutput<typeof NewsSourceSchema>;

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type NewsRow = {
  externalId: string;
  publishDatetime: Date;
  image: PictureSource;
  imageAt: SourceRef;
  title: Texts;
  announcement: Texts;
  imageTitle: Texts;
  text: Texts;
};

const LOCALIZED = ['title', 'announcement', 'image_title', 'text'] as const;
const PLAIN = ['id', 'publish_datetime', 'image', 'format'] as const;
const SHEET_COLUMNS = [...PLAIN, ...LOCALIZED.flatMap(localizedColumns)];

type Parsed = { at: SourceRef; imageAt: SourceRef; fields: NewsSource };

async function readSheetItems(file: string, problems: ImportProblem[]): Promise<Parsed[]> {
  const table = await readSheet(file, 'news', true);
  if (!table) return [];
  problems.push(
    ...missingColumns(table.headers, ['id', 'publish_datetime', 'image', 'title_ru'], { file: table.file, sheet: table.sheet }),
  );
  return table.records.flatMap((record) => {
    const parsed = parseRecord(NewsSourceSchema, recordInput(record, { plain: PLAIN, localized: LOCALIZED }), record);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      return [];
    }
    return [{ at: record.at, imageAt: record.cells.get('image')?.at ?? { ...record.at, column: 'image' }, fields: parsed.row }];
  });
}

/** A front-matter problem names its key (title.en); a body problem its language section. */
const frontMatterKey = (key: string) => (key.startsWith('text.') ? `body (${key.slice(5)})` : key);

async function readFolderItems(folder: string, problems: ImportProblem[]): Promise<Parsed[]> {
  const read = await readMarkdownFolder(folder);
  problems.push(...read.problems);
  return read.inputs.flatMap((input) => {
    const parsed = parseRow(NewsSourceSchema, input.fields, input.at, frontMatterKey);
    problems.push(...parsed.problems);
    return parsed.row ? [{ at: input.at, imageAt: { ...input.at, column: 'image' }, fields: parsed.row }] : [];
  });
}

/**
 * The preview is the image itself, as the seed stores it: pages take the small size from the stored
 * picture's srcset (src/contract/media.ts). A row whose image is unchanged keeps the preview it has.
 */
const previewOf = (image: string, current: { image: string; preview: string } | undefined) =>
  current?.image === image ? current.preview : image;

type Stored = typeof news.$inferSelect;
const owned = (row: Stored) => ({
  publishDatetime: row.publishDatetime,
  image: row.image,
  preview: row.preview,
  title: row.title,
  announcement: row.announcement,
  imageTitle: row.imageTitle,
  text: row.text,
});

type NewsOutItem = Parameters<typeof writeNewsFolder>[1][number];

async function writeNews(target: string, items: NewsOutItem[]) {
  if (!isTableFile(target)) return writeNewsFolder(target, items);
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

export const newsKind: ImportKind<NewsRow> = {
  name: 'news',
  source: 'either',

  async read(source) {
    const sheet = isTableFile(source);
    const baseDir = sheet ? path.dirname(source) : source;
    const problems: ImportProblem[] = [];
    const items = sheet ? await readSheetItems(source, problems) : await readFolderItems(source, problems);
    const rows: Located<NewsRow>[] = [];
    for (const { at, imageAt, fields } of items) {
      const picture = resolvePicture(fields.image, baseDir, imageAt, true);
      if (picture.problem) problems.push(picture.problem);
      if (!picture.picture) continue;
      const format: BodyFormat = fields.format;
      const text = { ru: bodyHtml(fields.text.ru, format), en: bodyHtml(fields.text.en, format), zh: bodyHtml(fields.text.zh, format) };
      const publishDatetime = parseVenueDateTime(fields.publish_datetime) as Date;
      const { title, announcement } = fields;
      rows.push({
        at,
        row: {
          externalId: fields.id,
          publishDatetime,
          image: picture.picture,
          imageAt,
          title,
          announcement,
          imageTitle: fields.image_title,
          text,
        },
      });
    }
    problems.push(...duplicateIds(rows, (row) => row.externalId, sheet ? 'id' : 'id (file name)'));
    return { rows, problems };
  },

  check: (db, rows, options, media) =>
    siteAndPictureProblems(
      db,
      options,
      media,
      rows.map(({ row }) => ({ picture: row.image, at: row.imageAt })),
      'news',
    ),

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const stored = await db.select().from(news).where(eq(news.exType, exType));
    const byKey = new Map(stored.map((row) => [row.externalId, row]));
    // New items are numbered in the order they are published, as the demo's are, whatever the files' order.
    const ordered = [...rows].sort(
      (a, b) => a.row.publishDatetime.getTime() - b.row.publishDatetime.getTime() || a.row.externalId.localeCompare(b.row.externalId),
    );
    const matched = matchRows({
      stored,
      keyOf: (row) => row.externalId,
      current: owned,
      wanted: ordered.map(({ row }) => {
        const image = media.sourcePath(row.image, 'news');
        return {
          key: row.externalId,
          values: {
            publishDatetime: row.publishDatetime,
            image,
            preview: previewOf(image, byKey.get(row.externalId)),
            title: row.title,
            announcement: row.announcement,
            imageTitle: row.imageTitle,
            text: row.text,
          },
        };
      }),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        for (const { key, values } of matched.add) await tx.insert(news).values({ ...values, exType, externalId: key });
        for (const { stored: current, values } of matched.update) await tx.update(news).set(values).where(eq(news.id, current.id));
        for (const left of matched.remove) await tx.delete(news).where(eq(news.id, left.id));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const rows = await db.select().from(news).where(eq(news.exType, exType)).orderBy(asc(news.publishDatetime), asc(news.id));
    await writeNews(
      target,
      rows.map((row) => ({
        externalId: row.externalId,
        publishDatetime: formatVenueDateTime(row.publishDatetime),
        image: row.image,
        title: row.title,
        announcement: row.announcement,
        imageTitle: row.imageTitle,
        text: row.text,
      })),
    );
    return { rows: rows.length };
  },

  async starter(target, show) {
    const pictureDir = isTableFile(target) ? path.dirname(target) : target;
    await examplePicture(path.join(pictureDir, 'pictures', 'example.png'), 'news');
    await writeNews(target, [
      {
        externalId: 'welcome',
        publishDatetime: `${show.today} 00:00`,
        image: 'pictures/example.png',
        title: { ru: 'Открыта регистрация', en: 'Registration is open', zh: '注册现已开放' },
        announcement: { ru: 'Коротко о новости.', en: 'The news in a sentence.', zh: '新闻摘要。' },
        imageTitle: { ru: 'Подпись к фото', en: 'The picture’s caption', zh: '图片说明' },
        text: { ru: '<p>Текст новости.</p>', en: '<p>The text of the news.</p>', zh: '<p>新闻正文。</p>' },
      },
    ]);
  },
};
