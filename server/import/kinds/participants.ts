/**
 * Exhibitors, as the organiser keeps them in 1C and exports them to a spreadsheet: one row per company,
 * matched by its one_cid within the exhibition. Column names are the API's field names (translated ones
 * with _ru/_en/_zh), so the file, the API and the database say the same thing; `logo` is a picture file
 * next to the workbook (or a stored /media/ path, as the export writes it).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGS } from '../../../src/contract/common';
import { emailRule, withMessages } from '../../../src/contract/form-rules';
import { CatalogueCidSchema, ParticipantSchema, type Participant } from '../../../src/contract/participants';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { countries, participants, participantTopics, topics } from '../../db/schema';
import { batches } from '../batches';
import { changedColumns, matchRows } from '../changes';
import { toColumns } from '../content/fields';
import { examplePicture, STARTER_COUNTRY, STARTER_TOPIC } from '../starter';
import { importExhibition, requireExhibition, unknownExhibition } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import type { PictureSource } from '../run-media';
import { participantUuid } from '../stable-id';
import {
  cellOf,
  emptyOr,
  flagRule,
  joinList,
  langColumn,
  listRule,
  localizedRule,
  missingColumns,
  parseRecord,
  recordInput,
  requiredText,
  textRule,
} from '../row-rules';
import { readTable, writeTable } from '../sheet';

const PLAIN = [
  'one_cid',
  'country_cid',
  'topic_cids',
  'stands',
  'phone_number',
  'email',
  'website',
  'logo',
  'show_logo_for_ecatalog',
  'is_text_bold',
] as const;
const LOCALIZED = ['short_title', 'full_title', 'address', 'text'] as const;
export const PARTICIPANT_COLUMNS = [
  ...PLAIN.slice(0, 1),
  ...LOCALIZED.flatMap((name) => LANGS.map((lang) => langColumn(name, lang))),
  ...PLAIN.slice(1),
];

const messages = withMessages();
/** A served picture's path, as the export writes it: kept as it is, nothing to read. */
const STORED_PICTURE = /^\/media\/\S+$/;

/** The Participant fields a row carries as the API answers them (translated ones are checked per language). */
const CONTRACT_FIELDS = [
  'country_cid',
  'topic_cids',
  'stands',
  'phone_number',
  'email',
  'website',
  'show_logo_for_ecatalog',
  'is_text_bold',
] as const;
const ContractPart = v.looseObject(v.pick(ParticipantSchema, CONTRACT_FIELDS).entries);

/**
 * The row as the contract's Participant has it (its names, types and the contract's e-mail and id rules),
 * plus one_cid and the logo file. Every translated field is the contract's string in three languages.
 */
export const ParticipantRowSchema = v.pipe(
  v.object({
    one_cid: v.pipe(v.string(), v.nonEmpty('is required'), CatalogueCidSchema),
    short_title: localizedRule(requiredText(300), textRule(300)),
    full_title: localizedRule(textRule(500), textRule(500)),
    address: localizedRule(textRule(500), textRule(500)),
    text: localizedRule(textRule(20_000), textRule(20_000)),
    country_cid: v.pipe(
      v.string(),
      v.transform((cid) => cid || null),
      v.nullable(CatalogueCidSchema),
    ),
    topic_cids: listRule(CatalogueCidSchema),
    stands: listRule(v.pipe(textRule(20), v.regex(/^[\p{L}\p{N}.\-/]+$/u, 'a stand is letters and digits such as 2B14'))),
    phone_number: textRule(60),
    email: emptyOr(emailRule(messages), messages.invalid_email),
    website: webAddressOrEmpty('must be a web address starting with http:// or https://'),
    logo: textRule(260),
    show_logo_for_ecatalog: flagRule,
    is_text_bold: flagRule,
  }),
  // A company without a full name in a language is shown by its short name, as the printed catalogue does.
  v.transform((row) => ({
    ...row,
    full_title: Object.fromEntries(LANGS.map((lang) => [lang, row.full_title[lang] || row.short_title[lang]])) as typeof row.short_title,
  })),
  // The parsed row is checked by the contract's own Participant schema too: what is stored is what the API may answer.
  v.check((row) => v.is(ContractPart, row), 'does not match the API contract'),
);

type RowOutput = v.InferOutput<typeof ParticipantRowSchema>;
/** The row's values are the contract's: a change of a Participant field's type fails to compile here. */
type SameAsContract = Pick<Participant, (typeof CONTRACT_FIELDS)[number]>;
const contractCheck = (row: RowOutput): SameAsContract => row;
void contractCheck;

/** The logo: a picture file to store, a stored path to keep, or none ({ served: '' }). */
export type ParticipantRow = Omit<RowOutput, 'logo'> & { logo: PictureSource; cell: (header: string) => SourceRef };

function logoSource(cell: string, folder: string): PictureSource | string {
  if (cell === '') return { served: '' };
  if (STORED_PICTURE.test(cell)) return { served: cell };
  const file = path.resolve(folder, cell);
  // Sync: thousands of logos, each a cheap local stat; a promise apiece costs more than the call.
  const info = statSync(file, { throwIfNoEntry: false });
  return info?.isFile() ? { file } : `no picture file ${cell} next to the workbook`;
}

/** The sheet the export writes; a workbook whose first sheet is called Exhibitors (as 1C names it) reads as well. */
export const PARTICIPANT_SHEETS = ['participants', 'exhibitors'] as const;

type Stored = typeof participants.$inferSelect;
/** The columns an import owns, plus the topic list (kept in participant_topics); anything else (the id, favourites) is left alone. */
type Owned = Pick<
  Stored,
  | 'shortTitle'
  | 'fullTitle'
  | 'address'
  | 'text'
  | 'countryCid'
  | 'stands'
  | 'phoneNumber'
  | 'email'
  | 'website'
  | 'logoForEcatalog'
  | 'showLogoForEcatalog'
  | 'isTextBold'
> & { topicCids: string[] };

const owned = (row: ParticipantRow, logo: string | null): Owned => ({
  shortTitle: row.short_title,
  fullTitle: row.full_title,
  address: row.address,
  text: row.text,
  countryCid: row.country_cid,
  stands: row.stands,
  phoneNumber: row.phone_number,
  email: row.email,
  website: row.website,
  logoForEcatalog: logo,
  showLogoForEcatalog: row.show_logo_for_ecatalog,
  isTextBold: row.is_text_bold,
  topicCids: [...new Set(row.topic_cids)].sort(),
});

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

async function writeParticipants(target: string, rows: Record<string, string>[]) {
  await writeTable(target, {
    sheet: PARTICIPANT_SHEETS[0],
    headers: PARTICIPANT_COLUMNS,
    rows: rows.map((values) => PARTICIPANT_COLUMNS.map((column) => values[column] ?? '')),
  });
}

export const participantsKind: ImportKind<ParticipantRow> = {
  name: 'participants',
  source: 'workbook',

  async read(source, options) {
    const table = await readTable(source, { sheet: options.sheet, names: PARTICIPANT_SHEETS, display: path.basename(source) });
    const problems: ImportProblem[] = missingColumns(table.headers, ['one_cid', 'short_title_ru'], {
      file: table.file,
      sheet: table.sheet,
    });
    if (problems.length > 0) return { rows: [], problems };
    const rows: Located<ParticipantRow>[] = [];
    for (const record of table.records) {
      const parsed = parseRecord(ParticipantRowSchema, recordInput(record, { plain: PLAIN, localized: LOCALIZED }), record);
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      const logo = logoSource(parsed.row.logo, path.dirname(source));
      if (typeof logo === 'string') {
        problems.push({ ...(record.cells.get('logo')?.at ?? record.at), message: logo });
        continue;
      }
      rows.push({ row: { ...parsed.row, logo, cell: cellOf(record) }, at: record.at });
    }
    return { rows, problems };
  },

  async check(db, rows, options, media) {
    const file = rows[0]?.at.file ?? '';
    // Every check runs whatever the others find, so one round lists every problem of the file.
    const problems: ImportProblem[] = (await importExhibition(db, options)) ? [] : [unknownExhibition(file, options)];
    const knownCountries = new Set([
      ...(await db.select({ cid: countries.oneCid }).from(countries)).map((row) => row.cid),
      ...(options.pending?.countries ?? []),
    ]);
    const knownTopics = new Set([
      ...(await db.select({ cid: topics.oneCid }).from(topics)).map((row) => row.cid),
      ...(options.pending?.topics ?? []),
    ]);
    const firstRowOf = new Map<string, number | undefined>();
    for (const { row, at } of rows) {
      const first = firstRowOf.get(row.one_cid);
      if (firstRowOf.has(row.one_cid)) problems.push({ ...row.cell('one_cid'), message: `one_cid ${row.one_cid} is also on row ${first}` });
      else firstRowOf.set(row.one_cid, at.row);
      if (row.country_cid !== null && !knownCountries.has(row.country_cid)) {
        problems.push({ ...row.cell('country_cid'), message: `unknown country ${row.country_cid}` });
      }
      const unknownTopics = row.topic_cids.filter((cid) => !knownTopics.has(cid));
      if (unknownTopics.length > 0) problems.push({ ...row.cell('topic_cids'), message: `unknown topic ${unknownTopics.join(', ')}` });
    }
    const logos = rows.flatMap(({ row }) =>
      'file' in row.logo ? [{ file: row.logo.file, use: 'logo' as const, at: row.cell('logo') }] : [],
    );
    problems.push(...(await media.checkPictures(logos)));
    return problems;
  },

  async plan(db, rows, options, media) {
    const { prefixContract: exPrefix } = await requireExhibition(db, options);
    const stored = await db.select().from(participants).where(eq(participants.exPrefix, exPrefix));
    // A subquery, not a list of thousands of ids as parameters (slow to bind, and capped at 65,535).
    const ofExhibition = db.select({ id: participants.id }).from(participants).where(eq(participants.exPrefix, exPrefix));
    const links = await db.select().from(participantTopics).where(inArray(participantTopics.participantId, ofExhibition));
    const topicsOf = new Map<string, string[]>();
    for (const link of links) topicsOf.set(link.participantId, [...(topicsOf.get(link.participantId) ?? []), link.topicCid]);
    const matched = matchRows({
      stored,
      keyOf: (row) => row.oneCid,
      current: (row): Owned => ({
        shortTitle: row.shortTitle,
        fullTitle: row.fullTitle,
        address: row.address,
        text: row.text,
        countryCid: row.countryCid,
        stands: row.stands,
        phoneNumber: row.phoneNumber,
        email: row.email,
        website: row.website,
        logoForEcatalog: row.logoForEcatalog,
        showLogoForEcatalog: row.showLogoForEcatalog,
        isTextBold: row.isTextBold,
        topicCids: (topicsOf.get(row.id) ?? []).sort(),
      }),
      wanted: rows.map(({ row }) => ({ key: row.one_cid, values: owned(row, media.sourcePath(row.logo, 'logo') || null) })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        const inserts = matched.add.map(({ key, values: { topicCids, ...columns } }) => ({
          row: { id: participantUuid(exPrefix, key), exPrefix, oneCid: key, ...columns },
          topicCids,
        }));
        for (const batch of batches(inserts)) await tx.insert(participants).values(batch.map((entry) => entry.row));
        const newLinks = inserts.flatMap(({ row, topicCids }) => topicCids.map((topicCid) => ({ participantId: row.id, topicCid })));
        for (const { stored: existing, values } of matched.update) {
          const { topicCids, ...columns } = values;
          const changes = changedColumns(columns, existing);
          if (Object.keys(changes).length > 0) await tx.update(participants).set(changes).where(eq(participants.id, existing.id));
          const had = new Set(topicsOf.get(existing.id) ?? []);
          const dropped = [...had].filter((cid) => !topicCids.includes(cid));
          if (dropped.length > 0) {
            await tx
              .delete(participantTopics)
              .where(and(eq(participantTopics.participantId, existing.id), inArray(participantTopics.topicCid, dropped)));
          }
          for (const topicCid of topicCids) if (!had.has(topicCid)) newLinks.push({ participantId: existing.id, topicCid });
        }
        for (const batch of batches(newLinks)) await tx.insert(participantTopics).values(batch);
        // Topic links and visitors' favourites of a removed exhibitor go with it (ON DELETE CASCADE).
        for (const batch of batches(matched.remove.map((row) => row.id)))
          await tx.delete(participants).where(inArray(participants.id, batch));
      },
    };
  },

  brings(rows, pending, options) {
    // Only `import -- all` has pending kinds, and it always names each workbook's exhibition.
    if (options.exhibition === undefined) return;
    const known = pending.participants.get(options.exhibition) ?? new Set<string>();
    for (const { row } of rows) known.add(row.one_cid);
    pending.participants.set(options.exhibition, known);
  },

  async export(db, target, options) {
    const exhibition = await requireExhibition(db, options);
    const list = await db
      .select()
      .from(participants)
      .where(eq(participants.exPrefix, exhibition.prefixContract))
      .orderBy(asc(participants.oneCid));
    const links = list.length
      ? await db
          .select()
          .from(participantTopics)
          .where(
            inArray(
              participantTopics.participantId,
              db.select({ id: participants.id }).from(participants).where(eq(participants.exPrefix, exhibition.prefixContract)),
            ),
          )
      : [];
    const topicsOf = new Map<string, string[]>();
    for (const link of links) topicsOf.set(link.participantId, [...(topicsOf.get(link.participantId) ?? []), link.topicCid]);
    const rows = list.map((row) => {
      const values: Record<string, string> = {
        one_cid: row.oneCid,
        country_cid: row.countryCid ?? '',
        topic_cids: joinList((topicsOf.get(row.id) ?? []).sort()),
        stands: joinList(row.stands),
        phone_number: row.phoneNumber,
        email: row.email,
        website: row.website,
        logo: row.logoForEcatalog ?? '',
        show_logo_for_ecatalog: yesNo(row.showLogoForEcatalog),
        is_text_bold: yesNo(row.isTextBold),
      };
      for (const lang of LANGS) {
        values[langColumn('short_title', lang)] = row.shortTitle[lang];
        values[langColumn('full_title', lang)] = row.fullTitle[lang];
        values[langColumn('address', lang)] = row.address[lang];
        values[langColumn('text', lang)] = row.text[lang];
      }
      return values;
    });
    await writeParticipants(target, rows);
    return { rows: rows.length };
  },

  async starter(target) {
    await examplePicture(path.join(path.dirname(target), 'logos', 'example.png'), 'logo');
    await writeParticipants(target, [
      {
        one_cid: '00-00000001',
        ...toColumns('short_title', { ru: 'Пример', en: 'Example', zh: '示例' }),
        ...toColumns('full_title', { ru: 'ООО «Пример»', en: 'Example Ltd', zh: '示例有限公司' }),
        ...toColumns('address', { ru: 'Москва', en: 'Moscow', zh: '莫斯科' }),
        ...toColumns('text', { ru: 'Описание компании.', en: 'What the company does.', zh: '公司简介。' }),
        country_cid: STARTER_COUNTRY,
        topic_cids: STARTER_TOPIC,
        stands: '1A01',
        phone_number: '+7 495 000-00-00',
        email: 'info@example.com',
        website: 'https://example.com',
        logo: 'logos/example.png',
        show_logo_for_ecatalog: 'yes',
        is_text_bold: 'no',
      },
    ]);
  },
};
