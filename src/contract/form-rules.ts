/**
 * Field rules shared by the account and application forms (spec §5). Every message is overridable: the
 * client passes its translated texts, the server keeps these plain English defaults, and both run the
 * very same rules, so a form the client accepts is a form the server accepts.
 */
import * as v from 'valibot';
import { noControlCharacters } from './control-characters';
import { containsLogin, isTooCommon, type PasswordPolicy } from './password-policy';

export type FormMessages = {
  required: string;
  invalid_email: string;
  password_length: string;
  passwords_not_match: string;
  invalid_phone: string;
  too_long: string;
  invalid_value: string;
  invalid_choice: string;
  invalid_number: string;
  area_required: string;
  password_too_common: string;
  password_contains_login: string;
};

export const defaultMessages: FormMessages = {
  required: 'This field is required',
  invalid_email: 'Enter a valid e-mail address',
  password_length: 'Password must be at least 6 characters',
  passwords_not_match: 'Passwords do not match',
  invalid_phone: 'Enter a valid phone number: 7 to 20 digits, spaces, dashes, dots or parentheses, with an optional leading +',
  too_long: 'This value is too long',
  invalid_value: 'This value is not valid',
  invalid_choice: 'Choose one of the offered options',
  invalid_number: 'Enter a whole number from 0 to 100000',
  area_required: 'Enter an area above 0 m² in at least one of the area fields',
  // The client recognises these two in the server's error_data.password (the common list runs only there).
  password_too_common: 'This password is too common and easy to guess',
  password_contains_login: 'The password must not contain the e-mail or its part before the @',
};

/** Factories take any subset of messages; the rest fall back to the defaults. */
export const withMessages = (overrides: Partial<FormMessages> = {}): FormMessages => ({ ...defaultMessages, ...overrides });

/**
 * Messages of a form: one set for every field (the server), or one per field (the client puts each
 * field's label into its "required" text). Missing messages fall back to the defaults.
 */
export type FieldMessages = Partial<FormMessages> | ((field: string) => Partial<FormMessages>);

export const messagesFor = (messages: FieldMessages, field: string): FormMessages =>
  withMessages(typeof messages === 'function' ? messages(field) : messages);

/**
 * The message of a form object's own issues. valibot reports a missing key on the object, not on the
 * field's schema, with a generic "Invalid key: Expected …"; for a person (and the API envelope) a missing
 * field is simply a required one. Any other object issue (the body is not an object) is an invalid value.
 */
export const formObjectMessage =
  (messages: FieldMessages) =>
  (issue: v.BaseIssue<unknown>): string => {
    const step = issue.path?.at(-1);
    const m = messagesFor(messages, step && typeof step.key === 'string' ? step.key : '');
    return step?.origin === 'key' && issue.input === undefined ? m.required : m.invalid_value;
  };

/** v.object with formObjectMessage: the object schema of every form. */
export const formObject = <TEntries extends v.ObjectEntries>(entries: TEntries, messages: FieldMessages) =>
  v.object(entries, formObjectMessage(messages));

export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** Bounds the work of hashing; no one types a longer password. */
export const PASSWORD_MAX = 128;
export const PHONE_MIN = 7;
export const PHONE_MAX = 20;

/** Control characters (NUL above all, which PostgreSQL refuses in text) are never part of a form value. */
const noControlChars = (m: FormMessages) => noControlCharacters(m.invalid_value);

/** A non-blank text, trimmed. A missing field or a wrong type reads as "required" to the person filling the form. */
export const requiredText = (m: FormMessages, max = TEXT_MAX) =>
  v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(max, m.too_long), noControlChars(m));

/** A text that may be absent, null or blank (stored as ''). */
export const optionalText = (m: FormMessages, max = TEXT_MAX) =>
  v.nullish(v.pipe(v.string(m.invalid_value), v.trim(), v.maxLength(max, m.too_long), noControlChars(m)), '');

export const emailRule = (m: FormMessages) =>
  v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(EMAIL_MAX, m.too_long), v.email(m.invalid_email));

/** Logins are e-mails compared case-insensitively, so they are trimmed and lower-cased on the way in. */
export const loginRule = (m: FormMessages) => v.pipe(emailRule(m), v.toLowerCase());

const PHONE_CHARS = /^\+?[\d ().-]+$/;

/**
 * Spec §5: 7–20 characters of digits, spaces, dashes, dots and parentheses with an optional leading +.
 * It also asks for at least five digits, so "(--- ---)" is not taken for a number.
 */
export const phoneRule = (m: FormMessages) =>
  v.pipe(
    v.string(m.required),
    v.trim(),
    v.nonEmpty(m.required),
    v.minLength(PHONE_MIN, m.invalid_phone),
    v.maxLength(PHONE_MAX, m.invalid_phone),
    v.regex(PHONE_CHARS, m.invalid_phone),
    v.check((phone) => (phone.match(/\d/g)?.length ?? 0) >= 5, m.invalid_phone),
  );

/**
 * Passwords are kept as typed (no trimming) but must not be blank, nor too common, nor hold the login
 * when the policy knows it (contract/password-policy.ts; registration checks its own login field instead).
 */
export const newPasswordRule = (m: FormMessages, policy: PasswordPolicy = {}) =>
  v.pipe(
    v.string(m.required),
    v.check((password) => password.trim() !== '', m.required),
    v.minLength(PASSWORD_MIN, m.password_length),
    v.maxLength(PASSWORD_MAX, m.too_long),
    v.check((password) => !isTooCommon(password, policy), m.password_too_common),
    v.check((password) => policy.login === undefined || !containsLogin(password, policy.login), m.password_contains_login),
  );

/** The repetition of a new password: required; whether it matches is the form's own check. */
export const passwordRepetitionRule = (m: FormMessages) => v.pipe(v.string(m.required), v.nonEmpty(m.required));

/** A password being checked against a stored one: only presence and a sane length matter. */
export const currentPasswordRule = (m: FormMessages) =>
  v.pipe(v.string(m.required), v.nonEmpty(m.required), v.maxLength(PASSWORD_MAX, m.too_long));
