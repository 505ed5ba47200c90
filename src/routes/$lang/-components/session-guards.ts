/**
 * Route guards of spec §2: the sign-in and registration pages are for anonymous visitors only (a signed-in
 * one goes to the profile), and the personal area needs an access token (an anonymous one goes to the
 * sign-in page, which returns to the page asked for).
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Lang } from '../../../contract/common';
import { localTokenStore } from '../../../session/tokens';

export function anonymousOnly(lang: Lang) {
  if (localTokenStore.access()) throw redirect({ to: '/$lang/personal/profile', params: { lang }, replace: true });
}

export function signedInOnly(lang: Lang, location: ParsedLocation) {
  if (!localTokenStore.access()) throw redirect({ to: '/$lang/login', params: { lang }, state: { from: location.href }, replace: true });
}
