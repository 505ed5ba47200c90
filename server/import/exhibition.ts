/**
 * The exhibition an import writes into: the one named by --exhibition, else the current exhibition of
 * the default site type, as the API reads an absent ex_prefix. Kinds tied to one show (exhibitors,
 * programme) resolve it in check() and again in apply(), inside the transaction.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_EX_TYPE } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { exhibitions } from '../db/schema';
import { findExhibition } from '../queries/exhibition-prefix';
import type { DbTx, ImportOptions, ImportProblem } from './kind';

export type ImportExhibition = typeof exhibitions.$inferSelect;

export async function importExhibition(db: Db | DbTx, options: ImportOptions): Promise<ImportExhibition | undefined> {
  if (options.exhibition === undefined) return findExhibition(db, DEFAULT_EX_TYPE, undefined);
  const [row] = await db.select().from(exhibitions).where(eq(exhibitions.prefixContract, options.exhibition)).limit(1);
  return row;
}

export const unknownExhibition = (file: string, options: ImportOptions): ImportProblem => ({
  file,
  message:
    options.exhibition === undefined
      ? 'there is no current exhibition: name one with --exhibition'
      : `there is no exhibition ${options.exhibition}`,
});

/** Only used after check() found no problems, so a missing exhibition here is a bug, not bad input. */
export async function requireExhibition(db: Db | DbTx, options: ImportOptions): Promise<ImportExhibition> {
  const row = await importExhibition(db, options);
  if (!row) throw new Error(unknownExhibition('', options).message);
  return row;
}
