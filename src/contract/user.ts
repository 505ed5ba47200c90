/**
 * The signed-in user (spec §3 "User") and the settings forms: GET /user/, PATCH /user/ (form data).
 * PATCH fields are all optional, but the required ones must be non-blank when sent. The login is the
 * account's identity and cannot be changed. Changing the password asks for the current one
 * (old_password): a stolen access token alone must not be enough to take over the account.
 */
import * as v from 'valibot';
import {
  currentPasswordRule,
  formObject,
  messagesFor,
  newPasswordRule,
  optionalText,
  passwordRepetitionRule,
  phoneRule,
  requiredText,
  type FieldMessages,
} from './form-rules';
import type { PasswordPolicy } from './password-policy';

export const UserSchema = v.object({
  login: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  patronymic_name: v.string(),
  company: v.string(),
  city: v.string(),
  phone: v.string(),
  position: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

/** The profile's fields in the order the forms ask for them (registration and settings). */
export const PROFILE_FIELDS = ['last_name', 'first_name', 'patronymic_name', 'company', 'position', 'city', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The ones that must not be blank: the entries below give them requiredText or phoneRule. */
export const REQUIRED_PROFILE_FIELDS: readonly ProfileField[] = ['last_name', 'first_name', 'company', 'phone'];

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
export type PasswordChangeInput = v.InferInput<ReturnType<typeof passwordChangeSchema>>;
export type PasswordChange = v.InferOutput<ReturnType<typeof passwordChangeSchema>>;

/** Field names that make a PATCH /user/ a password change. */
export const PASSWORD_FIELDS = ['old_password', 'password', 'confirmPassword'] as const;

/**
 * PATCH /user/ answers the updated user. After a password change every earlier refresh token is revoked,
 * so the answer also carries a fresh pair for the device that made the change.
 */
export const UserUpdateResponseSchema = v.object({
  ...UserSchema.entries,
  access: v.optional(v.string()),
  refresh: v.optional(v.string()),
});
export type UserUpdateResponse = v.InferOutput<typeof UserUpdateResponseSchema>;
