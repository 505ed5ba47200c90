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
  messagesFor,
  newPasswordRule,
  passwordRepetitionRule,
  type FieldMessages,
  NO_CONTROL_CHARS,
} from './form-rules';
import { containsLogin, type PasswordPolicy } from './password-policy';
import { exPrefixParam } from './query-params';
import { profileEntries, UserSchema } from './user';

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
export type Registration = v.InferOutput<ReturnType<typeof registrationSchema>>;

/** Query of POST /user/registration/: the exhibition to register for, and who sent the visitor. */
export const RegistrationQuerySchema = v.object({
  ex_prefix: v.optional(exPrefixParam('ex_prefix')),
  referral: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'referral is too long'), v.regex(NO_CONTROL_CHARS, 'referral has control characters')),
  ),
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
