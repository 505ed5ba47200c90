/** Whether someone is signed in (an access token exists), following sign-in and sign-out everywhere. */
import { useSyncExternalStore } from 'react';
import { localTokenStore, subscribeTokens } from './tokens';

const snapshot = () => localTokenStore.access() !== null;

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, snapshot, () => false);
}
