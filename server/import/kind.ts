/**
 * What every importable kind provides, so one command, one report format and one transaction rule serve
 * them all. A kind reads its source into rows that remember where they came from, checks them (alone and
 * against the database), plans what it would change (matched by a stable key, field by field, without
 * writing: a dry run shows the plan), and writes that plan; the runner (run.ts) owns the transaction,
 * --dry-run and the report. Each kind also writes the database's rows back in the format it reads, and a
 * starter template with one example row.
 */
import { IMPORT_KINDS, type DeskRefusal } from '../../src/contract/desk-data';
import type { Db } from '../db/connect';
import type { Localized } from '../db/schema';
import type { Changes } from './changes';
import type { RunMedia } from './run-media';

/** Every kind, in the order `import -- all` loads them (the contract's list: the desk offers the same). */
export const KIND_ORDER = IMPORT_KINDS;
export type ImportKindName = (typeof KIND_ORDER)[number];

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

/** An exhibition another kind of the same `import -- all` brings, before it is written. */
export type PendingExhibition = {
  prefixContract: string;
  exType: string;
  dateStart: Date;
  dateEnd: Date;
  location: Localized;
  isCurrent?: boolean;
};

/**
 * What the earlier kinds of one `import -- all` bring: the later kinds' checks (an exhibitor's topic, a
 * session's exhibition) and a dry run's plans accept them as if they were written already.
 */
export type Pending = {
  exhibitions: PendingExhibition[];
  countries: Set<string>;
  topics: Set<string>;
  /** Exhibitors' one_cids by exhibition prefix, for the sessions that name them. */
  participants: Map<string, Set<string>>;
};

export type ImportOptions = {
  /** The exhibition's prefix (ME27); absent: the current exhibition. Kinds not tied to one show ignore it. */
  exhibition?: string;
  /** The site type (ME); absent: that of --exhibition, else the default one. */
  site?: string;
  /** Removes rows of this kind (and exhibition) that the source no longer holds. */
  prune: boolean;
  /** The workbook's sheet to read; absent: the kind's own sheet, else the first one. Ignored by CSV and folder sources. */
  sheet?: string;
  pending?: Pending;
};

export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTx;

/**
 * Something the organiser should look at that does not stop the import (a stand drawn on no plan): said
 * in the report beside the changes. `key` names what it is about (hall 2), `items` what it lists.
 */
export type PlanNote = { key: string; message: string; items?: string[] };

/** What a kind would change, worked out without writing, and how to write it inside the run's transaction. */
export type KindPlan = { changes: Changes; write: (tx: DbTx) => Promise<void>; notes?: PlanNote[] };

/** What a starter template's example rows share: one exhibition, current, opening next year. */
export type StarterShow = {
  prefix: string;
  year: number;
  /** Moscow wall-clock times, as the sheets hold them: 2027-06-09 10:00. */
  dateStart: string;
  dateEnd: string;
  /** The day the starter was written (Moscow), for example news that is already published. */
  today: string;
};

/** A kind's source: a spreadsheet (.xlsx or .csv), a folder, or either (news). */
export type SourceShape = 'workbook' | 'folder' | 'either';

export interface ImportKind<Row> {
  name: ImportKindName;
  source: SourceShape;
  /** Reads a file or folder into rows; rows that fail the contract become problems, not rows. */
  read(source: string, options: ImportOptions): Promise<{ rows: Located<Row>[]; problems: ImportProblem[] }>;
  /** Problems only the database (or the run's pictures) can tell: an unknown country, a date outside the exhibition. */
  check(db: DbOrTx, rows: Located<Row>[], options: ImportOptions, media: RunMedia): Promise<ImportProblem[]>;
  /** What the rows would change, matched by their stable key; nothing is written until the plan's write(). */
  plan(db: DbOrTx, rows: Located<Row>[], options: ImportOptions, media: RunMedia): Promise<KindPlan>;
  /** Writes the database's rows in the same format read() takes (by the target's extension, or a folder). */
  export(db: Db, target: string, options: ImportOptions): Promise<{ rows: number }>;
  /** Writes an empty template with one example row per sheet, which read() accepts. */
  starter(target: string, show: StarterShow): Promise<void>;
  /** What the rows bring that later kinds of an `import -- all` name (exhibitions, countries, topics). */
  brings?(rows: Located<Row>[], pending: Pending, options: ImportOptions): void;
}

/** A mistake in the command itself (an unknown kind or exhibition, a missing file): said once, not per row. */
export class ImportUsageError extends Error {
  /** `reason` and `params` word the mistake for the desk in the organiser's language (DeskRefusal); the message is the command line's. */
  constructor(
    message: string,
    readonly reason?: DeskRefusal,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/**
 * Thrown for problems only writing finds (a picture that fails to store): the runner rolls the
 * transaction back and reports them like any other problem.
 */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} problem(s) found while writing`);
  }
}
