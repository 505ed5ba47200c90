/**
 * What every importable kind (participants, events, news, contests, partners, galleries) provides, so one
 * command, one report format and one transaction rule serve them all. A kind reads its source into rows
 * that remember where they came from, checks them (alone and against the database), and writes them
 * matched by a stable external id; the runner (run.ts) owns the transaction, --dry-run and the report.
 */
import type { Db } from '../db/connect';

export type ImportKindName = 'participants' | 'events' | 'news' | 'contests' | 'partners' | 'galleries';

/** Where a value came from, as an organiser finds it in the spreadsheet: file, sheet, row (1-based), column header. */
export type SourceRef = { file: string; sheet?: string; row?: number; column?: string };

export type ImportProblem = SourceRef & { message: string };

export type Located<Row> = { row: Row; at: SourceRef };

export type ImportCounts = {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** Rows the source no longer holds, left in place because --prune was not given. */
  kept?: number;
};

export type ImportOptions = {
  /** The exhibition's prefix (ME27); absent: the current exhibition. Kinds not tied to one show ignore it. */
  exhibition?: string;
  /** Removes rows of this kind (and exhibition) that the source no longer holds. */
  prune: boolean;
  /** The workbook's sheet to read; absent: the first one. Ignored by CSV and folder sources. */
  sheet?: string;
};

export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stores a picture met in a source (a logo, a news image, a gallery photo) and answers the path pages use. */
export type PictureSink = (bytes: Uint8Array, use: PictureUse) => Promise<string>;
export type PictureUse = 'logo' | 'news' | 'contest' | 'partner' | 'gallery';

export interface ImportKind<Row> {
  name: ImportKindName;
  /** Reads a file or folder into rows; rows that fail the contract become problems, not rows. */
  read(source: string, options: ImportOptions): Promise<{ rows: Located<Row>[]; problems: ImportProblem[] }>;
  /** Problems only the database can tell (an unknown country, a date outside the exhibition, a duplicate id). */
  check(db: Db | DbTx, rows: Located<Row>[], options: ImportOptions): Promise<ImportProblem[]>;
  /** Writes the rows inside the runner's transaction, matched by their stable id; answers the counts. */
  apply(tx: DbTx, rows: Located<Row>[], options: ImportOptions, pictures: PictureSink): Promise<ImportCounts>;
  /** Writes the database's rows in the same format read() takes (by the target's extension). */
  export(db: Db, target: string, options: ImportOptions): Promise<{ rows: number }>;
}

/**
 * Thrown from apply() for problems only writing finds (a logo that is not a picture): the runner rolls
 * the transaction back and reports them like any other problem.
 */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} problem(s) found while writing`);
  }
}
