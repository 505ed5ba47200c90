/**
 * localStorage behind try/catch: private modes, full quotas and corrupt values must never break a page.
 * JSON values are read through a valibot schema, so a corrupt or outdated value reads as empty.
 */
import * as v from 'valibot';

const store = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): boolean {
  try {
    store()?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<TSchema extends v.GenericSchema>(key: string, schema: TSchema): v.InferOutput<TSchema> | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

/** Storage keys of spec §9. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  language: 'language',
  menuSelection: 'menu_selection',
  /** Minutes before a favourite event this device is reminded (5, 15 or 30). */
  reminderLead: 'reminder_lead',
} as const;

/**
 * What this tab keeps in sessionStorage about the person using it (the application draft holds their
 * contact details, perhaps filled from their profile): forgotten with the rest of their data at sign-out.
 */
export const TAB_PERSONAL_KEYS = {
  applicationDraft: 'application_draft',
} as const;

/** Removes TAB_PERSONAL_KEYS from this tab's sessionStorage (storage that throws has nothing to remove). */
export function forgetTabPersonalData(): void {
  try {
    for (const key of Object.values(TAB_PERSONAL_KEYS)) globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing.
  }
}
