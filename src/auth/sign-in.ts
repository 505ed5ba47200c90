/** A successful sign-in (spec §4 "Login success"): both tokens to localStorage; the user is the `user` query's. */
import type { LoginResponse } from '../contract/auth';
import { requestPersistentStorage } from '../pwa/offline-storage';
import { localTokenStore } from '../session/tokens';

export function signIn(response: LoginResponse) {
  localTokenStore.save({ access: response.access, refresh: response.refresh });
  // From now on the device holds the visitor's ticket for offline use; ask the browser not to evict it.
  requestPersistentStorage();
}
