/**
 * Numbers written with spaces between their thousands ("8 000 позиций", "12 500 м²") must not wrap
 * between the groups: a card at 390 px read "8 / 000 позиций". Texts come from the organisers' CMS with
 * ordinary spaces, so the spaces inside such numbers are made no-break (U+00A0, what Russian typesetting
 * uses) where the text is shown, rather than hoping every editor types them.
 */

/** A group of one to three digits, then one or more groups of exactly three, each after one space. */
const SPACED_NUMBER = /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d])/g;
const NO_BREAK_SPACE = '\u00A0';

/** Plain text with the spaces inside grouped numbers made no-break. */
export function keepDigitGroupsTogether(text: string): string {
  return text.replace(SPACED_NUMBER, (number) => number.replaceAll(' ', NO_BREAK_SPACE));
}

/** The same for HTML: only the text between tags changes, never a tag or its attributes. */
export function keepDigitGroupsTogetherInHtml(html: string): string {
  if (!/\d \d/.test(html)) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : keepDigitGroupsTogether(part)))
    .join('');
}
