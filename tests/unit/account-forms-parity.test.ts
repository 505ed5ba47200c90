/**
 * The account forms and the server accept and refuse the same inputs (issue 19): the client's schemas
 * (features/account/account-schemas.ts, translated messages) and the server's (server/auth/common-passwords.ts)
 * are built from the same contract factories, and this table runs every case through both. The one
 * expected difference is the common-password list, which only the server holds (so the client bundle does
 * not carry it): those cases pass the client and are refused by the server on the password field, whose
 * message the form then shows (account-errors.ts passwordRefusalText).
 */
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordFormSchema, profileFormSchema, registrationFormSchema } from '../../src/features/account/account-schemas';
import { ProfileUpdateSchema } from '../../src/contract/account-forms';
import { serverPasswordChangeSchema, serverRegistrationSchema } from '../../server/auth/common-passwords';

// The key stands in for the translated text; the fields refused are what must agree.
const t = ((key: string) => key) as unknown as TFunction;

/** The top-level fields a schema refuses, sorted; [] when it accepts. */
function refusedFields(schema: v.GenericSchema, input: Record<string, unknown>): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return [...new Set(result.issues.map((issue) => v.getDotPath(issue)?.split('.')[0] ?? '(form)'))].sort();
}

const LOGIN = 'ivan.petrov@stal.ru';
const registration = (overrides: Record<string, unknown> = {}) => ({
  login: LOGIN,
  password: 'Prokat-2027',
  confirmPassword: 'Prokat-2027',
  first_name: 'Иван',
  last_name: 'Петров',
  patronymic_name: '',
  phone: '+7 (912) 345-67-89',
  company: 'АО «Северсталь»',
  city: '',
  position: '',
  ...overrides,
});
const withPassword = (password: string) => ({ password, confirmPassword: password });

// [case, input, fields both refuse] — the client and the server must give the same answer.
const REGISTRATION_CASES: [string, Record<string, unknown>, string[]][] = [
  ['a complete form', registration(), []],
  ['a login with capitals and spaces (trimmed, lower-cased)', registration({ login: '  Ivan.Petrov@Stal.RU ' }), []],
  ['no patronymic, city or position at all', registration({ patronymic_name: undefined, city: undefined, position: undefined }), []],
  ['a login that is not an e-mail', registration({ login: 'ivan.petrov' }), ['login']],
  ['a password of five characters', registration(withPassword('Pro-1')), ['password']],
  ['a blank password', registration(withPassword('      ')), ['password']],
  ['one letter repeated', registration(withPassword('aaaaaa')), ['password']],
  ['a short group repeated', registration(withPassword('qweqwe')), ['password']],
  ['the login as the password', registration(withPassword(LOGIN)), ['password']],
  ['the part before the @ in the password', registration(withPassword('Ivan.Petrov-1')), ['password']],
  ['a password of 129 characters', registration(withPassword('Ab-1'.repeat(33))), ['password']],
  ['an empty repetition', registration({ confirmPassword: '' }), ['confirmPassword']],
  ['a repetition that differs', registration({ confirmPassword: 'Prokat-2028' }), ['confirmPassword']],
  ['a blank first name and a short phone', registration({ first_name: '  ', phone: '12-34' }), ['first_name', 'phone']],
  ['a missing company', registration({ company: undefined }), ['company']],
];

// Cases only the server refuses: passwords from its common list.
const COMMON = ['123456', 'qwerty123', 'Password1', 'iloveyou'];

describe('registration: the client form and the server agree', () => {
  it.each(REGISTRATION_CASES)('%s', (_case, input, refused) => {
    expect(refusedFields(registrationFormSchema(t), input)).toEqual(refused);
    expect(refusedFields(serverRegistrationSchema, input)).toEqual(refused);
  });

  it.each(COMMON)('the common password %s passes the client and is refused by the server on the password field', (password) => {
    const input = registration(withPassword(password));
    expect(refusedFields(registrationFormSchema(t), input)).toEqual([]);
    expect(refusedFields(serverRegistrationSchema, input)).toEqual(['password']);
  });
});

const change = (overrides: Record<string, unknown> = {}) => ({
  old_password: 'Prokat-2027',
  ...withPassword('Novy-Prokat-1'),
  ...overrides,
});

const CHANGE_CASES: [string, Record<string, unknown>, string[]][] = [
  ['a new strong password', change(), []],
  ['no current password', change({ old_password: '' }), ['old_password']],
  ['a new password of five characters', change(withPassword('Nov-1')), ['password']],
  ['one digit repeated', change(withPassword('1111111')), ['password']],
  ['the login as the new password', change(withPassword(LOGIN.toUpperCase())), ['password']],
  ['the part before the @ with a year', change(withPassword('ivanpetrov2027')), ['password']],
  ['an empty repetition', change({ confirmPassword: '' }), ['confirmPassword']],
  ['a repetition that differs', change({ confirmPassword: 'Novy-Prokat-2' }), ['confirmPassword']],
  ['a missing repetition', change({ confirmPassword: undefined }), ['confirmPassword']],
];

describe('the password change: the client form and the server agree', () => {
  it.each(CHANGE_CASES)('%s', (_case, input, refused) => {
    expect(refusedFields(passwordFormSchema(t, LOGIN), input)).toEqual(refused);
    expect(refusedFields(serverPasswordChangeSchema(LOGIN), input)).toEqual(refused);
  });

  it.each(COMMON)('the common password %s passes the client and is refused by the server on the password field', (password) => {
    const input = change(withPassword(password));
    expect(refusedFields(passwordFormSchema(t, LOGIN), input)).toEqual([]);
    expect(refusedFields(serverPasswordChangeSchema(LOGIN), input)).toEqual(['password']);
  });
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  last_name: 'Петров',
  first_name: 'Иван',
  patronymic_name: 'Сергеевич',
  company: 'АО «Северсталь»',
  position: 'Главный технолог',
  city: 'Череповец',
  phone: '+7 (912) 345-67-89',
  ...overrides,
});

const PROFILE_CASES: [string, Record<string, unknown>, string[]][] = [
  ['a complete profile', profile(), []],
  ['blank optional fields', profile({ patronymic_name: '', position: '', city: '' }), []],
  ['a blank last name', profile({ last_name: '   ' }), ['last_name']],
  ['a blank company and a phone of letters', profile({ company: '', phone: 'позвонить' }), ['company', 'phone']],
  ['a phone without five digits', profile({ phone: '(12) 3-4' }), ['phone']],
  ['a position of 201 characters', profile({ position: 'т'.repeat(201) }), ['position']],
  ['a control character in the city', profile({ city: 'Череповец\u0000' }), ['city']],
  ['an 8-bit CSI (a C1 control) in the position', profile({ position: 'Директор\u009b2J' }), ['position']],
];

describe('the profile settings: the client form and the server agree', () => {
  it.each(PROFILE_CASES)('%s', (_case, input, refused) => {
    expect(refusedFields(profileFormSchema(t), input)).toEqual(refused);
    expect(refusedFields(ProfileUpdateSchema, input)).toEqual(refused);
  });

  it('names the field in the form\'s "required" text', () => {
    const labelled = ((key: string, options?: { label?: string }) =>
      options?.label ? `${key}(${options.label})` : key) as unknown as TFunction;
    const result = v.safeParse(profileFormSchema(labelled), profile({ first_name: '' }));
    expect(result.issues?.map((issue) => issue.message)).toEqual(['forms.field_required(account.fields.first_name)']);
  });
});

describe('the client speaks the page language', () => {
  it('puts the translated refusals beside the password', () => {
    const result = v.safeParse(registrationFormSchema(t), registration(withPassword('aaaaaa')));
    expect(result.issues?.map((issue) => issue.message)).toContain('tooltips.password_too_common');
    const login = v.safeParse(registrationFormSchema(t), registration(withPassword(LOGIN)));
    expect(login.issues?.map((issue) => issue.message)).toEqual(['tooltips.password_contains_login']);
  });
});
