/**
 * The account forms' failure texts (spec §8): what the server said, mapped to the page language. A 429
 * says when to try again, from the server's retry_after, so nobody keeps hammering a locked form.
 */
import type { TFunction } from 'i18next';
import { ApiError, HttpError } from '../../api/errors';
import { DUPLICATE_LOGIN_MESSAGE } from '../../contract/auth';
import { defaultMessages } from '../../contract/form-rules';

/** Whole minutes until the server accepts the next attempt, or null when the error is not a 429. */
export function retryAfterMinutes(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = Number(error.payload.error_data.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 15;
}

export function loginErrorText(error: unknown, t: TFunction): string {
  const minutes = retryAfterMinutes(error);
  if (minutes !== null) return t('tooltips.too_many_attempts', { count: minutes });
  if (error instanceof ApiError)
    return error.code === 'InvalidInput' ? t('tooltips.incorrect_user_or_password') : t('tooltips.authorization_error');
  if (error instanceof HttpError) return t('tooltips.authorization_error');
  return t('tooltips.unknown_error');
}

/** The server's "this e-mail is already registered" (spec §8): also shown next to the e-mail field. */
export const isDuplicateLogin = (error: unknown) => error instanceof ApiError && error.payload.error_data.login === DUPLICATE_LOGIN_MESSAGE;

export function registrationErrorText(error: unknown, t: TFunction): string {
  const minutes = retryAfterMinutes(error);
  if (minutes !== null) return t('tooltips.try_again_in', { count: minutes });
  if (error instanceof ApiError) {
    return isDuplicateLogin(error) ? t('tooltips.registration_duplicate') : t('tooltips.registration_error');
  }
  if (error instanceof HttpError) return t('tooltips.registration_error');
  return t('tooltips.unknown_error');
}

/**
 * The server's refusal of a new password, in the page language, or null. The common-password list runs
 * only on the server (contract/password-policy.ts), so the form learns of it from error_data.password,
 * which carries the contract's default message; it goes next to the password field.
 */
export function passwordRefusalText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = error.payload.error_data.password;
  if (message === defaultMessages.password_too_common) return t('tooltips.password_too_common');
  if (message === defaultMessages.password_contains_login) return t('tooltips.password_contains_login');
  return null;
}
