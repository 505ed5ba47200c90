/**
 * The importable kinds by the name the CLI takes (`npm run import -- <kind> …`). Each one brings its own
 * reading, checks, writing and export; the runner (run.ts) treats them all alike.
 */
import type { ImportKind, ImportKindName } from '../kind';
import { contestsKind } from './contests';
import { eventsKind } from './events';
import { galleriesKind } from './galleries';
import { newsKind } from './news';
import { participantsKind } from './participants';
import { partnersKind } from './partners';

/** Rows differ per kind; the registry only hands kinds to the runner, which never looks inside a row. */
type AnyKind = ImportKind<never>;

export const importKinds: Record<ImportKindName, AnyKind> = {
  participants: participantsKind as unknown as AnyKind,
  events: eventsKind as unknown as AnyKind,
  news: newsKind as unknown as AnyKind,
  contests: contestsKind as unknown as AnyKind,
  partners: partnersKind as unknown as AnyKind,
  galleries: galleriesKind as unknown as AnyKind,
};

export const KIND_NAMES = Object.keys(importKinds) as ImportKindName[];

export function importKind(name: string): AnyKind | undefined {
  return Object.hasOwn(importKinds, name) ? importKinds[name as ImportKindName] : undefined;
}
