/**
 * The account forms' schemas, shared by the pages' forms (features/account/account-schemas.ts, translated
 * messages) and the server (server/routes/auth.ts, server/routes/user.ts): sign-in, registration and its
 * query, the profile update and the password change (spec §3, §5). Kept apart from the response schemas
 * (auth.ts, user.ts), which every page's API client needs, so the field rules load only with the forms.
 */
import * as v from 'valibot';
import { noControlCharacters } from './control-characters';
import {
  currentPasswordRule,
  formObject,
  loginRule,
  messagesFor,
  newPasswordRule,
  optionalText,
  passwordRepetitionRule,
  phoneRule,
  requiredText,
  type FieldMessages,
} from './form-rules';
import { containsLogin, type PasswordPolicy } from './password-policy';
import { exhibitionPrefixParam } from './query-params';
import type { ProfileField } from './user';

export function loginSchema(messages: FieldMessages = {}) {
  const m = (field: string) => messagesFor(messages, field);
  return formObject({ login: loginRule(m('login')), password: currentPasswordRule(m('password')) }, messages);
}
export const LoginSchema = loginSchema();
export type LoginInput = v.InferInput<typeof LoginSchema>;

/**
 * The registration form. The server passes its common-password list in `policy` (server/auth/
 * common-passwords.ts); the client passes none and learns of a common password from the server's answer.
 */
export function registrationSchema(messages: FieldMessages = {}, policy: Omit<PasswordPolicy, 'login'> = {}) {
  const m = (field: string) => messagesFor(messages, field);
  return v.pipe(
    formObject(
      {
        login: loginRule(m('login')),
        password: newPasswordRule(m('password'), policy),
        confirmPassword: passwordRepetitionRule(m('confirmPassword')),
        ...profileEntries(messages),
      },
      messages,
    ),
    // The login is checked here, where both fields are known; the message goes beside the password.
    v.forward(
      v.partialCheck(
        [['login'], ['password']],
        (input) => !containsLogin(input.password, input.login),
        m('password').password_contains_login,
      ),
      ['password'],
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        m('confirmPassword').passwords_not_match,
      ),
      ['confirmPassword'],
    ),
  );
}
export type RegistrationInput = v.InferInput<ReturnType<typeof registrationSchema>>;

/** Query of POST /user/registration/: the exhibition to register for, and who sent the visitor. */
export const RegistrationQuerySchema = v.object({
  ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')),
  referral: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'referral is too long'), noControlCharacters('referral has control characters')),
  ),
});

/** The profile's rules, one per field: registration takes them as they are, a profile update as optional. */
export function profileEntries(messages: FieldMessages = {}) {
  const m = (field: ProfileField) => messagesFor(messages, field);
  return {
    first_name: requiredText(m('first_name')),
    last_name: requiredText(m('last_name')),
    patronymic_name: optionalText(m('patronymic_name')),
    company: requiredText(m('company')),
    city: optionalText(m('city')),
    phone: phoneRule(m('phone')),
    position: optionalText(m('position')),
  } satisfies Record<ProfileField, v.GenericSchema>;
}

/**
 * The profile fields a user may edit (PATCH /user/ and the settings form); absent fields stay as they are.
 * The server passes one set of messages, the form one per field.
 */
export function profileUpdateSchema(messages: FieldMessages = {}) {
  const entries = profileEntries(messages);
  return v.object({
    first_name: v.optional(entries.first_name),
    last_name: v.optional(entries.last_name),
    patronymic_name: v.optional(entries.patronymic_name),
    company: v.optional(entries.company),
    city: v.optional(entries.city),
    phone: v.optional(entries.phone),
    position: v.optional(entries.position),
  });
}
export const ProfileUpdateSchema = profileUpdateSchema();
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/**
 * The settings "password" tab; the server expects these fields in the same PATCH /user/ form. The
 * account's login comes in `policy` (the form has no login field), with the server's common list there.
 */
export function passwordChangeSchema(messages: FieldMessages = {}, policy: PasswordPolicy = {}) {
  const m = (field: string) => messagesFor(messages, field);
  return v.pipe(
    formObject(
      {
        old_password: currentPasswordRule(m('old_password')),
        password: newPasswordRule(m('password'), policy),
        confirmPassword: passwordRepetitionRule(m('confirmPassword')),
      },
      messages,
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        m('confirmPassword').passwords_not_match,
      ),
      ['confirmPassword'],
    ),
  );
}
export type PasswordChange = v.InferOutput<ReturnType<typeof passwordChangeSchema>>;
