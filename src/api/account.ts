/** Signing in (spec §7 POST /user/login/). The call carries no Bearer header: it starts a session. */
import type { LoginInput } from '../contract/auth';
import { LoginResponseSchema } from '../contract/auth';
import type { Lang } from '../contract/common';
import { api } from './client';

export const loginRequest = (lang: Lang, input: LoginInput) =>
  api.request('/user/login/', { lang, method: 'POST', body: input, schema: LoginResponseSchema, anonymous: true });
