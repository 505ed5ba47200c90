/**
 * The signed-in user (spec §3 "User") and the settings forms: GET /user/, PATCH /user/ (form data).
 * PATCH fields are all optional, but the required ones must be non-blank when sent. The login is the
 * account's identity and cannot be changed. Changing the password asks for the current one
 * (old_password): a stolen access token alone must not be enough to take over the account.
 */
import * as v from 'valibot';

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
