/**
 * Toasts without sonner on the first visit: sonner (about 8 kB on the wire) loads with the first toast,
 * which also mounts the toaster (ui/toaster.tsx, lazily rendered by the root route). A toast is handed
 * to sonner only once its Toaster has mounted and subscribed, since toasts made before that are lost.
 * Call sites keep sonner's shape: toast(text, options), toast.success/error/info(text, options),
 * toast.dismiss(id). A form gives its error toast an id, so a new error replaces it and a success (or the
 * next attempt) dismisses it instead of leaving it over the page that follows.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { createFlagStore } from '../lib/flag-store';

type Sonner = typeof sonnerToast;

/** On once something wanted a toast: the root route then renders the toaster. */
export const toasterWanted = createFlagStore(false);

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
/** Called by the toaster once sonner's Toaster (its child) has subscribed to new toasts. */
export const toasterMounted = () => markMounted();

let sonner: Promise<Sonner> | null = null;
function withSonner(show: (sonnerToast: Sonner) => void) {
  sonner ??= import('sonner').then((module) => module.toast);
  toasterWanted.set(true);
  void Promise.all([sonner, mounted])
    .then(([sonnerToast]) => show(sonnerToast))
    .catch((error: unknown) => console.warn('A message could not be shown', error));
}

/**
 * Dismisses on the same queue as the toasts, so it also removes one still waiting for the toaster.
 * Nothing was ever shown while sonner has not been asked for, so there is nothing to load for it.
 */
function dismiss(id: string | number) {
  if (!sonner) return;
  void Promise.all([sonner, mounted])
    .then(([sonnerToast]) => sonnerToast.dismiss(id))
    .catch((error: unknown) => console.warn('A message could not be dismissed', error));
}

type Message = string;
export const toast = Object.assign((message: Message, options?: ExternalToast) => withSonner((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => withSonner((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => withSonner((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => withSonner((t) => t.info(message, options)),
  dismiss,
});
