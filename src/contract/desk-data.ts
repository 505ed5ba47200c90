/**
 * The desk's data tab (issue 35): the organiser uploads what `npm run import` takes and downloads what
 * `npm run export` writes. Every call needs the organiser role (server/routes/desk-data.ts).
 *
 *   POST /staff/desk/import?kind=&file_name=&exhibition=&prune=&dry_run=   body: the file's bytes
 *        → DeskImportReport (a dry run by default; dry_run=false applies it in one transaction)
 *   GET  /staff/desk/export?kind=&exhibition=&format=xlsx|csv   → the kind's workbook, or a .zip of its folder
 *
 * A folder (a kind read from a folder, or `all`) travels as a .zip; a workbook kind takes the .xlsx or .csv
 * itself, or a .zip holding it with its `media/` pictures.
 */
import * as v from 'valibot';
import { EXPORT_FORMATS } from './desk';
import { exhibitionPrefixParam } from './query-params';

/** Every kind the import takes, in the order `all` loads them (a kind after the kinds its rows name). */
export const IMPORT_KINDS = [
  'site',
  'exhibitions',
  'history',
  'countries',
  'topics',
  'participants',
  'events',
  'news',
  'contests',
  'partners',
  'galleries',
  'reviews',
  'contacts',
  'pages',
  'halls',
] as const;
export const DESK_IMPORT_KINDS = ['all', ...IMPORT_KINDS] as const;
export type DeskImportKind = (typeof DESK_IMPORT_KINDS)[number];

/** The largest upload the desk takes (nginx's location for it allows the same, deploy/nginx-expo.conf). */
export const DESK_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** What a .zip may unpack to: a folder of a show's pictures, not a zip bomb. */
export const DESK_ZIP_MAX_FILES = 20_000;
export const DESK_ZIP_MAX_BYTES = 1024 * 1024 * 1024;

export const UPLOAD_EXTENSIONS = ['.xlsx', '.csv', '.zip'] as const;

/**
 * Why the desk refused an upload or a download (error_data.reason of the 400), so that the desk words it in
 * the organiser's language; error_data also carries the details the sentence names (a file `name`, a
 * `count`, an `exhibition`), and `detail` the server's own English sentence, as the command line prints it.
 */
export const DESK_REFUSALS = [
  'empty',
  'not_zip',
  'too_many_files',
  'link',
  'encrypted',
  'unpacked_too_large',
  'folder_needs_zip',
  'one_workbook',
  'unknown_exhibition',
  'no_current_exhibition',
] as const;
export type DeskRefusal = (typeof DESK_REFUSALS)[number];
export const isDeskRefusal = (value: unknown): value is DeskRefusal => DESK_REFUSALS.includes(value as DeskRefusal);

const booleanParam = (field: string) =>
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], `${field} must be true or false`),
    v.transform((text) => text === 'true' || text === '1'),
  );

export const DeskImportQuerySchema = v.object({
  kind: v.picklist(DESK_IMPORT_KINDS, `kind must be all or one of ${IMPORT_KINDS.join(', ')}`),
  file_name: v.pipe(
    v.string('file_name is required'),
    v.regex(/^[^/\\\0]{1,200}$/, 'file_name must be a file name, not a path'),
    v.check(
      (name) => UPLOAD_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)),
      'file_name must end with .xlsx, .csv or .zip',
    ),
  ),
  exhibition: v.optional(exhibitionPrefixParam('exhibition')),
  prune: v.optional(booleanParam('prune'), 'false'),
  dry_run: v.optional(booleanParam('dry_run'), 'true'),
});

export const DeskExportQuerySchema = v.object({
  kind: v.picklist(DESK_IMPORT_KINDS, `kind must be all or one of ${IMPORT_KINDS.join(', ')}`),
  exhibition: v.optional(exhibitionPrefixParam('exhibition')),
  format: v.optional(v.picklist(EXPORT_FORMATS, 'format must be csv or xlsx'), 'xlsx'),
});

const FieldChangeSchema = v.object({ field: v.string(), before: v.string(), after: v.string() });
const ChangeSchema = v.object({ key: v.string(), fields: v.optional(v.array(FieldChangeSchema)) });
const CountsSchema = v.object({
  added: v.number(),
  changed: v.number(),
  unchanged: v.number(),
  removed: v.number(),
  kept: v.optional(v.number()),
});

export const ImportProblemSchema = v.object({
  file: v.string(),
  sheet: v.optional(v.string()),
  row: v.optional(v.number()),
  column: v.optional(v.string()),
  message: v.string(),
});

const StepSchema = v.object({
  kind: v.picklist(IMPORT_KINDS),
  source: v.string(),
  exhibition: v.optional(v.string()),
  rows: v.number(),
  counts: v.nullable(CountsSchema),
  changes: v.nullable(
    v.object({
      added: v.array(ChangeSchema),
      changed: v.array(ChangeSchema),
      removed: v.array(ChangeSchema),
      kept: v.array(ChangeSchema),
      unchanged: v.number(),
    }),
  ),
  notes: v.optional(v.array(v.object({ key: v.string(), message: v.string(), items: v.optional(v.array(v.string())) }))),
});

/** The import's own report (server/import/run.ts), as the command line writes it to report.json. */
export const DeskImportReportSchema = v.object({
  kind: v.string(),
  dryRun: v.boolean(),
  rows: v.number(),
  problems: v.array(ImportProblemSchema),
  counts: v.nullable(CountsSchema),
  steps: v.array(StepSchema),
});
export type DeskImportReport = v.InferOutput<typeof DeskImportReportSchema>;
export type DeskImportStep = DeskImportReport['steps'][number];
export type DeskImportChange = v.InferOutput<typeof ChangeSchema>;
