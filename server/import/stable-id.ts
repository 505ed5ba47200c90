/**
 * Ids derived from an organiser's own key, so the same row has the same id on every database that holds
 * it: an exhibitor's card link (`?p=<id>`) keeps working when a show is moved to another server by its
 * files, and the demo seed and an import of its export agree.
 */
import { createHash } from 'node:crypto';

/** A UUID (version 5 layout) from the SHA-256 of a text. */
export function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = '89ab'[Number.parseInt(hex.charAt(16), 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const participantUuid = (exPrefix: string, oneCid: string) => uuidFrom(`participant ${exPrefix} ${oneCid}`);
