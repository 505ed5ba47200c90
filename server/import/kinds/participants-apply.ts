/**
 * Writing imported exhibitors inside the runner's transaction. Rows are matched by one_cid within the
 * exhibition and compared field by field with what the database holds, so an unchanged file writes
 * nothing (and moves no version), and an edited cell becomes an UPDATE of that one column.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { LANGS } from '../../../src/contract/common';
import { participants, participantTopics } from '../../db/schema';
import { requireExhibition } from '../exhibition';
import type { DbTx, ImportCounts, ImportOptions, Located, PictureSink } from '../kind';
import { storeAll } from '../pictures';
import type { ParticipantRow } from './participants';

type Insert = typeof participants.$inferInsert;
type Existing = typeof participants.$inferSelect;
/** The columns an import owns; anything else on the row (its id, favourites) is left alone. */
type Owned = Pick<
  Existing,
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
>;

const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** Equal as the API would answer them: translated texts per language, lists item by item. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    return LANGS.every((lang) => (x[lang] ?? '') === (y[lang] ?? ''));
  }
  return a === b;
}

/** The columns of `wanted` that differ from the database's row. */
export function changedColumns<T extends object>(wanted: T, stored: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (!sameValue(wanted[key], stored[key])) out[key] = wanted[key];
  }
  return out;
}

const ownedColumns = (row: ParticipantRow, logo: string | null): Owned => ({
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
});

export async function applyParticipants(
  tx: DbTx,
  rows: Located<ParticipantRow>[],
  options: ImportOptions,
  pictures: PictureSink,
): Promise<ImportCounts> {
  const { prefixContract: exPrefix } = await requireExhibition(tx, options);
  const logos = await storeAll(
    rows.map(({ row }) => ({ source: row.logo, at: row.cell('logo') })),
    'logo',
    pictures,
  );
  const stored = await tx.select().from(participants).where(eq(participants.exPrefix, exPrefix));
  const byCid = new Map(stored.map((row) => [row.oneCid, row]));
  // A subquery, not a list of thousands of ids as parameters (slow to bind, and capped at 65,535).
  const ofExhibition = tx.select({ id: participants.id }).from(participants).where(eq(participants.exPrefix, exPrefix));
  const links = await tx.select().from(participantTopics).where(inArray(participantTopics.participantId, ofExhibition));
  const topicsOf = new Map<string, Set<string>>();
  for (const link of links) topicsOf.set(link.participantId, (topicsOf.get(link.participantId) ?? new Set()).add(link.topicCid));

  const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
  const inserts: Insert[] = [];
  const newLinks: { participantId: string; topicCid: string }[] = [];
  const seen = new Set<string>();
  for (const [index, { row }] of rows.entries()) {
    seen.add(row.one_cid);
    const wanted = ownedColumns(row, logos[index] ?? null);
    const existing = byCid.get(row.one_cid);
    if (!existing) {
      const id = randomUUID();
      inserts.push({ id, exPrefix, oneCid: row.one_cid, ...wanted });
      for (const topicCid of new Set(row.topic_cids)) newLinks.push({ participantId: id, topicCid });
      counts.added += 1;
      continue;
    }
    const changes = changedColumns(wanted, existing);
    const had = topicsOf.get(existing.id) ?? new Set<string>();
    const want = new Set(row.topic_cids);
    const dropped = [...had].filter((cid) => !want.has(cid));
    const gained = [...want].filter((cid) => !had.has(cid));
    if (Object.keys(changes).length === 0 && dropped.length === 0 && gained.length === 0) {
      counts.unchanged += 1;
      continue;
    }
    counts.changed += 1;
    if (Object.keys(changes).length > 0) await tx.update(participants).set(changes).where(eq(participants.id, existing.id));
    if (dropped.length > 0) {
      await tx
        .delete(participantTopics)
        .where(and(eq(participantTopics.participantId, existing.id), inArray(participantTopics.topicCid, dropped)));
    }
    for (const topicCid of gained) newLinks.push({ participantId: existing.id, topicCid });
  }
  for (const batch of chunks(inserts)) await tx.insert(participants).values(batch);
  for (const batch of chunks(newLinks)) await tx.insert(participantTopics).values(batch);

  const absent = stored.filter((row) => !seen.has(row.oneCid)).map((row) => row.id);
  if (options.prune) {
    // Topic links and visitors' favourites of a removed exhibitor go with it (ON DELETE CASCADE).
    for (const batch of chunks(absent)) await tx.delete(participants).where(inArray(participants.id, batch));
    counts.removed = absent.length;
  } else counts.kept = absent.length;
  return counts;
}
