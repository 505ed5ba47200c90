/**
 * The account calls (spec §7): sign in, register, the profile and its two settings forms. Sign-in and
 * registration carry no Bearer header: they start a session. Registration and PATCH /user/ take form
 * data, as the spec's client sends them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LoginInput, PasswordChange, ProfileUpdate, RegistrationInput } from '../contract/account-forms';
import { LoginResponseSchema } from '../contract/auth';
import type { Lang } from '../contract/common';
import { UserSchema, UserUpdateResponseSchema } from '../contract/user';
import { api } from './client';
import { queryKey } from './query-keys';

export const loginRequest = (lang: Lang, input: LoginInput) =>
  api.request('/user/login/', { lang, method: 'POST', body: input, schema: LoginResponseSchema, anonymous: true });

function formData(fields: Record<string, string | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, value);
  return form;
}

export type RegistrationTarget = { exPrefix: string | undefined; referral: string | undefined };

export const registrationRequest = (lang: Lang, input: RegistrationInput, target: RegistrationTarget) =>
  api.request('/user/registration/', {
    lang,
    method: 'POST',
    body: formData(input),
    query: { ex_prefix: target.exPrefix, referral: target.referral },
    schema: LoginResponseSchema,
    anonymous: true,
  });

/** The signed-in user's profile; personal (wiped on logout), so its key starts with 'user'. */
export const userQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('user', lang),
    queryFn: () => api.request('/user/', { lang, schema: UserSchema }),
  });

export const updateProfileRequest = (lang: Lang, input: ProfileUpdate) =>
  api.request('/user/', { lang, method: 'PATCH', body: formData(input), schema: UserUpdateResponseSchema });

/** Answers the user and a fresh token pair: the change revokes every earlier refresh token. */
export const changePasswordRequest = (lang: Lang, input: PasswordChange) =>
  api.request('/user/', { lang, method: 'PATCH', body: formData(input), schema: UserUpdateResponseSchema });
