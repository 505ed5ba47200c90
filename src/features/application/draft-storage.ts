/**
 * The application draft in sessionStorage: what was typed and the step, so a reload (or a tab restored by
 * the phone's browser) comes back to the same place. sessionStorage rather than localStorage: the draft
 * holds contact details, and they should not outlive the tab on a shared computer (nor a sign-out in it:
 * logout forgets TAB_PERSONAL_KEYS).
 *
 * Step 4 in the draft means "submitted, the server has not accepted it yet": the page sends it again after
 * a reload. The draft is removed only once the server has accepted the application.
 *
 * Every read goes through a schema with per-field fallbacks, so a corrupt or outdated draft gives the
 * fields it can and defaults for the rest; storage that throws (private mode, quota) reads as empty.
 */
import * as v from 'valibot';
import { STAND_TYPES } from '../../contract/application';
import { TAB_PERSONAL_KEYS } from '../../lib/storage';
import { EMPTY_APPLICATION, type ApplicationFormValues, type WizardStep } from './application-form';

export const DRAFT_KEY = TAB_PERSONAL_KEYS.applicationDraft;
const DRAFT_VERSION = 1;
const TEXT_LIMIT = 5000;

export type ApplicationDraft = {
  step: WizardStep;
  values: ApplicationFormValues;
};

const text = (fallback: string) => v.fallback(v.pipe(v.string(), v.maxLength(TEXT_LIMIT)), fallback);
const list = v.fallback(v.pipe(v.array(v.pipe(v.string(), v.maxLength(TEXT_LIMIT))), v.maxLength(100)), []);

const ValuesSchema = v.object({
  last_name: text(''),
  first_name: text(''),
  patronymic_name: text(''),
  position: text(''),
  company: text(''),
  phone: text(''),
  email: text(''),
  field_of_activity: text(''),
  unequipped_area: text(EMPTY_APPLICATION.unequipped_area),
  equipped_area: text(EMPTY_APPLICATION.equipped_area),
  open_area: text(EMPTY_APPLICATION.open_area),
  stand_type: v.fallback(v.picklist(STAND_TYPES), EMPTY_APPLICATION.stand_type),
  printed_catalog: list,
  extra_wishes: text(''),
  contests: list,
}) satisfies v.GenericSchema<unknown, ApplicationFormValues>;

const DraftSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  step: v.fallback(v.picklist([1, 2, 3, 4] as const), 1),
  values: v.fallback(ValuesSchema, () => ({
    ...EMPTY_APPLICATION,
    printed_catalog: [],
    contests: [],
  })),
});

/** The tab's sessionStorage, or null where there is none (server rendering, blocked storage). */
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(storage: Storage | null = sessionStore()): ApplicationDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const result = v.safeParse(DraftSchema, JSON.parse(raw));
    return result.success ? { step: result.output.step, values: result.output.values } : null;
  } catch {
    return null;
  }
}

/** False when the draft could not be kept (quota, blocked storage): the form still works, only without reload safety. */
export function writeDraft(draft: ApplicationDraft, storage: Storage | null = sessionStore()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(DRAFT_KEY, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
