/**
 * The signed-in user's profile, kept in memory only (spec §4: tokens in localStorage, "the rest of the
 * user info is kept in memory"). Cleared with the tokens.
 */
import { useSyncExternalStore } from 'react';
import type { User } from '../contract/user';

let current: User | null = null;
const listeners = new Set<() => void>();

export const currentUser = {
  get: () => current,
  set: (user: User | null) => {
    current = user;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCurrentUser(): User | null {
  return useSyncExternalStore(currentUser.subscribe, currentUser.get, () => null);
}
