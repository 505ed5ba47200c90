/**
 * True while rendering on the server and while the browser hydrates that HTML, false on every later
 * render. Components whose first client render would depend on the device (the window's size, the scroll
 * position, data deferred to a second pass) render what the server rendered while this is true, so
 * hydration finds the same markup, and switch to the device's view right after.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useServerRender(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
