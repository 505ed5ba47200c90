/**
 * Where signing in leads (spec §4 "Login success"): back to the page the visitor came from, unless that
 * was the sign-in or registration page itself. Only paths of this site are followed, so a crafted `from`
 * cannot send anyone elsewhere. With nowhere to return to, the profile.
 */
import type { Lang } from '../contract/common';

const ACCOUNT_PAGES = /^\/[a-z]{2}\/(login|registration)\/?(?:[?#]|$)/;

export function afterSignInPath(from: string | undefined, lang: Lang): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\') || ACCOUNT_PAGES.test(from))
    return personalHome(lang);
  return from;
}

/** Where a signed-in visitor lands when there is nothing else to show (spec §2, §4). */
export const personalHome = (lang: Lang) => `/${lang}/personal/profile`;
