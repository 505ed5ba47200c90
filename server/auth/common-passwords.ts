/**
 * The common-password list and the server's account schemas that use it (issue 19). The list is the
 * head of @zxcvbn-ts/language-common's `passwords-common`, ordered by how often each password appears in
 * leaked sets; the first COMMON_PASSWORD_COUNT are refused, compared lower-cased (the list is lower-case).
 * It lives on the server only: the package is ~380 kB of JavaScript that the client never loads (see
 * src/contract/password-policy.ts). Importing it costs the server ~0.2 s at start and ~1 MB for the set.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordChangeSchema, registrationSchema } from '../../src/contract/account-forms';
import type { PasswordPolicy } from '../../src/contract/password-policy';

/** The floor; the next 39,000 entries are rarer and mostly refused by length or are dates. */
export const COMMON_PASSWORD_COUNT = 10_000;

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

const policy: PasswordPolicy = { isCommon: isCommonPassword };

/** POST /user/registration/ validates with this: the contract's schema with the list. */
export const serverRegistrationSchema = registrationSchema({}, policy);

/** PATCH /user/ password fields of the signed-in account, whose login the password must not contain. */
export const serverPasswordChangeSchema = (login: string) => passwordChangeSchema({}, { ...policy, login });
