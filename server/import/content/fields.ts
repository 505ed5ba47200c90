/**
 * What the content kinds (news, contests, partners, galleries, …) share: a translated field's row schema
 * derived from the contract's field schema, valibot issues turned into located problems, ids, pictures'
 * names and positions.
 */
import * as v from 'valibot';
import { LANGS } from '../../../src/contract/common';
import { noControlCharacters } from '../../../src/contract/control-characters';
import type { Localized } from '../../db/schema';
import type { ImportProblem, SourceRef } from '../kind';

type StringSchema = v.GenericSchema<string, string>;

/**
 * A field the API answers in one language becomes, in a source, the same field in every language. The
 * Russian text is required where `required`: the API falls back to it when another language is empty.
 */
export function localizedOf(contractField: StringSchema, required = false) {
  const field = v.pipe(contractField, noControlCharacters('must not hold control characters'));
  const ru = required ? v.pipe(field, v.nonEmpty('is required in Russian')) : field;
  // English and Chinese may be left out of a source (the API then answers the Russian text).
  return v.object({ ru, en: v.optional(field, ''), zh: v.optional(field, '') });
}

/** A source's external id: what rows are matched by on every import. */
export const ExternalIdSchema = v.pipe(
  v.string('is required'),
  v.nonEmpty('is required'),
  v.maxLength(200, 'must be at most 200 characters'),
  v.regex(/^[^\s/\\]+$/, 'must hold no spaces or slashes'),
  noControlCharacters('must not hold control characters'),
);

/**
 * YAML reads `title: {ru: 2027}` or `id: 42` as numbers; a source's values are text, as in a sheet, so
 * numbers and yes/no become the text they were written as.
 */
export function scalarsAsText(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(scalarsAsText);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scalarsAsText(item)]));
  }
  return value;
}

/** A picture is a file next to the source, or a path the site already serves (what an export writes). */
export const PictureRefSchema = v.pipe(
  v.string(),
  v.maxLength(500, 'must be at most 500 characters'),
  noControlCharacters('must not hold control characters'),
);
export const isServedPath = (ref: string) => /^\/media\/[\w./-]+$/.test(ref) && !ref.includes('..');

export const emptyToZero = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Parses with a row schema; every failing key becomes a problem at `at` with the key as its column. */
export function parseRow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  at: SourceRef,
  columnOf: (path: string) => string = (path) => path,
): { row?: v.InferOutput<TSchema>; problems: ImportProblem[] } {
  const result = v.safeParse(schema, input);
  if (result.success) return { row: result.output, problems: [] };
  const problems = result.issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return { ...at, ...(path ? { column: columnOf(path) } : {}), message: issue.message };
  });
  return { problems };
}

/** Problems for ids met twice in one source, at every repeat. */
export function duplicateIds<Row>(rows: { row: Row; at: SourceRef }[], idOf: (row: Row) => string, column: string): ImportProblem[] {
  const seen = new Map<string, SourceRef>();
  const problems: ImportProblem[] = [];
  for (const { row, at } of rows) {
    const id = idOf(row);
    const first = seen.get(id);
    if (first) problems.push({ ...at, column, message: `duplicates the id ${id} of ${describe(first)}` });
    else seen.set(id, at);
  }
  return problems;
}

export const describe = (at: SourceRef) =>
  [at.file, at.sheet && `sheet ${at.sheet}`, at.row !== undefined && `row ${at.row}`].filter(Boolean).join(', ');

export const toColumns = (field: string, value: Localized): Record<string, string> =>
  Object.fromEntries(LANGS.map((lang) => [`${field}_${lang}`, value[lang] ?? '']));

export const localizedColumns = (field: string) => LANGS.map((lang) => `${field}_${lang}`);

/** A display position: a whole number (empty is 0). */
export const PositionSchema = v.pipe(v.string(), v.regex(/^\s*-?\d{0,6}\s*$/, 'must be a whole number'), v.transform(emptyToZero));
