/** A successful sign-in (spec §4 "Login success"): both tokens to localStorage, the user to memory. */
import type { LoginResponse } from '../contract/auth';
import { currentUser } from './current-user';
import { localTokenStore } from './tokens';

export function signIn(response: LoginResponse) {
  localTokenStore.save({ access: response.access, refresh: response.refresh });
  currentUser.set(response.user);
}
