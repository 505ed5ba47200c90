/**
 * The account forms' schemas: the contract's own factories (the ones the server runs) with the page
 * language's messages, so a form the client accepts is one the server accepts. Spec §5: a missing value
 * reads "<field label> required", the other checks use tooltips.invalid_email, tooltips.password_length and
 * tooltips.passwords_not_match. The one rule the client lacks is the common-password list (server only, see
 * contract/password-policy.ts): its refusal comes back as the server's field error (account-errors.ts).
 */
import type { TFunction } from 'i18next';
import type * as v from 'valibot';
import { loginSchema, passwordChangeSchema, profileUpdateSchema, registrationSchema } from '../../contract/account-forms';
import { withMessages, type FormMessages } from '../../contract/form-rules';

/** Messages for one field: its label goes into the "required" text. */
export function fieldMessages(t: TFunction, field: string): FormMessages {
  return withMessages({
    required: t('forms.field_required', { label: t(`account.fields.${field}`) }),
    invalid_email: t('tooltips.invalid_email'),
    password_length: t('tooltips.password_length'),
    passwords_not_match: t('tooltips.passwords_not_match'),
    invalid_phone: t('tooltips.invalid_phone'),
    too_long: t('forms.too_long'),
    invalid_value: t('forms.invalid_value'),
    password_too_common: t('tooltips.password_too_common'),
    password_contains_login: t('tooltips.password_contains_login'),
  });
}

export const loginFormSchema = (t: TFunction) => loginSchema((field) => fieldMessages(t, field));

export const registrationFormSchema = (t: TFunction) => registrationSchema((field) => fieldMessages(t, field));
export type RegistrationForm = v.InferInput<ReturnType<typeof registrationFormSchema>>;
export type RegistrationValues = v.InferOutput<ReturnType<typeof registrationFormSchema>>;

export const profileFormSchema = (t: TFunction) => profileUpdateSchema((field) => fieldMessages(t, field));
export type ProfileForm = v.InferInput<ReturnType<typeof profileFormSchema>>;
export type ProfileValues = v.InferOutput<ReturnType<typeof profileFormSchema>>;

/** The password change of the signed-in account: the new password must not hold its login. */
export const passwordFormSchema = (t: TFunction, login: string) =>
  passwordChangeSchema((field) => fieldMessages(t, field === 'password' ? 'new_password' : field), { login });
export type PasswordForm = v.InferInput<ReturnType<typeof passwordFormSchema>>;
