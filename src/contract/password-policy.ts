/**
 * What refuses a new password beyond the spec's minimum of six characters (issue 19): a password that is
 * one short group repeated ("aaaaaa", "ababab", "qweqwe"), one of the most common passwords, or one that
 * holds the login.
 *
 * The common-password list (10,000 entries, ~80 kB) is not here: `contract/` is bundled into the client and
 * the service worker precaches every chunk, so even a lazy chunk would reach every installed device. The
 * server passes the list in as `isCommon` (server/auth/common-passwords.ts) and the forms show the server's
 * field error, mapped back to a translated text by its message (`defaultMessages.password_too_common`).
 * The other two rules cost nothing and run on both sides.
 *
 * The login rule: the login is an e-mail, which an attacker knows, so a password that contains it, or the
 * part before the @, is guessed first. Only letters and digits are compared (case-insensitively), so
 * "Ivan.Petrov-1" is caught for ivan.petrov@…; a local part shorter than LOGIN_PART_MIN is not looked for,
 * or "ab@firm.ru" would refuse every password that happens to hold "ab".
 */

export type PasswordPolicy = {
  /** Whether the lower-cased password is on the common list; the server's, absent on the client. */
  isCommon?: (lowerCased: string) => boolean;
  /** The account's login, when the form itself has none (the password change). */
  login?: string;
};

export const LOGIN_PART_MIN = 4;

/** Three characters at most, repeated to fill the whole password. */
const REPEATED_GROUP = /^(.{1,3})\1+$/su;

export const isRepeatedGroup = (password: string): boolean => REPEATED_GROUP.test(password.toLowerCase());

/** Too common: a repeated short group, or on the list when one is given. */
export const isTooCommon = (password: string, policy: PasswordPolicy = {}): boolean =>
  isRepeatedGroup(password) || (policy.isCommon?.(password.toLowerCase()) ?? false);

const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the password holds the whole login or its local part (of LOGIN_PART_MIN letters and digits or more). */
export function containsLogin(password: string, login: string): boolean {
  const typed = lettersAndDigits(password);
  const whole = lettersAndDigits(login);
  const local = lettersAndDigits(login.split('@')[0] ?? '');
  if (whole !== '' && typed.includes(whole)) return true;
  return local.length >= LOGIN_PART_MIN && typed.includes(local);
}
