/** Resolves the ex_prefix of programme and catalogue calls: absent means the current exhibition. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exhibitions } from '../db/schema';
import { notFound } from '../http/errors';
import { findCurrentExhibition } from './site';

export type ExhibitionRow = typeof exhibitions.$inferSelect;

/** The exhibition of that prefix within the site type; an unknown prefix is a 404. */
export async function exhibitionByPrefix(db: Db, exType: string, prefix: string | undefined): Promise<ExhibitionRow> {
  if (prefix === undefined) return findCurrentExhibition(db, exType);
  const [row] = await db
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions.exType, exType), eq(exhibitions.prefixContract, prefix)))
    .limit(1);
  if (!row) throw notFound(`Exhibition ${prefix}`);
  return row;
}
