/**
 * The signed-in visitor's private notes on exhibitors and the "My contacts" file (issue 34).
 *
 * A write is an upsert that keeps the later of two writes by the device's time of typing (updated_at),
 * in one statement (ON CONFLICT … DO UPDATE … WHERE older), so an edit queued offline and replayed after a
 * newer one from another device leaves the newer one in place; the answer is the note that stayed. A time
 * ahead of the server's clock is taken as the server's now: a phone set a year ahead would otherwise
 * freeze its note against every later edit. A note is written on any exhibitor of the caller's site type
 * (the app offers it on favourites; a note on an exhibitor unstarred meanwhile is kept, not refused, since
 * the star and the note are replayed independently); another site's exhibitor does not exist (404).
 *
 * Every query is keyed by the caller's own id: another account's notes cannot be named, only not found.
 */
import { readFileSync } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LANGS, type Lang } from '../../src/contract/common';
import { ContactsExportQuerySchema, ParticipantNoteInputSchema, type ContactsFormat, type ParticipantNote } from '../../src/contract/notes';
import { spendBudget, type Budget } from '../auth/rate-limit';
import { requireUser, type AuthEnv } from '../auth/tokens';
import type { Db } from '../db/connect';
import { exhibitions, participantFavorites, participantNotes, participants } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { NO_STORE } from '../http/no-store';
import { tableBytes } from '../import/sheet';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { participantOfSite } from '../queries/participant-of-site';
import { localizedSql } from '../queries/sql-localized';

/** Saves as the visitor types (one a second at most, debounced): an hour of steady typing fits, a script does not. */
export const NOTE_WRITE_BUDGET: Budget = { name: 'note-write', limit: 1200, windowSeconds: 60 * 60, what: 'note saves' };
/** Each file is built from the database on request: a person downloads a few. */
export const CONTACTS_EXPORT_BUDGET: Budget = { name: 'contacts-export', limit: 60, windowSeconds: 60 * 60, what: 'downloads' };

const toNote = (row: { participantId: string; text: string; updatedAt: Date }): ParticipantNote => ({
  participant_id: row.participantId,
  text: row.text,
  updated_at: row.updatedAt.toISOString(),
});

const noteColumns = { participantId: participantNotes.participantId, text: participantNotes.text, updatedAt: participantNotes.updatedAt };

type ContactsTexts = {
  sheet: string;
  file: string;
  company: string;
  full_title: string;
  stands: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  note: string;
};

let contactsTexts: Record<Lang, ContactsTexts> | null = null;

/** The file's headers in the visitor's language: the contacts_export section of locales/{lang}.json (server only). */
function textsOf(lang: Lang): ContactsTexts {
  contactsTexts ??= Object.fromEntries(
    LANGS.map((one) => {
      const file = new URL(`../../locales/${one}.json`, import.meta.url);
      return [one, (JSON.parse(readFileSync(file, 'utf8')) as { contacts_export: ContactsTexts }).contacts_export];
    }),
  ) as Record<Lang, ContactsTexts>;
  return contactsTexts[lang];
}

/** The caller's favourite exhibitors of one exhibition with their contacts and the caller's note, by name. */
async function contactRows(db: Db, userId: string, exPrefix: string, lang: Lang): Promise<string[][]> {
  const shortTitle = localizedSql(participants.shortTitle, lang);
  const rows = await db
    .select({
      shortTitle: shortTitle.mapWith(String),
      fullTitle: localizedSql(participants.fullTitle, lang).mapWith(String),
      stands: participants.stands,
      phone: participants.phoneNumber,
      email: participants.email,
      website: participants.website,
      address: localizedSql(participants.address, lang).mapWith(String),
      note: sql<string>`coalesce(${participantNotes.text}, '')`,
    })
    .from(participantFavorites)
    .innerJoin(participants, eq(participants.id, participantFavorites.participantId))
    .leftJoin(participantNotes, and(eq(participantNotes.userId, userId), eq(participantNotes.participantId, participants.id)))
    .where(and(eq(participantFavorites.userId, userId), eq(participants.exPrefix, exPrefix)))
    .orderBy(sql`${shortTitle} collate "und-x-icu"`, participants.id);
  return rows.map((row) => [
    row.shortTitle,
    row.fullTitle,
    row.stands.join(', '),
    row.phone,
    row.email,
    row.website,
    row.address,
    row.note,
  ]);
}

const CONTENT_TYPES: Record<ContactsFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const notesRoutes = new Hono<AuthEnv>()
  // Every note of the account on this site's exhibitors, whatever the exhibition: a note belongs to the
  // exhibitor, and the dialog that shows it opens from the catalogue, the map and the favourites alike.
  .get('/user/participants_notes', requireUser, async (c) => {
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    const rows = await db
      .select(noteColumns)
      .from(participantNotes)
      .innerJoin(participants, eq(participants.id, participantNotes.participantId))
      .innerJoin(exhibitions, eq(exhibitions.prefixContract, participants.exPrefix))
      .where(and(eq(participantNotes.userId, userId), eq(exhibitions.exType, c.var.exType), ne(participantNotes.text, '')))
      .orderBy(participantNotes.participantId);
    return c.json(rows.map(toNote));
  })
  .post('/user/participants/note', requireUser, async (c) => {
    const input = await readJson(c, ParticipantNoteInputSchema);
    const { db, now } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    await spendBudget(c, NOTE_WRITE_BUDGET, `user:${userId}`);
    const participant = await participantOfSite(db, c.var.exType, input.participant_id);
    const typedAt = new Date(Math.min(Date.parse(input.updated_at), now().getTime()));
    await db
      .insert(participantNotes)
      .values({ userId, participantId: participant.id, text: input.text, updatedAt: typedAt })
      .onConflictDoUpdate({
        target: [participantNotes.userId, participantNotes.participantId],
        set: { text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
        // An equal time is a replay of the same write, or a tie: the newcomer is taken, as the visitor just typed it.
        setWhere: sql`${participantNotes.updatedAt} <= excluded.updated_at`,
      });
    const [kept] = await db
      .select(noteColumns)
      .from(participantNotes)
      .where(and(eq(participantNotes.userId, userId), eq(participantNotes.participantId, participant.id)));
    if (!kept) throw new Error(`note of ${participant.id} vanished after its upsert`);
    return c.json(toNote(kept));
  })
  .get('/user/participants_contacts', requireUser, async (c) => {
    const query = parseInput(ContactsExportQuerySchema, { ex_prefix: exPrefixFromQuery(c), format: c.req.query('format') });
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    await spendBudget(c, CONTACTS_EXPORT_BUDGET, `user:${userId}`);
    const { prefix } = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    const t = textsOf(c.var.lang);
    const headers = [t.company, t.full_title, t.stands, t.phone, t.email, t.website, t.address, t.note];
    const bytes = await tableBytes(query.format, { sheet: t.sheet, headers, rows: await contactRows(db, userId, prefix, c.var.lang) });
    // An ASCII name for old clients, the visitor's language in filename* (RFC 6266); prefix and format are checked above.
    const name = (title: string) => `${title}-${prefix}.${query.format}`;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[query.format],
      'Content-Disposition': `attachment; filename="${name('contacts')}"; filename*=UTF-8''${encodeURIComponent(name(t.file))}`,
      'Cache-Control': NO_STORE,
    });
  });
