/**
 * Turning one spreadsheet record into a typed row through a valibot schema, with every issue pinned to
 * the cell it came from. Row schemas take the cells' text and produce the values the API answers
 * (lists, flags, three languages), so a file the importer accepts holds only what the contract allows.
 */
import * as v from 'valibot';
import { LANGS, type Lang } from '../../src/contract/common';
import { noControlCharacters } from '../../src/contract/control-characters';
import type { Localized } from '../db/schema';
import type { ImportProblem, SourceRef } from './kind';
import type { SheetRecord } from './sheet';

/** The column of one language of a translated field: short_title_ru, short_title_en, short_title_zh. */
export const langColumn = (field: string, lang: Lang) => `${field}_${lang}`;

/** Plain text of a bounded length without control characters (PostgreSQL refuses NUL). */
export const textRule = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`), noControlCharacters('must not hold control characters'));

export const requiredText = (max: number) => v.pipe(textRule(max), v.nonEmpty('is required'));

/** A translated field: Russian as given by `ru`, English and Chinese may be empty (the API falls back to Russian). */
export const localizedRule = (ru: v.GenericSchema<string, string>, other: v.GenericSchema<string, string>) =>
  v.object({ ru, en: other, zh: other });

const TRUE_WORDS = ['1', 'yes', 'true', 'да', 'y', 'x', '是'];
const FALSE_WORDS = ['0', 'no', 'false', 'нет', 'n', '', '否'];
/** Flags as people type them in a sheet (and as 1C exports them: Да / Нет); empty is no. */
export const flagRule = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist([...TRUE_WORDS, ...FALSE_WORDS], 'must be yes or no'),
  v.transform((word) => TRUE_WORDS.includes(word)),
);

/** A `;`-separated cell (stands, topics) as a list; blanks between separators are dropped. */
export const listRule = <T extends v.GenericSchema<string, string>>(item: T) =>
  v.pipe(
    v.string(),
    v.transform((cell) =>
      cell
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.array(item),
  );

export const joinList = (items: readonly string[]) => items.join('; ');

/** Empty, or the rule's value (an optional e-mail checked by the contract's own e-mail rule). */
export const emptyOr = (rule: v.GenericSchema, message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => value === '' || v.is(rule, value), message),
  );

/** The input a row schema parses: plain columns as text, translated ones as { ru, en, zh } of text. */
export function recordInput(record: SheetRecord, columns: { plain: readonly string[]; localized: readonly string[] }) {
  const input: Record<string, string | Localized> = {};
  for (const name of columns.plain) input[name] = record.cells.get(name)?.text ?? '';
  for (const name of columns.localized) {
    input[name] = Object.fromEntries(LANGS.map((lang) => [lang, record.cells.get(langColumn(name, lang))?.text ?? ''])) as Localized;
  }
  return input;
}

/** Where an issue points: the cell of its field (for a translated field, of its language), else the row. */
function issueRef(issue: v.BaseIssue<unknown>, record: SheetRecord): SourceRef {
  const keys = (issue.path ?? []).map((step) => step.key).filter((key): key is string => typeof key === 'string');
  const [field, second] = keys;
  if (!field) return record.at;
  const header = second && (LANGS as readonly string[]).includes(second) ? langColumn(field, second as Lang) : field;
  return record.cells.get(header)?.at ?? { ...record.at, column: header };
}

/** Missing columns are reported once per file, not once per row. */
export function missingColumns(headers: readonly string[], required: readonly string[], at: SourceRef): ImportProblem[] {
  return required
    .filter((name) => !headers.includes(name))
    .map((name) => ({ ...at, row: 1, column: name, message: `the column "${name}" is missing` }));
}

export function parseRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  record: SheetRecord,
): { row: v.InferOutput<TSchema> } | { problems: ImportProblem[] } {
  const result = v.safeParse(schema, input);
  if (result.success) return { row: result.output };
  return { problems: result.issues.map((issue) => ({ ...issueRef(issue, record), message: issue.message })) };
}

/** A row's cell by header, for problems the database finds later (check()); a column the file lacks names the row. */
export const cellOf =
  (record: SheetRecord) =>
  (header: string): SourceRef =>
    record.cells.get(header)?.at ?? { ...record.at, column: header };

/** Every problem, as the organiser looks for it: file:sheet:row:column message. */
export function formatProblem(problem: ImportProblem): string {
  const place = [problem.file, problem.sheet, problem.row, problem.column].filter((part) => part !== undefined && part !== '').join(':');
  return `${place} ${problem.message}`;
}
