/**
 * The business programme: one row per session, matched by the organiser's external_id within the
 * exhibition. Date and times are Moscow wall-clock time, as the programme is printed and as the API
 * answers it (+03:00); columns carry the contract Event's names (name, location, org_text, phone, link).
 */
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGS } from '../../../src/contract/common';
import { EventSchema, type ProgrammeEvent } from '../../../src/contract/events';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { events } from '../../db/schema';
import { fromVenueTime, toVenueIso } from '../../http/dates';
import { importExhibition, requireExhibition, unknownExhibition } from '../exhibition';
import type { ImportCounts, ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { cellOf, langColumn, localizedRule, missingColumns, parseRecord, recordInput, requiredText, textRule } from '../row-rules';
import { readTable, writeTable } from '../sheet';
import { changedColumns } from './participants-apply';

const PLAIN = ['external_id', 'date', 'start_time', 'end_time', 'phone', 'link'] as const;
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
export type EventRow = v.InferOutput<typeof EventRowSchema> & { cell: (header: string) => SourceRef };
/** The plain fields are the contract's: a change of an Event field's type fails to compile here. */
const contractCheck = (row: v.InferOutput<typeof EventRowSchema>): Pick<ProgrammeEvent, 'phone' | 'link'> => row;
void contractCheck;

const venueDay = (date: Date) => toVenueIso(date).slice(0, 10);

type Owned = Pick<typeof events.$inferSelect, 'startAt' | 'endAt' | 'name' | 'location' | 'orgText' | 'phone' | 'link'>;
const owned = (row: EventRow): Owned => ({
  startAt: row.start_at,
  endAt: row.end_at,
  name: row.name,
  location: row.location,
  orgText: row.org_text,
  phone: row.phone,
  link: row.link,
});
/** Dates compare by instant; the generic comparison sees two Date objects as different. */
const comparable = (values: Owned) => ({ ...values, startAt: values.startAt.getTime(), endAt: values.endAt.getTime() });

export const eventsKind: ImportKind<EventRow> = {
  name: 'events',

  async read(source, options) {
    const table = await readTable(source, { sheet: options.sheet, display: path.basename(source) });
    const problems: ImportProblem[] = missingColumns(table.headers, ['external_id', 'date', 'start_time', 'end_time', 'name_ru'], {
      file: table.file,
      sheet: table.sheet,
    });
    if (problems.length > 0) return { rows: [], problems };
    const rows: Located<EventRow>[] = [];
    for (const record of table.records) {
      const parsed = parseRecord(EventRowSchema, recordInput(record, { plain: PLAIN, localized: LOCALIZED }), record);
      if ('problems' in parsed) problems.push(...parsed.problems);
      else rows.push({ row: { ...parsed.row, cell: cellOf(record) }, at: record.at });
    }
    return { rows, problems };
  },

  async check(db, rows, options) {
    const exhibition = await importExhibition(db, options);
    if (!exhibition) return [unknownExhibition(rows[0]?.at.file ?? '', options)];
    const [first, last] = [venueDay(exhibition.dateStart), venueDay(exhibition.dateEnd)];
    const problems: ImportProblem[] = [];
    const firstRowOf = new Map<string, number | undefined>();
    for (const { row, at } of rows) {
      if (firstRowOf.has(row.external_id)) {
        problems.push({
          ...row.cell('external_id'),
          message: `external_id ${row.external_id} is also on row ${firstRowOf.get(row.external_id)}`,
        });
      } else firstRowOf.set(row.external_id, at.row);
      const day = venueDay(row.start_at);
      if (day < first || day > last) {
        problems.push({
          ...row.cell('date'),
          message: `${day} is outside the exhibition ${exhibition.prefixContract} (${first} – ${last})`,
        });
      }
    }
    return problems;
  },

  async apply(tx, rows, options) {
    const { prefixContract: exPrefix } = await requireExhibition(tx, options);
    const stored = await tx.select().from(events).where(eq(events.exPrefix, exPrefix));
    const byId = new Map(stored.map((row) => [row.externalId, row]));
    const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const inserts: (typeof events.$inferInsert)[] = [];
    for (const { row } of rows) {
      const wanted = owned(row);
      const existing = byId.get(row.external_id);
      if (!existing) {
        inserts.push({ exPrefix, externalId: row.external_id, ...wanted });
        counts.added += 1;
        continue;
      }
      const changes = changedColumns(comparable(wanted), comparable(existing));
      if (Object.keys(changes).length === 0) {
        counts.unchanged += 1;
        continue;
      }
      counts.changed += 1;
      // Only the differing columns are written, with their real (Date) values.
      const set = Object.fromEntries(Object.keys(changes).map((key) => [key, wanted[key as keyof Owned]])) as Partial<Owned>;
      await tx.update(events).set(set).where(eq(events.id, existing.id));
    }
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(events).values(inserts.slice(i, i + 500));
    const seen = new Set(rows.map(({ row }) => row.external_id));
    const absent = stored.filter((row) => !seen.has(row.externalId)).map((row) => row.id);
    if (options.prune) {
      // Visitors' favourites of a removed session go with it (ON DELETE CASCADE).
      if (absent.length > 0) await tx.delete(events).where(inArray(events.id, absent));
      counts.removed = absent.length;
    } else counts.kept = absent.length;
    return counts;
  },

  async export(db, target, options) {
    const exhibition = await requireExhibition(db, options);
    const list = await db
      .select()
      .from(events)
      .where(eq(events.exPrefix, exhibition.prefixContract))
      .orderBy(asc(events.startAt), asc(events.externalId));
    const rows = list.map((row) => {
      const start = toVenueIso(row.startAt);
      const values: Record<string, string> = {
        external_id: row.externalId,
        date: start.slice(0, 10),
        start_time: start.slice(11, 16),
        end_time: toVenueIso(row.endAt).slice(11, 16),
        phone: row.phone,
        link: row.link,
      };
      for (const lang of LANGS) {
        values[langColumn('name', lang)] = row.name[lang];
        values[langColumn('location', lang)] = row.location[lang];
        values[langColumn('org_text', lang)] = row.orgText[lang];
      }
      return EVENT_COLUMNS.map((column) => values[column] ?? '');
    });
    await writeTable(target, { sheet: 'events', headers: EVENT_COLUMNS, rows });
    return { rows: rows.length };
  },
};
