/**
 * Exhibitors, as the organiser keeps them in 1C and exports them to a spreadsheet: one row per company,
 * matched by its one_cid within the exhibition. Column names are the API's field names (translated ones
 * with _ru/_en/_zh), so the file, the API and the database say the same thing; `logo` is a picture file
 * next to the workbook (or a stored /media/ path, as the export writes it).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGS } from '../../../src/contract/common';
import { emailRule, withMessages } from '../../../src/contract/form-rules';
import { CatalogueCidSchema, ParticipantSchema, type Participant } from '../../../src/contract/participants';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { countries, participants, participantTopics, topics } from '../../db/schema';
import { importExhibition, requireExhibition, unknownExhibition } from '../exhibition';
import type { PictureSource } from '../pictures';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
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
import { applyParticipants } from './participants-apply';

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

/** The logo: a picture file to store (absolute path), a stored path to keep, or none. */
export type LogoSource = PictureSource;
export type ParticipantRow = Omit<RowOutput, 'logo'> & { logo: LogoSource; cell: (header: string) => SourceRef };

function logoSource(cell: string, folder: string): LogoSource | string {
  if (cell === '') return null;
  if (STORED_PICTURE.test(cell)) return { stored: cell };
  const file = path.resolve(folder, cell);
  // Sync: thousands of logos, each a cheap local stat; a promise apiece costs more than the call.
  const info = statSync(file, { throwIfNoEntry: false });
  return info?.isFile() ? { file } : `no picture file ${cell} next to the workbook`;
}

export const participantsKind: ImportKind<ParticipantRow> = {
  name: 'participants',

  async read(source, options) {
    const table = await readTable(source, { sheet: options.sheet, display: path.basename(source) });
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

  async check(db, rows, options) {
    const file = rows[0]?.at.file ?? '';
    if (!(await importExhibition(db, options))) return [unknownExhibition(file, options)];
    const problems: ImportProblem[] = [];
    const knownCountries = new Set((await db.select({ cid: countries.oneCid }).from(countries)).map((row) => row.cid));
    const knownTopics = new Set((await db.select({ cid: topics.oneCid }).from(topics)).map((row) => row.cid));
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
    return problems;
  },

  apply: applyParticipants,

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
              list.map((row) => row.id),
            ),
          )
      : [];
    const topicsOf = new Map<string, string[]>();
    for (const link of links) topicsOf.set(link.participantId, [...(topicsOf.get(link.participantId) ?? []), link.topicCid]);
    const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
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
      return PARTICIPANT_COLUMNS.map((column) => values[column] ?? '');
    });
    await writeTable(target, { sheet: 'participants', headers: PARTICIPANT_COLUMNS, rows });
    return { rows: rows.length };
  },
};
