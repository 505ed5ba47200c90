/**
 * Every query key starts with [resource, lang, …]: the language is part of every fetch, and the offline
 * step persists public keys and wipes personal ones by their first segment (see PERSONAL_RESOURCES).
 */
import type { Lang } from '../contract/common';

export const queryKey = <const TRest extends readonly unknown[]>(resource: string, lang: Lang, ...rest: TRest) =>
  [resource, lang, ...rest] as const;

/** Resources holding the signed-in user's data: never shared between users, removed on logout. */
export const PERSONAL_RESOURCES = [
  'user',
  'ticket',
  'events-favorites',
  'participants-favorites',
  'visited-stands',
  'favorite-changes',
  'participants-notes',
  'desk',
] as const;

export const isPersonalKey = (key: readonly unknown[]) => (PERSONAL_RESOURCES as readonly unknown[]).includes(key[0]);
