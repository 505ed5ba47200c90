/**
 * The count on the installed app's icon (the Badging API, where the browser has it). Refused outside an
 * installed app or without permission; the menu's badge still shows the count then.
 */
type BadgingNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows a count on the icon, or clears it at 0. */
export function showAppBadge(count: number) {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as BadgingNavigator;
  const ignore = () => undefined;
  if (count > 0) badging.setAppBadge?.(count).catch(ignore);
  else badging.clearAppBadge?.().catch(ignore);
}
