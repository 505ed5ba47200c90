/**
 * What an import would change, worked out before anything is written: each kind matches the source's
 * rows with the database's by their stable key and lists what it would add, change (field by field,
 * before → after) and remove. A dry run shows the list; a real run writes exactly what it lists, so the
 * counts an import prints and the rows it writes can never disagree.
 */
import { LANGS } from '../../src/contract/common';
import { toVenueIso } from '../http/dates';

export type FieldChange = { field: string; before: string; after: string };
/** One row of the source or the database, named as the organiser names it (its key, e.g. "00-00012345"). */
export type Change = { key: string; fields?: FieldChange[] };

export type Changes = {
  added: Change[];
  changed: Change[];
  removed: Change[];
  /** In the database but not in the source, left in place because --prune was not given. */
  kept: Change[];
  unchanged: number;
};

export const noChanges = (): Changes => ({ added: [], changed: [], removed: [], kept: [], unchanged: 0 });

export function mergeChanges(into: Changes, more: Changes): Changes {
  into.added.push(...more.added);
  into.changed.push(...more.changed);
  into.removed.push(...more.removed);
  into.kept.push(...more.kept);
  into.unchanged += more.unchanged;
  return into;
}

/** Deep equality of stored values (jsonb objects may come back with their keys in another order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

/** The column an organiser knows a field by: shortTitle → short_title. */
const columnName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Long texts (HTML bodies) are cut in the list: it says what changed, the file holds the whole text. */
const SHOWN = 160;

export function shownValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = toVenueIso(value).replace('T', ' ').slice(0, 16);
  else if (typeof value === 'string') text = value;
  else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) text = value.join('; ');
  else if (typeof value === 'object' || Array.isArray(value)) text = JSON.stringify(value);
  else text = String(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** A translated value: an object whose keys are languages (a Date, an array or {} is not one). */
function isLocalized(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGS.includes(key as never));
}

/** The fields of `after` that differ from `before`, a translated field per language (title_en). */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    const old = before[field];
    if (sameValue(old, value)) continue;
    if (isLocalized(value) && (old === null || old === undefined || isLocalized(old))) {
      const was = (old ?? {}) as Record<string, unknown>;
      for (const lang of LANGS) {
        if (!sameValue(was[lang] ?? '', value[lang] ?? '')) {
          out.push({ field: `${columnName(field)}_${lang}`, before: shownValue(was[lang]), after: shownValue(value[lang]) });
        }
      }
      continue;
    }
    out.push({ field: columnName(field), before: shownValue(old), after: shownValue(value) });
  }
  return out;
}

export type Matched<Stored, Values> = {
  changes: Changes;
  add: { key: string; values: Values }[];
  update: { key: string; stored: Stored; values: Values }[];
  /** Rows the source no longer holds: to delete with --prune (else listed as kept). */
  remove: Stored[];
};

/**
 * Matches the source's rows to the stored ones by key. `current` reads a stored row's values in the shape
 * of the source's (same field names), so equal values compare equal and the fields that differ are the
 * change. Keys repeated in the source are the kinds' own problem (found by read()), the last row wins here.
 */
export function matchRows<Stored, Values extends Record<string, unknown>>(opts: {
  stored: Stored[];
  keyOf: (stored: Stored) => string;
  current: (stored: Stored) => Values;
  wanted: { key: string; values: Values }[];
  prune: boolean;
}): Matched<Stored, Values> {
  const byKey = new Map(opts.stored.map((row) => [opts.keyOf(row), row]));
  const result: Matched<Stored, Values> = { changes: noChanges(), add: [], update: [], remove: [] };
  const seen = new Set<string>();
  for (const { key, values } of opts.wanted) {
    seen.add(key);
    const stored = byKey.get(key);
    if (!stored) {
      result.add.push({ key, values });
      result.changes.added.push({ key });
      continue;
    }
    const fields = fieldChanges(opts.current(stored), values);
    if (fields.length === 0) result.changes.unchanged += 1;
    else {
      result.update.push({ key, stored, values });
      result.changes.changed.push({ key, fields });
    }
  }
  for (const [key, stored] of byKey) {
    if (seen.has(key)) continue;
    if (opts.prune) {
      result.remove.push(stored);
      result.changes.removed.push({ key });
    } else result.changes.kept.push({ key });
  }
  return result;
}

/** Counts as the CLI prints them (and the JSON report carries); without --prune, how many were kept. */
export function countsOf(changes: Changes, prune: boolean) {
  return {
    added: changes.added.length,
    changed: changes.changed.length,
    unchanged: changes.unchanged,
    removed: changes.removed.length,
    ...(prune ? {} : { kept: changes.kept.length }),
  };
}

/** Prefixes keys with what a row is, for kinds that hold several things (a contest and its laureate years). */
export function labelled(changes: Changes, label: string): Changes {
  const tag = (change: Change) => ({ ...change, key: `${label} ${change.key}` });
  return {
    added: changes.added.map(tag),
    changed: changes.changed.map(tag),
    removed: changes.removed.map(tag),
    kept: changes.kept.map(tag),
    unchanged: changes.unchanged,
  };
}

/** The fields of `wanted` that differ from `stored`: what an UPDATE of a changed row sets. */
export function changedColumns<T extends Record<string, unknown>>(wanted: T, stored: Record<string, unknown>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T & string)[]) {
    if (!sameValue(wanted[key], stored[key])) out[key] = wanted[key];
  }
  return out;
}
