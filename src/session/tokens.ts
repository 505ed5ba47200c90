/** The session's two tokens in localStorage (spec §4, §9 keys access_token and refresh_token). */
import { readString, removeKey, STORAGE_KEYS, writeString } from '../lib/storage';

export type Tokens = { access: string; refresh: string };

export type TokenStore = {
  access: () => string | null;
  refresh: () => string | null;
  save: (tokens: Tokens) => void;
  clear: () => void;
};

type Listener = () => void;
const listeners = new Set<Listener>();

/** Notified whenever the tokens change, so the UI (personal button, guards) follows sign-in and sign-out. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage; the storage event tells this tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.refreshToken) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export const localTokenStore: TokenStore = {
  access: () => readString(STORAGE_KEYS.accessToken),
  refresh: () => readString(STORAGE_KEYS.refreshToken),
  save: ({ access, refresh }) => {
    writeString(STORAGE_KEYS.accessToken, access);
    writeString(STORAGE_KEYS.refreshToken, refresh);
    listeners.forEach((listener) => listener());
  },
  clear: () => {
    removeKey(STORAGE_KEYS.accessToken);
    removeKey(STORAGE_KEYS.refreshToken);
    listeners.forEach((listener) => listener());
  },
};
