/**
 * The business programme: one row per session, matched by the organiser's external_id within the
 * exhibition. Date and times are Moscow wall-clock time, as the programme is printed and as the API
 * answers it (+03:00); columns carry the contract Event's names (name, location, org_text, phone, link).
 * `participant_cids` names the exhibitors taking part by their one_cid in the same exhibition; a sheet
 * without that column leaves the sessions' exhibitors as they are.
 */
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGS } from '../../../src/contract/common';
import { EventSchema, type ProgrammeEvent } from '../../../src/contract/events';
import { CatalogueCidSchema } from '../../../src/contract/participants';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { eventParticipants, events, participants } from '../../db/schema';
import { fromVenueTime, toVenueIso } from '../../http/dates';
import { importExhibition, requireExhibition, unknownExhibition } from '../exhibition';
import { batches } from '../batches';
import { changedColumns, matchRows } from '../changes';
import { toColumns } from '../content/fields';
import { ImportRefused, type DbOrTx, type ImportKind, type ImportProblem, type Located, type SourceRef } from '../kind';
import {
  cellOf,
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

const PLAIN = ['external_id', 'date', 'start_time', 'end_time', 'phone', 'link', 'participant_cids'] as const;
const LINKS = 'participant_cids';
const LOCALIZED = ['name', 'location', 'org_text'] as const;
export const EVENT_COLUMNS = [
  ...PLAIN.slice(0, 4),
  ...LOCALIZED.flatMap((name) => LANGS.map((lang) => langColumn(name, lang))),
  ...PLAIN.slice(4),
];

type Day = { year: number; month: number; day: number };
function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
  const parts = text.includes('-') ? { year: a, month: b, day: c } : { year: c, month: b, day: a };
  const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  return check.getUTCMonth() === parts.month - 1 && check.getUTCDate() === parts.day ? parts : null;
}
function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text);
  const [hour, minute] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

const minutes = (time: string) => {
  const parsed = parseTime(time.trim());
  return parsed ? parsed.hour * 60 + parsed.minute : NaN;
};

const ContractPart = v.looseObject(v.pick(EventSchema, ['phone', 'link']).entries);

const dayRule = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => parseDay(text) !== null, 'must be a date such as 2027-05-25 or 25.05.2027'),
);
const timeRule = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => parseTime(text) !== null, 'must be a time such as 10:00 (Moscow time)'),
);

/** A programme row: the contract Event's fields in three languages, plus its id and its Moscow date. */
export const EventRowSchema = v.pipe(
  v.object({
    external_id: requiredText(100),
    date: dayRule,
    start_time: timeRule,
    end_time: timeRule,
    name: localizedRule(requiredText(500), textRule(500)),
    location: localizedRule(textRule(300), textRule(300)),
    org_text: localizedRule(textRule(2000), textRule(2000)),
    phone: textRule(60),
    link: webAddressOrEmpty('must be a web address starting with http:// or https://'),
    participant_cids: listRule(CatalogueCidSchema),
  }),
  v.forward(
    // A time that is not a time has its own problem already; the order is checked between real times only.
    v.check((row) => {
      const [start, end] = [minutes(row.start_time), minutes(row.end_time)];
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    }, 'must be later than start_time'),
    ['end_time'],
  ),
  v.transform(({ date, start_time, end_time, ...row }) => {
    const day = parseDay(date) as Day;
    const at = (time: string) => {
      const { hour, minute } = parseTime(time) as { hour: number; minute: number };
      return fromVenueTime(day.year, day.month, day.day, hour, minute);
    };
    return { ...row, start_at: at(start_time), end_at: at(end_time) };
  }),
  // The contract's own Event schema checks the fields it shares with a row, as the API will answer them.
  v.check((row) => v.is(ContractPart, row), 'does not match the API contract'),
);
/** participant_cids is null when the sheet has no such column: the sessions' exhibitors are then left alone. */
export type EventRow = Omit<v.InferOutput<typeof EventRowSchema>, 'participant_cids'> & {
  participant_cids: string[] | null;
  cell: (header: string) => SourceRef;
};
/** The plain fields are the contract's: a change of an Event field's type fails to compile here. */
const contractCheck = (row: v.InferOutput<typeof EventRowSchema>): Pick<ProgrammeEvent, 'phone' | 'link'> => row;
void contractCheck;

const venueDay = (date: Date) => toVenueIso(date).slice(0, 10);

type Columns = Pick<typeof events.$inferSelect, 'startAt' | 'endAt' | 'name' | 'location' | 'orgText' | 'phone' | 'link'>;
/** The columns an import owns, plus the exhibitors' one_cids (kept in event_participants), sorted. */
type Owned = Columns & { participantCids: string[] };
const owned = (row: EventRow, storedCids: string[]): Owned => ({
  startAt: row.start_at,
  endAt: row.end_at,
  name: row.name,
  location: row.location,
  orgText: row.org_text,
  phone: row.phone,
  link: row.link,
  participantCids: row.participant_cids ? [...new Set(row.participant_cids)].sort() : storedCids,
});

/** The one_cids of the exhibitors each session of the exhibition names, sorted, by event id. */
async function linksOf(db: DbOrTx, exPrefix: string): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ eventId: eventParticipants.eventId, oneCid: participants.oneCid })
    .from(eventParticipants)
    .innerJoin(participants, eq(participants.id, eventParticipants.participantId))
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(eq(events.exPrefix, exPrefix));
  const links = new Map<number, string[]>();
  for (const row of rows) links.set(row.eventId, [...(links.get(row.eventId) ?? []), row.oneCid]);
  for (const list of links.values()) list.sort();
  return links;
}

/** The exhibition's exhibitors' ids by one_cid (written ones: read inside the run's transaction). */
async function participantIds(db: DbOrTx, exPrefix: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: participants.id, oneCid: participants.oneCid })
    .from(participants)
    .where(eq(participants.exPrefix, exPrefix));
  return new Map(rows.map((row) => [row.oneCid, row.id]));
}

/** The sheet the export writes; a sheet called Programme reads as well. */
export const EVENT_SHEETS = ['events', 'programme'] as const;

async function writeEvents(target: string, rows: Record<string, string>[]) {
  await writeTable(target, {
    sheet: EVENT_SHEETS[0],
    headers: EVENT_COLUMNS,
    rows: rows.map((values) => EVENT_COLUMNS.map((column) => values[column] ?? '')),
  });
}

export const eventsKind: ImportKind<EventRow> = {
  name: 'events',
  source: 'workbook',

  async read(source, options) {
    const table = await readTable(source, { sheet: options.sheet, names: EVENT_SHEETS, display: path.basename(source) });
    const problems: ImportProblem[] = missingColumns(table.headers, ['external_id', 'date', 'start_time', 'end_time', 'name_ru'], {
      file: table.file,
      sheet: table.sheet,
    });
    if (problems.length > 0) return { rows: [], problems };
    const rows: Located<EventRow>[] = [];
    for (const record of table.records) {
      const parsed = parseRecord(EventRowSchema, recordInput(record, { plain: PLAIN, localized: LOCALIZED }), record);
      if ('problems' in parsed) problems.push(...parsed.problems);
      else {
        const participant_cids = table.headers.includes(LINKS) ? parsed.row.participant_cids : null;
        rows.push({ row: { ...parsed.row, participant_cids, cell: cellOf(record) }, at: record.at });
      }
    }
    return { rows, problems };
  },

  async check(db, rows, options) {
    const exhibition = await importExhibition(db, options);
    const problems: ImportProblem[] = exhibition ? [] : [unknownExhibition(rows[0]?.at.file ?? '', options)];
    const [first, last] = exhibition ? [venueDay(exhibition.dateStart), venueDay(exhibition.dateEnd)] : ['', ''];
    const prefix = exhibition?.prefixContract ?? '';
    const knownParticipants = new Set([
      ...(exhibition ? (await participantIds(db, prefix)).keys() : []),
      ...(options.pending?.participants.get(prefix) ?? []),
    ]);
    const firstRowOf = new Map<string, number | undefined>();
    for (const { row, at } of rows) {
      const unknown = exhibition ? (row.participant_cids ?? []).filter((cid) => !knownParticipants.has(cid)) : [];
      if (unknown.length > 0) {
        problems.push({ ...row.cell(LINKS), message: `unknown exhibitor ${[...new Set(unknown)].join(', ')} in ${prefix}` });
      }
      if (firstRowOf.has(row.external_id)) {
        problems.push({
          ...row.cell('external_id'),
          message: `external_id ${row.external_id} is also on row ${firstRowOf.get(row.external_id)}`,
        });
      } else firstRowOf.set(row.external_id, at.row);
      const day = venueDay(row.start_at);
      if (exhibition && (day < first || day > last)) {
        problems.push({
          ...row.cell('date'),
          message: `${day} is outside the exhibition ${exhibition.prefixContract} (${first} – ${last})`,
        });
      }
    }
    return problems;
  },

  async plan(db, rows, options) {
    const { prefixContract: exPrefix } = await requireExhibition(db, options);
    const stored = await db.select().from(events).where(eq(events.exPrefix, exPrefix));
    const links = await linksOf(db, exPrefix);
    const storedIdOf = new Map(stored.map((row) => [row.externalId, row.id]));
    const storedCids = (key: string) => links.get(storedIdOf.get(key) ?? -1) ?? [];
    const matched = matchRows({
      stored,
      keyOf: (row) => row.externalId,
      current: (row): Owned => ({
        startAt: row.startAt,
        endAt: row.endAt,
        name: row.name,
        location: row.location,
        orgText: row.orgText,
        phone: row.phone,
        link: row.link,
        participantCids: links.get(row.id) ?? [],
      }),
      wanted: rows.map(({ row }) => ({ key: row.external_id, values: owned(row, storedCids(row.external_id)) })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        const idOf = await participantIds(tx, exPrefix);
        const newLinks: { eventId: number; participantId: string }[] = [];
        const link = (eventId: number, cids: string[], at: SourceRef) => {
          for (const cid of cids) {
            const participantId = idOf.get(cid);
            // Checked before writing; only an exhibitor pruned by the same `import -- all` gets here.
            if (!participantId) throw new ImportRefused([{ ...at, message: `unknown exhibitor ${cid} in ${exPrefix}` }]);
            newLinks.push({ eventId, participantId });
          }
        };
        const rowOf = new Map(rows.map(({ row }) => [row.external_id, row]));
        const at = (key: string) => rowOf.get(key)?.cell(LINKS) ?? { file: '' };
        // New sessions are numbered in the sheet's order (the export's: by start), as the demo's were.
        for (const batch of batches(matched.add)) {
          const added = await tx
            .insert(events)
            .values(batch.map(({ key, values: { participantCids: _links, ...values } }) => ({ exPrefix, externalId: key, ...values })))
            .returning({ id: events.id, externalId: events.externalId });
          const cidsOf = new Map(batch.map(({ key, values }) => [key, values.participantCids]));
          for (const row of added) link(row.id, cidsOf.get(row.externalId) ?? [], at(row.externalId));
        }
        for (const { stored: existing, values } of matched.update) {
          const { participantCids, ...columns } = values;
          const changes = changedColumns(columns, existing);
          if (Object.keys(changes).length > 0) await tx.update(events).set(changes).where(eq(events.id, existing.id));
          const had = links.get(existing.id) ?? [];
          const dropped = had.flatMap((cid) => (participantCids.includes(cid) ? [] : (idOf.get(cid) ?? [])));
          if (dropped.length > 0) {
            await tx
              .delete(eventParticipants)
              .where(and(eq(eventParticipants.eventId, existing.id), inArray(eventParticipants.participantId, dropped)));
          }
          link(
            existing.id,
            participantCids.filter((cid) => !had.includes(cid)),
            at(existing.externalId),
          );
        }
        for (const batch of batches(newLinks)) await tx.insert(eventParticipants).values(batch);
        // Visitors' favourites and the exhibitor links of a removed session go with it (ON DELETE CASCADE).
        const gone = matched.remove.map((row) => row.id);
        for (const batch of batches(gone)) await tx.delete(events).where(inArray(events.id, batch));
      },
    };
  },

  async export(db, target, options) {
    const exhibition = await requireExhibition(db, options);
    const list = await db
      .select()
      .from(events)
      .where(eq(events.exPrefix, exhibition.prefixContract))
      .orderBy(asc(events.startAt), asc(events.externalId));
    const links = await linksOf(db, exhibition.prefixContract);
    const rows = list.map((row) => {
      const start = toVenueIso(row.startAt);
      const values: Record<string, string> = {
        external_id: row.externalId,
        date: start.slice(0, 10),
        start_time: start.slice(11, 16),
        end_time: toVenueIso(row.endAt).slice(11, 16),
        phone: row.phone,
        link: row.link,
        participant_cids: joinList(links.get(row.id) ?? []),
      };
      for (const lang of LANGS) {
        values[langColumn('name', lang)] = row.name[lang];
        values[langColumn('location', lang)] = row.location[lang];
        values[langColumn('org_text', lang)] = row.orgText[lang];
      }
      return values;
    });
    await writeEvents(target, rows);
    return { rows: rows.length };
  },

  async starter(target, show) {
    await writeEvents(target, [
      {
        external_id: `${show.prefix}-001`,
        date: show.dateStart.slice(0, 10),
        start_time: '11:00',
        end_time: '12:30',
        ...toColumns('name', { ru: 'Открытие выставки', en: 'Opening of the exhibition', zh: '展会开幕式' }),
        ...toColumns('location', { ru: 'Зал 1', en: 'Hall 1', zh: '1号厅' }),
        ...toColumns('org_text', { ru: 'Организатор', en: 'The organiser', zh: '主办方' }),
        phone: '+7 495 000-00-00',
        link: 'https://example.com',
      },
    ]);
  },
};
