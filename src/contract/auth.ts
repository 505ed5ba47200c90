/**
 * Signing in, registering and refreshing the session (spec §3 "Registration payload", "Session"; §4
 * "Token refresh"; §5 "Registration"). Access tokens are short-lived JWTs sent as Bearer; refresh tokens
 * are opaque ids rotated on every use.
 *
 * POST /user/login/          JSON {login, password}            → 200 LoginResponse
 * POST /user/registration/   form data, ?ex_prefix&referral    → 201 LoginResponse
 * POST /api/refresh/         JSON {refresh}                    → 200 Session
 * POST /api/logout/          JSON {refresh}                    → 200 {} (also for unknown or revoked tokens)
 */
import * as v from 'valibot';
import {
  currentPasswordRule,
  formObject,
  loginRule,
  newPasswordRule,
  optionalText,
  phoneRule,
  requiredText,
  withMessages,
  type FormMessages,
  NO_CONTROL_CHARS,
} from './form-rules';
import { exPrefixParam } from './query-params';
import { UserSchema } from './user';

export function loginSchema(messages: Partial<FormMessages> = {}) {
  const m = withMessages(messages);
  return formObject({ login: loginRule(m), password: currentPasswordRule(m) }, m);
}
export const LoginSchema = loginSchema();
export type LoginInput = v.InferInput<typeof LoginSchema>;

export function registrationSchema(messages: Partial<FormMessages> = {}) {
  const m = withMessages(messages);
  return v.pipe(
    formObject(
      {
        login: loginRule(m),
        password: newPasswordRule(m),
        confirmPassword: v.pipe(v.string(m.required), v.nonEmpty(m.required)),
        first_name: requiredText(m),
        last_name: requiredText(m),
        patronymic_name: optionalText(m),
        phone: phoneRule(m),
        company: requiredText(m),
        city: optionalText(m),
        position: optionalText(m),
      },
      m,
    ),
    v.forward(
      v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, m.passwords_not_match),
      ['confirmPassword'],
    ),
  );
}
export const RegistrationSchema = registrationSchema();
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;

/** Query of POST /user/registration/: the exhibition to register for, and who sent the visitor. */
export const RegistrationQuerySchema = v.object({
  ex_prefix: v.optional(exPrefixParam('ex_prefix')),
  referral: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'referral is too long'), v.regex(NO_CONTROL_CHARS, 'referral has control characters'))),
});

/** The message of error_data.login when the login is taken; the client maps it to tooltips.registration_duplicate. */
export const DUPLICATE_LOGIN_MESSAGE = 'A user with this login already exists';

/** Both wrong login and wrong password answer this, so the form cannot be used to find accounts. */
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect login or password';

export const SessionSchema = v.object({ access: v.string(), refresh: v.string() });
export type Session = v.InferOutput<typeof SessionSchema>;

export const LoginResponseSchema = v.object({ access: v.string(), refresh: v.string(), user: UserSchema });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const RefreshRequestSchema = v.object({
  refresh: v.pipe(v.string('refresh must be a token string'), v.nonEmpty('refresh is required'), v.maxLength(100, 'refresh is too long')),
});
export type RefreshRequest = v.InferOutput<typeof RefreshRequestSchema>;
export const RefreshResponseSchema = SessionSchema;

/** POST /api/logout/: the refresh token whose session (family) ends; same shape as the refresh call. */
export const LogoutRequestSchema = RefreshRequestSchema;
export type LogoutRequest = v.InferOutput<typeof LogoutRequestSchema>;
