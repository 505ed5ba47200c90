/** A tiny observable boolean store for app-wide flags (spec §3 client state: loading, overlay). */
export type FlagStore = {
  get: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createFlagStore(initial: boolean): FlagStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Set during the initial site fetch and cleared 500 ms after it (spec §4). */
export const loadingFlag = createFlagStore(true);
/** On while a favourite changes or a file downloads: blocks the page against double actions. */
export const overlayFlag = createFlagStore(false);

/** Runs a task with the page-blocking overlay on; nested tasks keep it on until the last ends. */
let overlayDepth = 0;
export async function withOverlay<T>(task: () => Promise<T>): Promise<T> {
  overlayDepth += 1;
  overlayFlag.set(true);
  try {
    return await task();
  } finally {
    overlayDepth -= 1;
    if (overlayDepth === 0) overlayFlag.set(false);
  }
}
