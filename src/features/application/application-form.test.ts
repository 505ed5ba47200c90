import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { applicationSchema, DEFAULT_STAND_TYPE } from '../../contract/application';
import {
  AREAS_ERROR,
  EMPTY_APPLICATION,
  STEP_FIELDS,
  stepErrors,
  profileValues,
  toApplicationPayload,
  type ApplicationChoices,
  type ApplicationFormValues,
} from './application-form';

const messages = {
  required: 'Поле обязательно',
  invalid_email: 'Некорректный email',
  invalid_phone: 'Некорректный номер',
  invalid_number: 'Целое число',
  area_required: 'Площадь больше 0',
};
const choices: ApplicationChoices = {
  topics: [
    { one_cid: 'TC-A', name: 'Чёрная металлургия' },
    { one_cid: 'TC-B', name: 'Цветная металлургия' },
  ],
  contests: [
    { url: 'gold', name: 'Золотой слиток' },
    { url: 'stand', name: 'Лучший стенд' },
    { url: 'future', name: 'Металлургия будущего' },
  ],
};
const filled: ApplicationFormValues = {
  ...EMPTY_APPLICATION,
  last_name: ' Соколова ',
  first_name: 'Ирина',
  position: 'Директор по маркетингу',
  company: 'АО «Уралтрубосталь»',
  phone: '+7 (912) 345-67-89',
  email: 'irina@example.org',
  field_of_activity: 'TC-B',
};

describe('step validation', () => {
  it('asks for every required field of step 1 with the required message, and nothing else', () => {
    const errors = stepErrors(1, EMPTY_APPLICATION, messages, choices);
    expect(errors).toEqual({
      last_name: 'Поле обязательно',
      first_name: 'Поле обязательно',
      position: 'Поле обязательно',
      company: 'Поле обязательно',
      phone: 'Поле обязательно',
      email: 'Поле обязательно',
      field_of_activity: 'Поле обязательно',
    });
  });

  it('treats blanks as empty and lists errors in screen order, so the first one takes the focus', () => {
    const errors = stepErrors(1, { ...filled, first_name: '   ', email: 'not-an-email' }, messages, choices);
    expect(Object.keys(errors)).toEqual(['first_name', 'email']);
    expect(STEP_FIELDS[1].filter((name) => name in errors)).toEqual(['first_name', 'email']);
  });

  it.each(['irina@', 'irina@example', 'ирина example.org'])('refuses the e-mail %j', (email) => {
    expect(stepErrors(1, { ...filled, email }, messages, choices)).toEqual({
      email: 'Некорректный email',
    });
  });

  it.each(['12345', '+7 912 345 67 89 00 11 22', '8-912-ABC-45-67', '(--- ---)'])('refuses the phone %j', (phone) => {
    expect(stepErrors(1, { ...filled, phone }, messages, choices)).toEqual({
      phone: 'Некорректный номер',
    });
  });

  it.each(['+7 (912) 345-67-89', '8.912.345.67.89', '1234567'])('accepts the phone %j', (phone) => {
    expect(stepErrors(1, { ...filled, phone }, messages, choices)).toEqual({});
  });

  it('accepts step 1 without a patronymic, and refuses a field of activity the page does not offer', () => {
    expect(stepErrors(1, filled, messages, choices)).toEqual({});
    expect(stepErrors(1, { ...filled, field_of_activity: 'TC-GONE' }, messages, choices)).toEqual({
      field_of_activity: 'Поле обязательно',
    });
  });

  it('lets step 2 pass with one area above 0 and the others 0 or blank, but not with areas the server would refuse', () => {
    expect(stepErrors(2, { ...EMPTY_APPLICATION, equipped_area: '12' }, messages, choices)).toEqual({});
    expect(stepErrors(2, { ...EMPTY_APPLICATION, open_area: '40', unequipped_area: '' }, messages, choices)).toEqual({});
    expect(stepErrors(2, { ...EMPTY_APPLICATION, unequipped_area: '-5', open_area: '1.5' }, messages, choices)).toEqual({
      unequipped_area: 'Целое число',
      open_area: 'Целое число',
    });
  });

  it.each([
    ['the defaults (0, 0, 0)', {}],
    ['blank areas', { unequipped_area: '', equipped_area: ' ', open_area: '' }],
    ['zeros written out', { unequipped_area: '00', equipped_area: '0', open_area: '000' }],
  ])('refuses step 2 with %s: at least one area must be above 0, said once for the group', (_name, areas) => {
    expect(stepErrors(2, { ...EMPTY_APPLICATION, ...areas }, messages, choices)).toEqual({ [AREAS_ERROR]: 'Площадь больше 0' });
  });

  it('reports a malformed area on its field, not as "no area": the group check waits for three numbers', () => {
    expect(stepErrors(2, { ...EMPTY_APPLICATION, equipped_area: 'abc' }, messages, choices)).toEqual({ equipped_area: 'Целое число' });
  });

  it('does not look at other steps: step 2 and 3 pass while step 1 is empty', () => {
    expect(stepErrors(2, { ...EMPTY_APPLICATION, open_area: '20' }, messages, choices)).toEqual({});
    expect(stepErrors(3, EMPTY_APPLICATION, messages, choices)).toEqual({});
  });
});

describe('the contract', () => {
  const application = { ...toApplicationPayload({ ...filled, unequipped_area: '36' }, choices) };

  it('accepts an application with one area above 0', () => {
    expect(v.safeParse(applicationSchema(), application).success).toBe(true);
    expect(v.safeParse(applicationSchema(), { ...application, unequipped_area: 0, open_area: '15' }).success).toBe(true);
  });

  it.each([
    ['all three 0', { unequipped_area: 0, equipped_area: 0, open_area: 0 }],
    ['blank, null and absent', { unequipped_area: '', equipped_area: null, open_area: undefined }],
  ])('refuses %s, naming the first area field with the area message', (_name, areas) => {
    const result = v.safeParse(applicationSchema({ area_required: 'Площадь больше 0' }), { ...application, ...areas });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['unequipped_area', 'Площадь больше 0']]);
  });
});

describe('the posted application', () => {
  it('sends names for ids, numbers for areas and comma-space lists in option order, which the contract accepts', () => {
    const values: ApplicationFormValues = {
      ...filled,
      unequipped_area: '36',
      equipped_area: '',
      printed_catalog: ['Обложка каталога', 'Страница А4'],
      contests: ['future', 'gold'],
      stand_type: 'Остров',
      extra_wishes: '  Подвод воды  ',
    };
    const payload = toApplicationPayload(values, choices);
    expect(payload).toMatchObject({
      last_name: 'Соколова',
      field_of_activity: 'Цветная металлургия',
      unequipped_area: 36,
      equipped_area: 0,
      open_area: 0,
      stand_type: 'Остров',
      extra_wishes: 'Подвод воды',
      printed_catalog: 'Страница А4, Обложка каталога',
      contests: 'Золотой слиток, Металлургия будущего',
    });
    const parsed = v.parse(applicationSchema(), payload);
    expect(parsed.printed_catalog).toBe(payload.printed_catalog);
    expect(parsed.contests).toBe(payload.contests);
  });

  it('sends empty lists as empty strings and the default stand type', () => {
    const payload = toApplicationPayload(filled, choices);
    expect(payload).toMatchObject({
      printed_catalog: '',
      contests: '',
      stand_type: DEFAULT_STAND_TYPE,
      patronymic_name: '',
    });
  });
});

describe('profileValues', () => {
  it('takes a signed-in visitor’s contact fields from the profile, the login as the e-mail', () => {
    const user = {
      login: 'irina@example.org',
      first_name: 'Ирина',
      last_name: 'Соколова',
      patronymic_name: 'Петровна',
      company: 'АО «Уралтрубосталь»',
      city: 'Екатеринбург',
      phone: '+7 (912) 345-67-89',
      position: 'Инженер',
    };
    expect(profileValues(user)).toEqual({
      last_name: 'Соколова',
      first_name: 'Ирина',
      patronymic_name: 'Петровна',
      position: 'Инженер',
      company: 'АО «Уралтрубосталь»',
      phone: '+7 (912) 345-67-89',
      email: 'irina@example.org',
    });
  });
});
