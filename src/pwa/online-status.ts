/**
 * Whether the browser has a network, as TanStack Query sees it: the header's indicator, the "saved" lines
 * and the paused favourite toggles all follow one source, so the screen never says "online" while
 * queued changes still wait.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query assumes "online" until the first online/offline event; a cold start in a hall with no
 * network must start offline, or queued toggles would be sent and fail instead of waiting.
 */
export function syncOnlineStatus(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const snapshot = () => onlineManager.isOnline();
// A server render (and hydration) assumes a network; the real state follows right after.
const serverSnapshot = () => true;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
