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
  withMessages,
  type FieldMessages,
  type FormMessages,
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

/** The profile fields a user may edit; absent fields stay as they are. */
export function profileUpdateSchema(messages: Partial<FormMessages> = {}) {
  const m = withMessages(messages);
  return v.object({
    first_name: v.optional(requiredText(m)),
    last_name: v.optional(requiredText(m)),
    patronymic_name: v.optional(optionalText(m)),
    company: v.optional(requiredText(m)),
    city: v.optional(optionalText(m)),
    phone: v.optional(phoneRule(m)),
    position: v.optional(optionalText(m)),
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
