/**
 * Content-Security-Policy nonces. A rendered page is cached with a placeholder where its nonce goes, and
 * every response gets a fresh nonce put in its place, so a cached page still carries a nonce nobody could
 * have guessed. The placeholder is random per process, so page content can never contain it by chance.
 */
import { randomBytes } from 'node:crypto';

export const NONCE_PLACEHOLDER = `nonce-${randomBytes(18).toString('base64url')}`;

const NONCE_BYTES = 18;
/** Every nonce has this many characters (base64 of 18 random bytes): nonce-compression.ts leaves that much room. */
export const NONCE_LENGTH = (NONCE_BYTES / 3) * 4;

export const freshNonce = () => randomBytes(NONCE_BYTES).toString('base64');

export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_PLACEHOLDER, nonce);
