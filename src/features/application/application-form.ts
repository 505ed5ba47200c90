/**
 * The exhibitor application wizard's data (spec §2, §3 "Application form", §5 step 1, §9).
 *
 * The form keeps stable ids where the choice comes from the server: the field of activity is a topic
 * group's one_cid and contests are contest urls. The names sent to the server (and read by the organiser)
 * are looked up only when the application is posted, so a draft survives a language switch and a reload
 * without pointing at a name that no longer matches an option. Each step validates its own fields with
 * the contract's rules (the ones the server runs), so a form the wizard accepts is one the server stores.
 */
import * as v from 'valibot';
import {
  applicationFields,
  AREA_PATHS,
  ordersSomeArea,
  DEFAULT_STAND_TYPE,
  joinChoices,
  PRINTED_CATALOG_OPTIONS,
  STAND_TYPES,
  type ApplicationInput,
  type StandType,
} from '../../contract/application';
import { withMessages, type FormMessages } from '../../contract/form-rules';
import type { User } from '../../contract/user';

export type ApplicationFormValues = {
  last_name: string;
  first_name: string;
  patronymic_name: string;
  position: string;
  company: string;
  phone: string;
  email: string;
  /** one_cid of the chosen topic group. */
  field_of_activity: string;
  unequipped_area: string;
  equipped_area: string;
  open_area: string;
  stand_type: StandType;
  /** Stored values are the contract's Russian option names. */
  printed_catalog: string[];
  extra_wishes: string;
  /** urls of the chosen contests. */
  contests: string[];
};
export type ApplicationField = keyof ApplicationFormValues;

export const EMPTY_APPLICATION: ApplicationFormValues = {
  last_name: '',
  first_name: '',
  patronymic_name: '',
  position: '',
  company: '',
  phone: '',
  email: '',
  field_of_activity: '',
  unequipped_area: '0',
  equipped_area: '0',
  open_area: '0',
  stand_type: DEFAULT_STAND_TYPE,
  printed_catalog: [],
  extra_wishes: '',
  contests: [],
};

/** The contact fields a signed-in visitor's profile answers; the login is their e-mail. */
export function profileValues(user: User): Partial<ApplicationFormValues> {
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic_name: user.patronymic_name,
    position: user.position,
    company: user.company,
    phone: user.phone,
    email: user.login,
  };
}

/** Steps 1–3 are the form; step 4 is the confirmation shown as soon as the form is submitted. */
export const FORM_STEPS = [1, 2, 3] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type WizardStep = FormStep | 4;
export const DONE_STEP = 4;

/** Each step's fields in the order they appear on screen (the first invalid one takes the focus). */
export const STEP_FIELDS = {
  1: ['last_name', 'first_name', 'patronymic_name', 'position', 'company', 'phone', 'email', 'field_of_activity'],
  2: ['unequipped_area', 'equipped_area', 'open_area', 'stand_type', 'printed_catalog', 'extra_wishes'],
  3: ['contests'],
} as const satisfies Record<FormStep, readonly ApplicationField[]>;

export const AREA_FIELDS = ['unequipped_area', 'equipped_area', 'open_area'] as const;

/** Option labels are translated; the values sent are the contract's Russian names. */
export const STAND_TYPE_KEYS: Record<StandType, string> = {
  Линейный: 'linear',
  Угловой: 'corner',
  Полуостров: 'peninsula',
  Остров: 'island',
};
export const CATALOG_OPTION_KEYS: Record<(typeof PRINTED_CATALOG_OPTIONS)[number], string> = {
  'Страница А4': 'a4_page',
  '1/2 страницы А4': 'half_a4_page',
  'Обложка каталога': 'cover',
};
export { PRINTED_CATALOG_OPTIONS, STAND_TYPES };

export type ApplicationChoices = {
  topics: readonly { one_cid: string; name: string }[];
  contests: readonly { url: string; name: string }[];
};

/**
 * The rules of one step: the contract's own field rules, plus "the chosen field of activity is one the
 * page offers" (an id left in a draft from an older topic list reads as not chosen). Step 2 also runs the
 * contract's "at least one area above 0", the one rule that spans fields.
 */
export function stepSchema(step: FormStep, messages: Partial<FormMessages>, choices: ApplicationChoices) {
  const contract = applicationFields(messages);
  if (step === 1) {
    const offered = new Set(choices.topics.map((topic) => topic.one_cid));
    const required = withMessages(messages).required;
    return v.object({
      ...v.pick(contract, ['last_name', 'first_name', 'patronymic_name', 'position', 'company', 'phone', 'email']).entries,
      field_of_activity: v.pipe(
        v.string(required),
        v.check((id) => offered.has(id), required),
      ),
    });
  }
  if (step === 2)
    return v.pipe(
      v.pick(contract, STEP_FIELDS[2]),
      v.forward(v.partialCheck(AREA_PATHS, ordersSomeArea, withMessages(messages).area_required), ['unequipped_area']),
    );
  return v.pick(contract, STEP_FIELDS[3]);
}

/** The key under which stepErrors reports "no area above 0": a message for the area group, not one field. */
export const AREAS_ERROR = 'areas';
export type StepErrors = Partial<Record<ApplicationField | typeof AREAS_ERROR, string>>;

/**
 * The first message of every invalid field of a step, and under AREAS_ERROR the message of the area
 * group; empty when the step may be left with Next.
 */
export function stepErrors(
  step: FormStep,
  values: ApplicationFormValues,
  messages: Partial<FormMessages>,
  choices: ApplicationChoices,
): StepErrors {
  const result = v.safeParse(stepSchema(step, messages, choices), values);
  if (result.success) return {};
  // The contract forwards the area check to the first area field; here it belongs to the three together.
  const group = result.issues.find((issue) => issue.type === 'partial_check');
  const [first, ...others] = result.issues.filter((issue) => issue !== group);
  const nested = first ? (v.flatten([first, ...others]).nested ?? {}) : {};
  const errors: StepErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const message = (nested as Partial<Record<string, [string, ...string[]]>>)[field]?.[0];
    if (message) errors[field] = message;
  }
  if (group) errors[AREAS_ERROR] = group.message;
  return errors;
}

const areaNumber = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** What is posted: trimmed texts, numbers, names instead of ids, lists joined with comma-space in option order. */
export function toApplicationPayload(values: ApplicationFormValues, choices: ApplicationChoices): ApplicationInput {
  const topic = choices.topics.find((item) => item.one_cid === values.field_of_activity);
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    patronymic_name: values.patronymic_name.trim(),
    position: values.position.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    field_of_activity: topic?.name ?? values.field_of_activity,
    unequipped_area: areaNumber(values.unequipped_area),
    equipped_area: areaNumber(values.equipped_area),
    open_area: areaNumber(values.open_area),
    stand_type: values.stand_type,
    extra_wishes: values.extra_wishes.trim(),
    printed_catalog: joinChoices(PRINTED_CATALOG_OPTIONS.filter((option) => values.printed_catalog.includes(option))),
    contests: joinChoices(choices.contests.filter((contest) => values.contests.includes(contest.url)).map((contest) => contest.name)),
  };
}
