import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '../../api/errors';
import { DUPLICATE_LOGIN_MESSAGE } from '../../contract/auth';
import { defaultMessages } from '../../contract/form-rules';
import { loginErrorText, passwordRefusalText, registrationErrorText, retryAfterMinutes } from './account-errors';

// The key and its options stand in for the translated text.
const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;
const apiError = (status: number, code: string, data: Record<string, unknown> = {}) =>
  new ApiError('x', { error: 'x', error_code: code, error_data: { detail: 'x', ...data } }, status);

describe('account error texts (spec §8)', () => {
  it('maps sign-in failures', () => {
    expect(loginErrorText(apiError(400, 'InvalidInput'), t)).toBe('tooltips.incorrect_user_or_password');
    expect(loginErrorText(apiError(403, 'PermissionDenied'), t)).toBe('tooltips.authorization_error');
    expect(loginErrorText(new HttpError(502), t)).toBe('tooltips.authorization_error');
    expect(loginErrorText(new TypeError('Failed to fetch'), t)).toBe('tooltips.unknown_error');
  });

  it('says in whole minutes when a refused attempt may be repeated', () => {
    expect(loginErrorText(apiError(429, 'TooManyRequests', { retry_after: 61 }), t)).toBe('tooltips.too_many_attempts:2');
    expect(registrationErrorText(apiError(429, 'TooManyRequests', { retry_after: 5 }), t)).toBe('tooltips.try_again_in:1');
    expect(retryAfterMinutes(apiError(400, 'InvalidInput'))).toBeNull();
  });

  it('tells a taken e-mail from other refused registrations', () => {
    expect(registrationErrorText(apiError(400, 'InvalidInput', { login: DUPLICATE_LOGIN_MESSAGE }), t)).toBe(
      'tooltips.registration_duplicate',
    );
    expect(registrationErrorText(apiError(400, 'InvalidInput', { login: 'Enter a valid e-mail address' }), t)).toBe(
      'tooltips.registration_error',
    );
    expect(registrationErrorText(new TypeError('Failed to fetch'), t)).toBe('tooltips.unknown_error');
  });
});

describe('a new password the server refused', () => {
  it('maps the common-password and login refusals to their texts, and nothing else', () => {
    expect(passwordRefusalText(apiError(400, 'InvalidInput', { password: defaultMessages.password_too_common }), t)).toBe(
      'tooltips.password_too_common',
    );
    expect(passwordRefusalText(apiError(400, 'InvalidInput', { password: defaultMessages.password_contains_login }), t)).toBe(
      'tooltips.password_contains_login',
    );
    expect(passwordRefusalText(apiError(400, 'InvalidInput', { password: defaultMessages.password_length }), t)).toBeNull();
    expect(passwordRefusalText(apiError(400, 'InvalidInput', { login: DUPLICATE_LOGIN_MESSAGE }), t)).toBeNull();
    expect(passwordRefusalText(new HttpError(502), t)).toBeNull();
  });
});
