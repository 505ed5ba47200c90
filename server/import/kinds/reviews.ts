/**
 * Reviews of past shows: one row each, id (the review's id: the export writes its UUID, which the page's
 * #review-… anchor names; a new review may take any short id, from which a stable UUID is made), date
 * (2026-11-18), image (the company's logo: a picture file or a /media/ path), name_* (the company),
 * full_name_* and position_* (the person), text_* (HTML, sanitised when the API answers it).
 */
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ReviewSchema } from '../../../src/contract/reviews';
import { reviews } from '../../db/schema';
import { matchRows } from '../changes';
import { duplicateIds, ExternalIdSchema, localizedColumns, localizedOf, toColumns } from '../content/fields';
import { resolvePicture, siteAndPictureProblems, type PictureSource } from '../content/pictures';
import { readSheet, writeSheets } from '../content/table';
import { isIsoDate } from '../content/venue-time';
import { requireSiteType } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput, textRule } from '../row-rules';
import { uuidFrom } from '../stable-id';
import { examplePicture } from '../starter';

const review = ReviewSchema.entries;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ReviewSourceSchema = v.object({
  id: ExternalIdSchema,
  date: v.pipe(v.string(), v.trim(), v.check(isIsoDate, 'must be a date such as 2026-11-18')),
  image: textRule(500),
  name: localizedOf(v.pipe(review.name, v.maxLength(300, 'must be at most 300 characters')), true),
  full_name: localizedOf(v.pipe(review.full_name, v.maxLength(300, 'must be at most 300 characters'))),
  position: localizedOf(v.pipe(review.position, v.maxLength(300, 'must be at most 300 characters'))),
  text: localizedOf(v.pipe(review.text, v.maxLength(20_000, 'must be at most 20000 characters')), true),
});
type Texts = Record<'ru' | 'en' | 'zh', string>;
export type ReviewRow = {
  id: string;
  date: string;
  image: PictureSource;
  imageAt: SourceRef;
  name: Texts;
  fullName: Texts;
  position: Texts;
  text: Texts;
};

const LOCALIZED = ['name', 'full_name', 'position', 'text'];
const COLUMNS = ['id', 'date', 'image', ...LOCALIZED.flatMap(localizedColumns)];
/** A review's id: the UUID the export writes, or one made from any other id, the same on every import. */
export const reviewUuid = (id: string) => (UUID.test(id) ? id.toLowerCase() : uuidFrom(`review ${id}`));

const writeReviews = (target: string, rows: Record<string, string>[]) => writeSheets(target, [{ name: 'reviews', columns: COLUMNS, rows }]);

export const reviewsKind: ImportKind<ReviewRow> = {
  name: 'reviews',
  source: 'workbook',

  async read(source) {
    const table = await readSheet(source, 'reviews', true);
    const problems: ImportProblem[] = [];
    const rows: Located<ReviewRow>[] = [];
    if (!table) return { rows, problems };
    problems.push(
      ...missingColumns(table.headers, ['id', 'date', 'name_ru', 'text_ru'], { file: path.basename(source), sheet: table.sheet }),
    );
    for (const record of table.records) {
      const parsed = parseRecord(ReviewSourceSchema, recordInput(record, { plain: ['id', 'date', 'image'], localized: LOCALIZED }), record);
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      const f = parsed.row;
      const imageAt = record.cells.get('image')?.at ?? { ...record.at, column: 'image' };
      const image = resolvePicture(f.image, path.dirname(source), imageAt, false);
      if (image.problem) problems.push(image.problem);
      if (!image.picture) continue;
      rows.push({
        at: record.at,
        row: {
          id: reviewUuid(f.id),
          date: f.date,
          image: image.picture,
          imageAt,
          name: f.name,
          fullName: f.full_name,
          position: f.position,
          text: f.text,
        },
      });
    }
    problems.push(...duplicateIds(rows, (row) => row.id, 'id'));
    return { rows, problems };
  },

  check: (db, rows, options, media) =>
    siteAndPictureProblems(
      db,
      options,
      media,
      rows.map(({ row }) => ({ picture: row.image, at: row.imageAt })),
      'logo',
    ),

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const stored = await db.select().from(reviews).where(eq(reviews.exType, exType));
    const matched = matchRows({
      stored,
      keyOf: (row) => row.id,
      current: (row) => ({
        date: row.date,
        image: row.image,
        name: row.name,
        fullName: row.fullName,
        position: row.position,
        text: row.text,
      }),
      wanted: rows.map(({ row }) => ({
        key: row.id,
        values: {
          date: row.date,
          image: media.sourcePath(row.image, 'logo'),
          name: row.name,
          fullName: row.fullName,
          position: row.position,
          text: row.text,
        },
      })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        if (matched.add.length) await tx.insert(reviews).values(matched.add.map(({ key, values }) => ({ ...values, id: key, exType })));
        for (const { key, values } of matched.update) await tx.update(reviews).set(values).where(eq(reviews.id, key));
        const gone = matched.remove.map((row) => row.id);
        if (gone.length) await tx.delete(reviews).where(inArray(reviews.id, gone));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const rows = await db.select().from(reviews).where(eq(reviews.exType, exType)).orderBy(desc(reviews.date), desc(reviews.id));
    await writeReviews(
      target,
      rows.map((row) => ({
        id: row.id,
        date: row.date,
        image: row.image,
        ...toColumns('name', row.name),
        ...toColumns('full_name', row.fullName),
        ...toColumns('position', row.position),
        ...toColumns('text', row.text),
      })),
    );
    return { rows: rows.length };
  },

  async starter(target, show) {
    await examplePicture(path.join(path.dirname(target), 'logos', 'review.png'), 'logo');
    await writeReviews(target, [
      {
        id: 'first-review',
        date: show.today,
        image: 'logos/review.png',
        ...toColumns('name', { ru: 'ООО «Пример»', en: 'Example Ltd', zh: '示例有限公司' }),
        ...toColumns('full_name', { ru: 'Иванов Иван', en: 'Ivan Ivanov', zh: '伊万·伊万诺夫' }),
        ...toColumns('position', { ru: 'Директор', en: 'Director', zh: '总监' }),
        ...toColumns('text', { ru: '<p>Отзыв о выставке.</p>', en: '<p>What the exhibition gave us.</p>', zh: '<p>展会评价。</p>' }),
      },
    ]);
  },
};
