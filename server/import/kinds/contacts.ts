/**
 * The contacts page: an "information" sheet of one row (information_ru, _en, _zh: the organiser's
 * details as HTML, sanitised when the API answers them) and a "staffers" sheet, the team in page order:
 * position (the place in the list, which a row is matched by), photo (a picture file or a /media/ path),
 * full_name_*, job_title_*.
 */
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { contactInfo, staffers } from '../../db/schema';
import { labelled, matchRows, mergeChanges } from '../changes';
import { localizedColumns, localizedOf, toColumns } from '../content/fields';
import { resolvePicture, siteAndPictureProblems, type PictureSource } from '../content/pictures';
import { readSheet, writeSheets } from '../content/table';
import { requireSiteType } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput, textRule } from '../row-rules';
import { examplePicture } from '../starter';

const InformationSourceSchema = v.object({ information: localizedOf(textRule(100_000), true) });
const StafferSourceSchema = v.object({
  position: v.pipe(v.string(), v.regex(/^\s*[1-9]\d{0,5}\s*$/, 'must be a whole number from 1'), v.transform(Number)),
  photo: textRule(500),
  full_name: localizedOf(textRule(300), true),
  job_title: localizedOf(textRule(300)),
});

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type ContactRow =
  | { type: 'information'; information: Texts }
  | { type: 'staffer'; position: number; photo: PictureSource; photoAt: SourceRef; fullName: Texts; jobTitle: Texts };

const INFORMATION_COLUMNS = localizedColumns('information');
const STAFFER_COLUMNS = ['position', 'photo', ...localizedColumns('full_name'), ...localizedColumns('job_title')];

const writeContacts = (target: string, information: Record<string, string>[], people: Record<string, string>[]) =>
  writeSheets(target, [
    { name: 'information', columns: INFORMATION_COLUMNS, rows: information },
    { name: 'staffers', columns: STAFFER_COLUMNS, rows: people },
  ]);

const staffersOf = (rows: Located<ContactRow>[]) => rows.flatMap(({ row, at }) => (row.type === 'staffer' ? [{ row, at }] : []));

export const contactsKind: ImportKind<ContactRow> = {
  name: 'contacts',
  source: 'workbook',

  async read(source) {
    const problems: ImportProblem[] = [];
    const rows: Located<ContactRow>[] = [];
    const information = await readSheet(source, 'information', true);
    if (information) {
      problems.push(...missingColumns(information.headers, ['information_ru'], { file: path.basename(source), sheet: information.sheet }));
      if (information.records.length > 1) {
        problems.push({ file: information.file, sheet: information.sheet, message: `holds one row, not ${information.records.length}` });
      }
      for (const record of information.records.slice(0, 1)) {
        const parsed = parseRecord(InformationSourceSchema, recordInput(record, { plain: [], localized: ['information'] }), record);
        if ('problems' in parsed) problems.push(...parsed.problems);
        else rows.push({ row: { type: 'information', information: parsed.row.information }, at: record.at });
      }
    }
    const people = await readSheet(source, 'staffers', false);
    if (people) {
      problems.push(...missingColumns(people.headers, ['position', 'full_name_ru'], { file: path.basename(source), sheet: people.sheet }));
      const seen = new Map<number, number | undefined>();
      for (const record of people.records) {
        const parsed = parseRecord(
          StafferSourceSchema,
          recordInput(record, { plain: ['position', 'photo'], localized: ['full_name', 'job_title'] }),
          record,
        );
        if ('problems' in parsed) {
          problems.push(...parsed.problems);
          continue;
        }
        const f = parsed.row;
        if (seen.has(f.position)) {
          problems.push({
            ...(record.cells.get('position')?.at ?? record.at),
            message: `position ${f.position} is also on row ${seen.get(f.position)}`,
          });
        }
        seen.set(f.position, record.at.row);
        const photoAt = record.cells.get('photo')?.at ?? { ...record.at, column: 'photo' };
        const photo = resolvePicture(f.photo, path.dirname(source), photoAt, false);
        if (photo.problem) problems.push(photo.problem);
        if (photo.picture) {
          rows.push({
            at: record.at,
            row: { type: 'staffer', position: f.position, photo: photo.picture, photoAt, fullName: f.full_name, jobTitle: f.job_title },
          });
        }
      }
    }
    return { rows, problems };
  },

  check: (db, rows, options, media) =>
    siteAndPictureProblems(
      db,
      options,
      media,
      staffersOf(rows).map(({ row }) => ({ picture: row.photo, at: row.photoAt })),
      'person',
    ),

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const information = rows.flatMap(({ row }) => (row.type === 'information' ? [row.information] : []));
    const infoPlan = matchRows({
      stored: await db.select().from(contactInfo).where(eq(contactInfo.exType, exType)),
      keyOf: () => 'information',
      current: (row) => ({ information: row.information }),
      wanted: information.map((text) => ({ key: 'information', values: { information: text } })),
      prune: false,
    });
    const stored = await db.select().from(staffers).where(eq(staffers.exType, exType));
    const peoplePlan = matchRows({
      stored,
      keyOf: (row) => String(row.position),
      current: (row) => ({ photo: row.photo, fullName: row.fullName, jobTitle: row.jobTitle }),
      // In page order: a new team is numbered from the top, as the page lists it.
      wanted: staffersOf(rows)
        .sort((a, b) => a.row.position - b.row.position)
        .map(({ row }) => ({
          key: String(row.position),
          values: { photo: media.sourcePath(row.photo, 'person'), fullName: row.fullName, jobTitle: row.jobTitle },
        })),
      prune: options.prune,
    });
    const changes = infoPlan.changes;
    mergeChanges(changes, labelled(peoplePlan.changes, 'staffer'));
    return {
      changes,
      write: async (tx) => {
        for (const { values } of [...infoPlan.add, ...infoPlan.update]) {
          await tx
            .insert(contactInfo)
            .values({ exType, ...values })
            .onConflictDoUpdate({ target: contactInfo.exType, set: values });
        }
        for (const { key, values } of peoplePlan.add) await tx.insert(staffers).values({ ...values, exType, position: Number(key) });
        for (const { stored: row, values } of peoplePlan.update) await tx.update(staffers).set(values).where(eq(staffers.id, row.id));
        const gone = peoplePlan.remove.map((row) => row.id);
        if (gone.length) await tx.delete(staffers).where(and(eq(staffers.exType, exType), inArray(staffers.id, gone)));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const [info] = await db.select().from(contactInfo).where(eq(contactInfo.exType, exType));
    const people = await db.select().from(staffers).where(eq(staffers.exType, exType)).orderBy(asc(staffers.position), asc(staffers.id));
    await writeContacts(
      target,
      info ? [toColumns('information', info.information)] : [],
      people.map((row) => ({
        position: String(row.position),
        photo: row.photo,
        ...toColumns('full_name', row.fullName),
        ...toColumns('job_title', row.jobTitle),
      })),
    );
    return { rows: (info ? 1 : 0) + people.length };
  },

  async starter(target) {
    await examplePicture(path.join(path.dirname(target), 'people', 'director.png'), 'person');
    await writeContacts(
      target,
      [
        toColumns('information', {
          ru: '<h2>Организатор</h2><p>Адрес, телефон и e-mail организатора.</p>',
          en: '<h2>The organiser</h2><p>The organiser’s address, phone and e-mail.</p>',
          zh: '<h2>主办方</h2><p>主办方的地址、电话和电子邮箱。</p>',
        }),
      ],
      [
        {
          position: '1',
          photo: 'people/director.png',
          ...toColumns('full_name', { ru: 'Иванова Мария', en: 'Maria Ivanova', zh: '玛丽亚·伊万诺娃' }),
          ...toColumns('job_title', { ru: 'Директор выставки', en: 'Exhibition Director', zh: '展会总监' }),
        },
      ],
    );
  },
};
