/**
 * Signing in, registering and refreshing the session (spec §3 "Registration payload", "Session"; §4
 * "Token refresh"; §5 "Registration"). Access tokens are short-lived JWTs sent as Bearer; refresh tokens
 * are opaque ids rotated on every use.
 *
 * POST /user/login/          JSON {login, password}            → 200 LoginResponse
 * POST /user/registration/   form data, ?ex_prefix&referral    → 201 LoginResponse
 * POST /api/refresh/         JSON {refresh}                    → 200 Session
 * POST /api/logout/          JSON {refresh}                    → 200 {} (also for unknown, revoked or expired tokens)
 *
 * The forms' schemas (sign-in, registration) are in account-forms.ts: this module is what the API client of
 * every page needs, and the forms' rules travel only with the pages that show them.
 */
import * as v from 'valibot';
import { UserSchema } from './user';

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

/**
 * POST /api/refresh/ answers a new session: the call's own name for that shape.
 * @alias
 */
export const RefreshResponseSchema = SessionSchema;

/**
 * POST /api/logout/: the refresh token whose session (family) ends. Any token string is answered 200, live
 * or not (RFC 7009 §2.2), an access token's length included; the bound only keeps a large body out.
 */
export const LogoutRequestSchema = v.object({
  refresh: v.pipe(v.string('refresh must be a token string'), v.nonEmpty('refresh is required'), v.maxLength(4096, 'refresh is too long')),
});
