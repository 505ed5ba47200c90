/**
 * One change log entry (db/schema.ts favouriteChanges) as a visitor reads it: the stored JSON turned into
 * the contract's strings in their language. The API's "what changed" and the push notifications share it.
 */
import type { Lang } from '../../src/contract/common';
import type { FavouriteChange } from '../../src/contract/changes';
import type { favouriteChanges } from '../db/schema';
import { type Localized } from '../db/schema';
import { toVenueIso } from '../http/dates';

type Span = { start: number; end: number };
type Row = typeof favouriteChanges.$inferSelect;

const isSpan = (value: unknown): value is Span =>
  typeof value === 'object' && value !== null && typeof (value as Span).start === 'number' && typeof (value as Span).end === 'number';
const spanText = (value: unknown) => (isSpan(value) ? `${toVenueIso(new Date(value.start))}/${toVenueIso(new Date(value.end))}` : '');
const isLocalized = (value: unknown): value is Partial<Localized> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A translated value in the caller's language, Russian (the organiser's own) where it has none. */
const inLang = (value: unknown, lang: Lang) => (isLocalized(value) ? value[lang] || value.ru || '' : '');
const standsText = (value: unknown) => (Array.isArray(value) ? value.filter((stand) => typeof stand === 'string').join(', ') : '');

/** One log entry as the caller reads it: the stored JSON turned into the contract's strings. */
export function describeChange(row: Row, lang: Lang): FavouriteChange {
  const base = {
    id: row.id,
    entity: row.entity === 'participant' ? ('participant' as const) : ('event' as const),
    entity_id: row.entityId,
    field: row.field,
    name: inLang(row.name, lang),
    location: '',
    changed_at: toVenueIso(row.changedAt),
  };
  switch (row.field) {
    case 'time':
      return { ...base, before: spanText(row.before), after: spanText(row.after) };
    case 'location':
      return { ...base, before: inLang(row.before, lang), after: inLang(row.after, lang) };
    case 'cancelled': {
      const before = isLocalized(row.before) ? (row.before as { span?: unknown; location?: unknown }) : {};
      return { ...base, before: spanText(before.span), after: '', location: inLang(before.location, lang) };
    }
    case 'stands':
      return { ...base, before: standsText(row.before), after: standsText(row.after) };
    case 'removed':
      return { ...base, before: standsText(row.before), after: '' };
  }
}
