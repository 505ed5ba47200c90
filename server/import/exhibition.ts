/**
 * The exhibition and the site type an import writes into. Kinds tied to one show (exhibitors, programme)
 * take the one named by --exhibition, else the current exhibition of the site, as the API reads an absent
 * ex_prefix; the content kinds take a site type (--site, else that of --exhibition, else the default one).
 * Within one `import -- all` an exhibition the run's exhibitions workbook brings counts as known before
 * it is written (options.pending), so every file is checked, and a dry run planned, in one round.
 */
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_EX_TYPE } from '../../src/contract/common';
import { exhibitions } from '../db/schema';
import { ImportUsageError, type DbOrTx, type ImportOptions, type ImportProblem, type PendingExhibition } from './kind';

/** The fields of an exhibition the other kinds need (a stored row or one the same run brings). */
export type ImportExhibition = PendingExhibition;

const SHOW_COLUMNS = {
  prefixContract: exhibitions.prefixContract,
  exType: exhibitions.exType,
  dateStart: exhibitions.dateStart,
  dateEnd: exhibitions.dateEnd,
  location: exhibitions.location,
};

/** The site type of the run, without looking anything up: --site, else the default one. */
const namedSite = (options: ImportOptions) => options.site ?? DEFAULT_EX_TYPE;

export async function importExhibition(db: DbOrTx, options: ImportOptions): Promise<ImportExhibition | undefined> {
  const pending = options.pending?.exhibitions ?? [];
  if (options.exhibition === undefined) {
    const [current] = await db
      .select(SHOW_COLUMNS)
      .from(exhibitions)
      .where(and(eq(exhibitions.exType, namedSite(options)), eq(exhibitions.isCurrent, true)))
      .limit(1);
    return current ?? pending.find((show) => show.exType === namedSite(options) && show.isCurrent);
  }
  const [row] = await db.select(SHOW_COLUMNS).from(exhibitions).where(eq(exhibitions.prefixContract, options.exhibition)).limit(1);
  return row ?? pending.find((show) => show.prefixContract === options.exhibition);
}

export const unknownExhibition = (file: string, options: ImportOptions): ImportProblem => ({
  file,
  message:
    options.exhibition === undefined
      ? 'there is no current exhibition: name one with --exhibition'
      : `there is no exhibition ${options.exhibition}`,
});

/** For writing (after check()) and for exports, where a missing exhibition is a mistake in the command. */
export async function requireExhibition(db: DbOrTx, options: ImportOptions): Promise<ImportExhibition> {
  const row = await importExhibition(db, options);
  if (!row)
    throw new ImportUsageError(
      unknownExhibition('', options).message,
      options.exhibition === undefined ? 'no_current_exhibition' : 'unknown_exhibition',
      { exhibition: options.exhibition ?? '' },
    );
  return row;
}

/**
 * The site type an import writes to: --site, else that of the exhibition named by --exhibition, else the
 * default one. News, contests, partners and the other content belong to a site, not to one show, so no
 * current exhibition is needed.
 */
export async function siteTypeOf(db: DbOrTx, options: ImportOptions): Promise<{ exType?: string; problem?: ImportProblem }> {
  if (options.site !== undefined || options.exhibition === undefined) return { exType: namedSite(options) };
  const row = await importExhibition(db, options);
  return row ? { exType: row.exType } : { problem: unknownExhibition('--exhibition', options) };
}

/** As siteTypeOf, for writing and exporting (checked before): the site type or a usage error. */
export async function requireSiteType(db: DbOrTx, options: ImportOptions): Promise<string> {
  const { exType, problem } = await siteTypeOf(db, options);
  if (!exType) throw new ImportUsageError(problem?.message ?? 'no site type');
  return exType;
}

/** Every exhibition of a site type, oldest first: stored ones and those the same run brings. */
export async function exhibitionsOf(db: DbOrTx, exType: string, options: ImportOptions): Promise<ImportExhibition[]> {
  const stored = await db.select(SHOW_COLUMNS).from(exhibitions).where(eq(exhibitions.exType, exType)).orderBy(asc(exhibitions.dateStart));
  const known = new Set(stored.map((show) => show.prefixContract));
  const pending = (options.pending?.exhibitions ?? []).filter((show) => show.exType === exType && !known.has(show.prefixContract));
  return [...stored, ...pending].sort((a, b) => a.dateStart.getTime() - b.dateStart.getTime());
}
