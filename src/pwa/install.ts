/**
 * The install offer: the only page module that touches the browser's install API (ARCHITECTURE rule 7).
 *
 * A tiny external store, read with `useSyncExternalStore`, says which offer the header shows: Chromium's
 * own prompt (the `beforeinstallprompt` event, kept and replayed on click, because it can be used once
 * and only inside a user gesture), the iOS Safari add-to-home-screen hint, or nothing once the app runs
 * installed. On phones the header has no room for another button, so there the prompt is offered
 * by a floating card like the iOS hint. The browser listeners start from the browser entry (never at module
 * load, so rendering stays server-safe) and then stay for the page's life, so an event saved while the
 * header is unmounted or not yet hydrated is not lost.
 */
import { useSyncExternalStore } from 'react';
import { readString, writeString } from '../lib/storage';
import { INSTALL_HINT_DISMISSED_KEY, isIosSafari, isStandalone } from './install-detect';

/** Chromium's event (not in TypeScript's DOM lib: it is not a standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * `prompt`: the browser's prompt is saved and the visitor has not closed the phone card;
 * `prompt-quiet`: saved but the card was closed, so only the header button offers it (not shown on phones).
 */
export type InstallOffer = 'none' | 'prompt' | 'prompt-quiet' | 'ios-hint';

const STANDALONE_QUERY = '(display-mode: standalone)';

let started = false;
let installed = false;
let iosSafari = false;
let hintDismissed = false;
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Starts listening for the browser's offer. Called by the browser entry before the page hydrates: Chromium
 * may fire `beforeinstallprompt` as soon as the page has loaded, while a server-rendered page is still
 * hydrating, and an event nobody listened for is gone. Subscribing calls it too (unit tests, no entry).
 */
export function listenForInstallOffer() {
  if (started) return;
  started = true;
  const standalone = typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : null;
  const navigatorStandalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  installed = isStandalone(standalone?.matches ?? false, navigatorStandalone);
  standalone?.addEventListener('change', () => {
    installed = isStandalone(standalone.matches, navigatorStandalone);
    emit();
  });
  iosSafari = isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
  hintDismissed = readString(INSTALL_HINT_DISMISSED_KEY) === '1';
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault Chrome on Android shows its own mini-infobar besides our button.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void) {
  listenForInstallOffer();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): InstallOffer {
  if (installed) return 'none';
  if (deferred) return hintDismissed ? 'prompt-quiet' : 'prompt';
  return iosSafari && !hintDismissed ? 'ios-hint' : 'none';
}

/** On the server and during hydration nothing is offered: the offer depends on the browser. */
const getServerSnapshot = (): InstallOffer => 'none';

/** Shows the browser's install dialog; the saved event is spent either way, as the browser requires. */
async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  // Chromium may offer again later after a dismissal (a new event); an acceptance is final.
  if (choice.outcome === 'accepted') {
    installed = true;
    emit();
  }
}

/** Closes the floating card (iOS hint or the phone's install card) for good on this device. */
function dismissHint() {
  hintDismissed = true;
  writeString(INSTALL_HINT_DISMISSED_KEY, '1');
  emit();
}

export function useInstallOffer(): { offer: InstallOffer; install: () => Promise<void>; dismissHint: () => void } {
  const offer = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { offer, install, dismissHint };
}
