/**
 * POST /application_for_participant/?ex_prefix=ME27 (JSON, anonymous allowed): the exhibitor application
 * of spec §3 "Application form", validated by the rules of spec §5 step 1. The multiple choices
 * (printed_catalog, contests) travel as comma-space joined strings, as the spec's client sends them; a
 * JSON array of strings is accepted too and joined the same way. Answers 201 {id}.
 *
 * At least one of the three areas must be above 0: an application for no floor space at all is not a
 * stand order (the issue "The exhibition floor on a phone"; the spec left areas unchecked). The server
 * reports it on unequipped_area, the first area field, so the envelope still names a field.
 */
import * as v from 'valibot';
import { hasControlCharacter } from './control-characters';
import { emailRule, formObject, optionalText, phoneRule, requiredText, TEXT_MAX, withMessages, type FormMessages } from './form-rules';
import { exhibitionPrefixParam } from './query-params';
import {
  AREA_MAX,
  DEFAULT_STAND_TYPE,
  EXTRA_WISHES_MAX,
  joinChoices,
  PRINTED_CATALOG_OPTIONS,
  splitChoices,
  STAND_TYPES,
} from './application-choices';

const LIST_MAX = 1000;

/** Square metres: a whole number from 0 to AREA_MAX; blank, null or absent means 0. */
const areaRule = (m: FormMessages) =>
  v.nullish(
    v.pipe(
      v.union(
        [
          v.number(),
          v.pipe(
            v.string(),
            v.trim(),
            v.regex(/^\d{0,6}$/),
            v.transform((text) => (text === '' ? 0 : Number(text))),
          ),
        ],
        m.invalid_number,
      ),
      v.integer(m.invalid_number),
      v.minValue(0, m.invalid_number),
      v.maxValue(AREA_MAX, m.invalid_number),
    ),
    0,
  );

/** A comma-space joined list (or an array of strings), normalised to "a, b". */
const choiceListRule = (m: FormMessages) =>
  v.nullish(
    v.pipe(
      v.union(
        [v.pipe(v.string(), v.maxLength(LIST_MAX)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(TEXT_MAX))), v.maxLength(50))],
        m.invalid_value,
      ),
      // Control characters (ESC, BEL, NUL…) are refused here as in every other text field.
      v.check((value) => (typeof value === 'string' ? [value] : value).every((item) => !hasControlCharacter(item)), m.invalid_value),
      v.transform((value) =>
        joinChoices(typeof value === 'string' ? splitChoices(value) : value.map((item) => item.trim()).filter(Boolean)),
      ),
      v.maxLength(LIST_MAX, m.too_long),
    ),
    '',
  );

export const AREA_KEYS = ['unequipped_area', 'equipped_area', 'open_area'] as const;

type Areas = Record<(typeof AREA_KEYS)[number], number>;

/** The paths and the requirement of "some floor space is ordered", for a partial check forwarded to unequipped_area. */
export const AREA_PATHS = [['unequipped_area'], ['equipped_area'], ['open_area']] as const;
export const ordersSomeArea = (input: Areas) => AREA_KEYS.some((key) => input[key] > 0);

/** The application's fields, each with its own rule (the wizard checks one step's fields at a time). */
export function applicationFields(messages: Partial<FormMessages> = {}) {
  const m = withMessages(messages);
  return formObject(
    {
      first_name: requiredText(m),
      last_name: requiredText(m),
      patronymic_name: optionalText(m),
      position: requiredText(m),
      company: requiredText(m),
      phone: phoneRule(m),
      email: emailRule(m),
      field_of_activity: requiredText(m),
      unequipped_area: areaRule(m),
      equipped_area: areaRule(m),
      open_area: areaRule(m),
      stand_type: v.nullish(
        v.pipe(
          v.string(m.invalid_choice),
          v.trim(),
          v.transform((type) => type || DEFAULT_STAND_TYPE),
          v.picklist(STAND_TYPES, m.invalid_choice),
        ),
        DEFAULT_STAND_TYPE,
      ),
      extra_wishes: optionalText(m, EXTRA_WISHES_MAX),
      printed_catalog: v.pipe(
        choiceListRule(m),
        v.check(
          (joined) => splitChoices(joined).every((item) => (PRINTED_CATALOG_OPTIONS as readonly string[]).includes(item)),
          m.invalid_choice,
        ),
      ),
      contests: choiceListRule(m),
    },
    m,
  );
}

/** The whole application as the server accepts it: every field's rule and at least one area above 0. */
export function applicationSchema(messages: Partial<FormMessages> = {}) {
  // A partial check runs once the three areas are valid numbers, even while another field is not.
  return v.pipe(
    applicationFields(messages),
    v.forward(v.partialCheck(AREA_PATHS, ordersSomeArea, withMessages(messages).area_required), ['unequipped_area']),
  );
}
export const ApplicationSchema = applicationSchema();
export type ApplicationInput = v.InferInput<typeof ApplicationSchema>;

export const ApplicationQuerySchema = v.object({ ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')) });

export const ApplicationCreatedSchema = v.object({ id: v.string() });
export type ApplicationCreated = v.InferOutput<typeof ApplicationCreatedSchema>;
