/**
 * The account forms' schemas, built from the contract's own field rules (the ones the server runs) with
 * the page language's messages. Spec §5: a missing value reads "<field label> required", the other
 * checks use tooltips.invalid_email, tooltips.password_length and tooltips.passwords_not_match.
 */
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import {
  currentPasswordRule,
  loginRule,
  newPasswordRule,
  optionalText,
  phoneRule,
  requiredText,
  withMessages,
  type FormMessages,
} from '../../contract/form-rules';

export const PROFILE_FIELDS = ['last_name', 'first_name', 'patronymic_name', 'company', 'position', 'city', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const REQUIRED_PROFILE_FIELDS: readonly ProfileField[] = ['last_name', 'first_name', 'company', 'phone'];

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
  });
}

function profileEntries(t: TFunction) {
  return {
    last_name: requiredText(fieldMessages(t, 'last_name')),
    first_name: requiredText(fieldMessages(t, 'first_name')),
    patronymic_name: optionalText(fieldMessages(t, 'patronymic_name')),
    company: requiredText(fieldMessages(t, 'company')),
    position: optionalText(fieldMessages(t, 'position')),
    city: optionalText(fieldMessages(t, 'city')),
    phone: phoneRule(fieldMessages(t, 'phone')),
  };
}

export function loginFormSchema(t: TFunction) {
  return v.object({ login: loginRule(fieldMessages(t, 'login')), password: currentPasswordRule(fieldMessages(t, 'password')) });
}

export function registrationFormSchema(t: TFunction) {
  return v.pipe(
    v.object({
      login: loginRule(fieldMessages(t, 'login')),
      password: newPasswordRule(fieldMessages(t, 'password')),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(fieldMessages(t, 'confirmPassword').required)),
      ...profileEntries(t),
    }),
    // The repetition must match; the message goes beside the repetition field.
    v.forward(
      v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, t('tooltips.passwords_not_match')),
      ['confirmPassword'],
    ),
  );
}
export type RegistrationForm = v.InferInput<ReturnType<typeof registrationFormSchema>>;
export type RegistrationValues = v.InferOutput<ReturnType<typeof registrationFormSchema>>;

export function profileFormSchema(t: TFunction) {
  return v.object(profileEntries(t));
}
export type ProfileForm = v.InferInput<ReturnType<typeof profileFormSchema>>;
export type ProfileValues = v.InferOutput<ReturnType<typeof profileFormSchema>>;

export function passwordFormSchema(t: TFunction) {
  return v.pipe(
    v.object({
      old_password: currentPasswordRule(fieldMessages(t, 'old_password')),
      password: newPasswordRule(fieldMessages(t, 'new_password')),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(fieldMessages(t, 'confirmPassword').required)),
    }),
    // The repetition must match; the message goes beside the repetition field.
    v.forward(
      v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, t('tooltips.passwords_not_match')),
      ['confirmPassword'],
    ),
  );
}
export type PasswordForm = v.InferInput<ReturnType<typeof passwordFormSchema>>;
