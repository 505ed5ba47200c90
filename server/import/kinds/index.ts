/**
 * The importable kinds by the name the CLI takes (`npm run import -- <kind> …`). Each one brings its own
 * reading, checks, plan, export and starter template; the runner (run.ts) treats them all alike.
 */
import { KIND_ORDER, type ImportKind, type ImportKindName } from '../kind';
import { contactsKind } from './contacts';
import { contestsKind } from './contests';
import { countriesKind } from './countries';
import { eventsKind } from './events';
import { exhibitionsKind } from './exhibitions';
import { galleriesKind } from './galleries';
import { hallsKind } from './halls';
import { historyKind } from './history';
import { newsKind } from './news';
import { pagesKind } from './pages';
import { participantsKind } from './participants';
import { partnersKind } from './partners';
import { reviewsKind } from './reviews';
import { siteKind } from './site';
import { topicsKind } from './topics';

/** Rows differ per kind; the registry only hands kinds to the runner, which never looks inside a row. */
type AnyKind = ImportKind<never>;

export const importKinds: Record<ImportKindName, AnyKind> = {
  site: siteKind as unknown as AnyKind,
  exhibitions: exhibitionsKind as unknown as AnyKind,
  history: historyKind as unknown as AnyKind,
  countries: countriesKind as unknown as AnyKind,
  topics: topicsKind as unknown as AnyKind,
  participants: participantsKind as unknown as AnyKind,
  events: eventsKind as unknown as AnyKind,
  news: newsKind as unknown as AnyKind,
  contests: contestsKind as unknown as AnyKind,
  partners: partnersKind as unknown as AnyKind,
  galleries: galleriesKind as unknown as AnyKind,
  reviews: reviewsKind as unknown as AnyKind,
  contacts: contactsKind as unknown as AnyKind,
  pages: pagesKind as unknown as AnyKind,
  halls: hallsKind as unknown as AnyKind,
};

export const KIND_NAMES: readonly ImportKindName[] = KIND_ORDER;

export function importKind(name: string): AnyKind | undefined {
  return Object.hasOwn(importKinds, name) ? importKinds[name as ImportKindName] : undefined;
}
