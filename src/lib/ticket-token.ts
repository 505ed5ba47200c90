/**
 * The signed entry ticket (issue 35): what the visitor's QR code carries and what a gate checks offline
 * with the exhibition's public keys alone. Binary, then base64url, so a hand scanner can type it and the
 * QR code stays small: 14 bytes of fields and a 64-byte Ed25519 signature are 78 bytes, 104 characters, a
 * version 6 QR code (41×41 modules) at error correction M.
 *
 *   byte 0      format version (1)
 *   bytes 1–2   key id, big-endian: which of the exhibition's keys signed it (keys rotate, old ones stay valid)
 *   bytes 3–6   ticket id, big-endian: what a revocation names
 *   bytes 7–10  the exhibition prefix, ASCII (ME27: always two letters and two digits)
 *   bytes 11–13 the registration number's six digits, big-endian (ME27-104857 → 104857)
 *   bytes 14–77 the signature over bytes 0–13
 *
 * Signing happens on the server only (server/tickets/); this module encodes, decodes and verifies, with
 * WebCrypto's Ed25519 in browsers and in Node alike.
 */

export const TICKET_TOKEN_VERSION = 1;
const FIELDS_LENGTH = 14;
const SIGNATURE_LENGTH = 64;
export const TICKET_TOKEN_LENGTH = FIELDS_LENGTH + SIGNATURE_LENGTH;
const REGISTRATION_NUMBER = /^([A-Z]{2}\d{2})-(\d{6})$/;

export type TicketFields = {
  keyId: number;
  ticketId: number;
  /** ME27-104857 */
  registrationNumber: string;
};

export type DecodedTicket = TicketFields & { exPrefix: string; signed: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> };

/** A public key a gate holds: raw 32 bytes as base64url, and the end of the show it is valid for. */
export type GateKey = { key_id: number; ex_prefix: string; public_key: string; valid_until: string };

export type TicketVerdict =
  | { ok: true; ticket: DecodedTicket }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'other_exhibition' | 'expired_key' | 'bad_signature' | 'revoked' };

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The 14 bytes a key signs. Throws on a registration number of another form: the server makes them. */
export function ticketFieldBytes(fields: TicketFields): Uint8Array {
  const match = REGISTRATION_NUMBER.exec(fields.registrationNumber);
  if (!match) throw new Error(`Not a registration number: ${fields.registrationNumber}`);
  if (!Number.isInteger(fields.keyId) || fields.keyId < 0 || fields.keyId > 0xffff) throw new Error('Key id out of range');
  if (!Number.isInteger(fields.ticketId) || fields.ticketId < 0 || fields.ticketId > 0xffffffff) throw new Error('Ticket id out of range');
  const bytes = new Uint8Array(FIELDS_LENGTH);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, TICKET_TOKEN_VERSION);
  view.setUint16(1, fields.keyId);
  view.setUint32(3, fields.ticketId);
  for (let i = 0; i < 4; i += 1) bytes[7 + i] = match[1]!.charCodeAt(i);
  const digits = Number(match[2]);
  bytes[11] = (digits >> 16) & 0xff;
  bytes[12] = (digits >> 8) & 0xff;
  bytes[13] = digits & 0xff;
  return bytes;
}

export function encodeTicketToken(fieldBytes: Uint8Array, signature: Uint8Array): string {
  if (fieldBytes.length !== FIELDS_LENGTH || signature.length !== SIGNATURE_LENGTH) throw new Error('Bad token parts');
  const token = new Uint8Array(TICKET_TOKEN_LENGTH);
  token.set(fieldBytes, 0);
  token.set(signature, FIELDS_LENGTH);
  return toBase64Url(token);
}

/** Reads a token as typed or scanned (surrounding blanks and a scanner's line end are ignored). */
export function decodeTicketToken(text: string): DecodedTicket | undefined {
  const bytes = fromBase64Url(text.trim());
  if (!bytes || bytes.length !== TICKET_TOKEN_LENGTH || bytes[0] !== TICKET_TOKEN_VERSION) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const exPrefix = String.fromCharCode(...bytes.subarray(7, 11));
  if (!/^[A-Z]{2}\d{2}$/.test(exPrefix)) return undefined;
  const digits = (bytes[11]! << 16) | (bytes[12]! << 8) | bytes[13]!;
  if (digits > 999_999) return undefined;
  return {
    keyId: view.getUint16(1),
    ticketId: view.getUint32(3),
    exPrefix,
    registrationNumber: `${exPrefix}-${String(digits).padStart(6, '0')}`,
    signed: bytes.slice(0, FIELDS_LENGTH),
    signature: bytes.slice(FIELDS_LENGTH),
  };
}

/** Named from crypto.subtle, not the DOM's CryptoKey: the server's TypeScript project has no DOM types. */
type ImportedKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** Imported keys are kept per key id: importing costs more than verifying, and a gate checks thousands. */
const importedKeys = new Map<string, Promise<ImportedKey>>();

function importKey(publicKey: string): Promise<ImportedKey> {
  let key = importedKeys.get(publicKey);
  if (!key) {
    const raw = fromBase64Url(publicKey);
    key = crypto.subtle.importKey('raw', raw ?? new Uint8Array(), { name: 'Ed25519' }, false, ['verify']);
    importedKeys.set(publicKey, key);
  }
  return key;
}

/**
 * The gate's check: the token's form, a key of this exhibition still valid at `now`, the signature, and
 * the revocation list, in that order (the cheapest refusals first).
 */
export async function verifyTicketToken(
  text: string,
  options: { exPrefix: string; keys: readonly GateKey[]; now: Date; isRevoked: (ticketId: number) => boolean },
): Promise<TicketVerdict> {
  const ticket = decodeTicketToken(text);
  if (!ticket) return { ok: false, reason: 'malformed' };
  if (ticket.exPrefix !== options.exPrefix) return { ok: false, reason: 'other_exhibition' };
  const key = options.keys.find((candidate) => candidate.key_id === ticket.keyId && candidate.ex_prefix === ticket.exPrefix);
  if (!key) return { ok: false, reason: 'unknown_key' };
  if (Date.parse(key.valid_until) < options.now.getTime()) return { ok: false, reason: 'expired_key' };
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify({ name: 'Ed25519' }, await importKey(key.public_key), ticket.signature, ticket.signed);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad_signature' };
  if (options.isRevoked(ticket.ticketId)) return { ok: false, reason: 'revoked' };
  return { ok: true, ticket };
}
