/**
 * The control characters no text of this product holds, written once for the forms, the imports, the
 * calendar file and the applications export: Unicode's Cc category (U+0000–U+001F and U+007F–U+009F) except
 * tab, line feed and carriage return, which a multi-line text needs (each output treats line breaks itself).
 *
 * C1 (U+0080–U+009F) is in: no keyboard types it, and where it shows up it is a spreadsheet decoded in the
 * wrong encoding (Windows-1252's 0x80–0x9F read as Latin-1) or an attack. U+009B is an 8-bit CSI that
 * terminals may act on like ESC [, and U+0085 (NEL) is a line break to some readers, which would split a
 * calendar or CSV line. RFC 5545 names only C0 and DEL, but leaves C1 nothing to mean in a calendar's text.
 */
import * as v from 'valibot';

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The text with every control character replaced: by '' where it is dropped, by U+FFFD where it must show. */
export const replaceControlCharacters = (text: string, replacement: string): string => text.replace(CONTROL_CHARACTERS, replacement);

/** The valibot step of a text field that refuses control characters. */
export const noControlCharacters = (message: string) => v.check((text: string) => !hasControlCharacter(text), message);
