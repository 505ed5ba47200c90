/**
 * Pure helpers behind the install offer, kept apart from the browser so unit tests can feed them any
 * user agent. iOS Safari has no `beforeinstallprompt`: the only way to install is Share → "На экран
 * «Домой»", and only Safari offers it (Chrome, Firefox and in-app browsers on iOS long did not; since
 * iOS 16.4 they can, but their share sheets differ), so the hint targets Safari alone.
 */

/** True for Safari on iPhone, iPod or iPad (iPadOS 13+ says "Macintosh" but has a touch screen). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile || !/Safari\//.test(userAgent)) return false;
  // Other browsers on iOS add their own token: Chrome CriOS, Firefox FxiOS, Edge EdgiOS, Opera OPiOS, Yandex YaBrowser…
  return !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo|Instagram|FBAN|FBAV|Line\/|Telegram/.test(userAgent);
}

/** The app already runs from the home screen: the standard media query, or Safari's own flag. */
export function isStandalone(displayModeStandalone: boolean, navigatorStandalone: boolean | undefined): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

/** localStorage key that remembers the visitor closed the install card (the iOS hint or the phone card). */
export const INSTALL_HINT_DISMISSED_KEY = 'install_hint_dismissed';
