/**
 * The one lookup of "the exhibition of this prefix, or the current one" within a site type (an absent
 * ex_prefix means the current exhibition everywhere in the API). Every call that takes ex_prefix resolves
 * it here. The hot list calls (catalogue, programme) choose their columns and read their list version in
 * the same indexed lookup, so each call costs one small query (docs/decisions/0005); the others take the
 * whole row.
 */
import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/connect';
import { exhibitions } from '../db/schema';
import { notFound } from '../http/errors';

export type ExhibitionRow = typeof exhibitions.$inferSelect;
type Selected<TFields extends SelectedFields> = SelectResult<TFields, 'partial', Record<'exhibitions', 'not-null'>>;
type Reader = Pick<Db, 'select'>;

/** The 404 of an unknown prefix, or of a site type that has no current exhibition. */
const exhibitionNotFound = (prefix: string | undefined) => notFound(prefix === undefined ? 'Current exhibition' : `Exhibition ${prefix}`);

/** The exhibition (or the chosen columns of it), undefined when there is none: callers with their own error use this. */
export async function findExhibition(db: Reader, exType: string, prefix: string | undefined): Promise<ExhibitionRow | undefined>;
export async function findExhibition<TFields extends SelectedFields>(
  db: Reader,
  exType: string,
  prefix: string | undefined,
  fields: TFields,
): Promise<Selected<TFields> | undefined>;
export async function findExhibition(db: Reader, exType: string, prefix: string | undefined, fields?: SelectedFields) {
  const where = and(
    eq(exhibitions.exType, exType),
    prefix === undefined ? eq(exhibitions.isCurrent, true) : eq(exhibitions.prefixContract, prefix),
  );
  const [row] = fields
    ? await db.select(fields).from(exhibitions).where(where).limit(1)
    : await db.select().from(exhibitions).where(where).limit(1);
  return row;
}

/** As findExhibition, but a missing exhibition is a 404 EntityNotFound. */
export async function exhibitionByPrefix(db: Reader, exType: string, prefix: string | undefined): Promise<ExhibitionRow>;
export async function exhibitionByPrefix<TFields extends SelectedFields>(
  db: Reader,
  exType: string,
  prefix: string | undefined,
  fields: TFields,
): Promise<Selected<TFields>>;
export async function exhibitionByPrefix(db: Reader, exType: string, prefix: string | undefined, fields?: SelectedFields) {
  const row = fields ? await findExhibition(db, exType, prefix, fields) : await findExhibition(db, exType, prefix);
  if (!row) throw exhibitionNotFound(prefix);
  return row;
}
