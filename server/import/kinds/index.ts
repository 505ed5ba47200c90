/**
 * The importable kinds by the name the CLI takes (`npm run import -- <kind> …`). Each one brings its own
 * reading, checks, writing and export; the runner (run.ts) treats them all alike.
 */
import type { ImportKind, ImportKindName } from '../kind';
import { eventsKind } from './events';
import { participantsKind } from './participants';

/** Rows differ per kind; the registry only hands kinds to the runner, which never looks inside a row. */
type AnyKind = ImportKind<never>;

export const importKinds: Partial<Record<ImportKindName, AnyKind>> = {
  participants: participantsKind as unknown as AnyKind,
  events: eventsKind as unknown as AnyKind,
  // The site-wide kinds register here: news, contests, partners, galleries (server/import/kinds/*.ts).
};

export const KIND_NAMES = Object.keys(importKinds) as ImportKindName[];

export function importKind(name: string): AnyKind | undefined {
  return Object.hasOwn(importKinds, name) ? importKinds[name as ImportKindName] : undefined;
}
