/**
 * What counts as a link in the organiser's data (an exhibitor's website, an event's or a partner's link): an
 * absolute http or https address that a browser can open, with a host and no spaces. Other schemes
 * (javascript:, data:, mailto:) and relative paths are refused, so a link on a page can only lead to a web
 * page. Written once here for the three import kinds that take links.
 */
import * as v from 'valibot';

export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** A text field that holds a link (isWebAddress) or nothing (''). */
export const webAddressOrEmpty = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((text) => text === '' || isWebAddress(text), message),
  );
