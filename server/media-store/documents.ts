/**
 * Downloadable documents (a contest's rules, an entry form) stored beside the pictures in media_files:
 * named by their bytes' hash and kept file name, files/<hash>-<name>, so a link never changes meaning and
 * the download keeps the name the organiser gave it (routes/media.ts sends it as the attachment's name).
 */
import path from 'node:path';
import type { Db } from '../db/connect';
import type { DbTx } from '../import/kind';
import { pictureHash, writeRows } from './store';

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,100}\.([a-z0-9]+)$/;
/** A PDF's name as the store keeps it (lower-case): what an import accepts for a contest file. */
export const PDF_FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,100}\.pdf$/;

/** A document the store refuses: a name it cannot keep, or bytes that are not what the name says. */
export class DocumentError extends Error {
  override name = 'DocumentError';
}

/** Every PDF starts with its header "%PDF-" (readers allow a little junk before it; organisers' files have none). */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The name a stored document is downloaded as: its name without the hash. */
export const documentFileName = (stored: string) => stored.replace(/^[0-9a-f]{16}-/, '');

/** The stored name and type of a document, without storing it; throws DocumentError for one the store refuses. */
export function documentName(bytes: Uint8Array, fileName: string): { name: string; contentType: string } {
  const match = FILE_NAME.exec(fileName.toLowerCase());
  const contentType = match ? DOCUMENT_TYPES[match[1] ?? ''] : undefined;
  if (!match || !contentType) throw new DocumentError(`a document must be a PDF, DOCX or XLSX with a latin file name, got "${fileName}"`);
  // Served as application/pdf to every visitor: bytes of anything else under that name are refused.
  if (contentType === DOCUMENT_TYPES.pdf && !isPdf(bytes)) throw new DocumentError(`${fileName} is not a PDF`);
  return { name: `files/${pictureHash(bytes)}-${fileName.toLowerCase()}`, contentType };
}

/** The content type a stored document's name says (files/…-rules.pdf → application/pdf). */
export const documentType = (name: string) => DOCUMENT_TYPES[path.extname(name).slice(1).toLowerCase()];

export async function storeDocument(db: Db | DbTx, bytes: Uint8Array, fileName: string): Promise<string> {
  const { name, contentType } = documentName(bytes, fileName);
  await writeRows(db, [{ name, contentType, bytes }]);
  return `/media/${name}`;
}
